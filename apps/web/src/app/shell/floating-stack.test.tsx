import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBottomBarHeight } from './floating-stack';

function Shell() {
  useBottomBarHeight();
  return null;
}

/** Runs the animation frames the hook asked for (it measures in one after the page changed). */
async function nextFrames() {
  await act(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

function barOfHeight(height: number): HTMLElement {
  const bar = document.createElement('div');
  bar.className = 'lc-buy-bar';
  bar.getBoundingClientRect = () => ({ height }) as DOMRect;
  return bar;
}

describe('useBottomBarHeight', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('keeps --app-bottom-bar equal to the bar, and writes it only when the height changes', async () => {
    const root = document.documentElement;
    const writes = vi.spyOn(root.style, 'setProperty');
    const { unmount } = render(<Shell />);
    expect(root.style.getPropertyValue('--app-bottom-bar')).toBe('0px');

    // the page changes on many frames (text, lists, toasts) while its bottom bar stays as it was
    for (let i = 0; i < 5; i++) {
      document.body.append(document.createElement('p'));
      await nextFrames();
    }
    expect(writes.mock.calls.filter(([name]) => name === '--app-bottom-bar')).toHaveLength(1);

    const bar = barOfHeight(56);
    document.body.append(bar);
    await nextFrames();
    expect(root.style.getPropertyValue('--app-bottom-bar')).toBe('56px');

    document.body.append(document.createElement('p'));
    await nextFrames();
    bar.remove();
    await nextFrames();
    expect(root.style.getPropertyValue('--app-bottom-bar')).toBe('0px');
    expect(
      writes.mock.calls.filter(([name]) => name === '--app-bottom-bar').map(([, value]) => value),
    ).toEqual(['0px', '56px', '0px']);

    unmount();
    expect(root.style.getPropertyValue('--app-bottom-bar')).toBe('');
  });
});
