// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotify, NOTIFY_DURATION_MS, showNotify } from './notify';

describe('showNotify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => clearNotify());
    vi.useRealTimers();
  });

  it('shows a bar at the bottom for 3000 ms', () => {
    act(() => showNotify('网络不给力', { type: 'warning' }));
    const bar = screen.getByTestId('notify');
    expect(bar.textContent).toBe('网络不给力');
    expect(bar.getAttribute('role')).toBe('status');
    expect(bar.className).toContain('app-notify-warning');

    act(() => vi.advanceTimersByTime(NOTIFY_DURATION_MS - 1));
    expect(screen.queryByTestId('notify')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('notify')).toBeNull();
  });

  it('a new notification replaces the old one', () => {
    act(() => showNotify('一'));
    act(() => showNotify('二'));
    expect(screen.getAllByTestId('notify').map((node) => node.textContent)).toEqual(['二']);
  });
});
