import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import './theme.css';

export const NOTIFY_DURATION_MS = 3000;

export type NotifyType = 'primary' | 'success' | 'warning' | 'danger';
export type NotifyOptions = { type?: NotifyType; duration?: number };

type Current = { root: Root; container: HTMLElement; timer: ReturnType<typeof setTimeout> | null };
let current: Current | null = null;

/** Closes the notification that is showing, if any. */
export function clearNotify(): void {
  if (!current) return;
  const { root, container, timer } = current;
  current = null;
  if (timer) clearTimeout(timer);
  root.unmount();
  container.remove();
}

/**
 * A notification bar at the bottom of the screen for 3000 ms (a new one replaces the old).
 * Rendered with its own React root, so it works before the app mounts and needs no antd-mobile code.
 */
export function showNotify(text: string, opts: NotifyOptions = {}): void {
  clearNotify();
  const duration = opts.duration ?? NOTIFY_DURATION_MS;
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(
    createElement(
      'div',
      {
        className: `app-notify app-notify-${opts.type ?? 'danger'}`,
        role: 'status',
        'data-testid': 'notify',
        style: { '--app-notify-duration': `${duration}ms` },
      },
      text,
    ),
  );
  const entry: Current = { root, container, timer: null };
  current = entry;
  if (duration > 0) {
    entry.timer = setTimeout(() => {
      if (current === entry) clearNotify();
    }, duration);
  }
}
