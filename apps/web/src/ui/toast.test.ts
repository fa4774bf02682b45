// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast, showToast, TOAST_DURATION_MS } from './toast';

// Before any import: antd-mobile's animation library keeps the requestAnimationFrame it finds at load,
// so the fake clock must already be in place (and stay for the whole file).
vi.hoisted(() => {
  vi.useFakeTimers();
});

/** antd-mobile's mask mounts its content when its fade-in spring starts (the next animation frame). */
const FIRST_FRAMES_MS = 50;
/** antd-mobile's mask leave spring, an upper bound. */
const MASK_LEAVE_MS = 600;

/** Advances the fake clock in 50 ms steps, each in its own act() so React renders between frames. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(left, 50));
    });
  }
}

describe('showToast', () => {
  afterEach(async () => {
    act(() => clearToast());
    await advance(1000);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('shows the text with data-testid toast and removes it after 2000 ms', async () => {
    act(() => showToast('请求超时了,请刷新页面重试'));
    await advance(FIRST_FRAMES_MS);
    const toast = screen.getByTestId('toast');
    expect(toast.textContent).toBe('请求超时了,请刷新页面重试');
    expect(toast.getAttribute('role')).toBe('alert');

    await advance(TOAST_DURATION_MS - FIRST_FRAMES_MS - 1);
    expect(screen.queryByTestId('toast')).not.toBeNull();

    // Closed at 2000 ms (our CSS fade has made it invisible by then); antd-mobile's transparent mask
    // runs its own leave spring (a few hundred ms) before the node leaves the DOM.
    await advance(1 + MASK_LEAVE_MS);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('starts fading 250 ms before the end and sits at the bottom', async () => {
    act(() => showToast('已收到反馈，老师会尽快联系您入群~'));
    await advance(FIRST_FRAMES_MS);
    const mask = document.querySelector<HTMLElement>('.app-toast');
    expect(mask).not.toBeNull();
    expect(mask?.style.getPropertyValue('--app-toast-fade-delay')).toBe('1750ms');
    const main = document.querySelector<HTMLElement>('.adm-toast-main');
    expect(main?.style.top).toBe('80%');
  });

  it('a new toast replaces the one showing', async () => {
    act(() => showToast('第一条'));
    await advance(FIRST_FRAMES_MS);
    act(() => showToast('第二条'));
    await advance(FIRST_FRAMES_MS);
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((node) => node.textContent)).toEqual(['第二条']);
  });
});
