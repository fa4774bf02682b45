import { Toast } from 'antd-mobile';
import { type CSSProperties, createElement } from 'react';
import { setupAntdRenderer } from './antd-renderer';
import './theme.css';

export const TOAST_DURATION_MS = 2000;
/** The toast starts fading this long before it is closed. */
export const TOAST_FADE_MS = 250;

export type ToastOptions = {
  /** ms, default 2000; 0 keeps it until `clearToast()` */
  duration?: number;
  position?: 'top' | 'center' | 'bottom';
  icon?: 'success' | 'fail' | 'loading';
  /** block touches on the page while shown (default false) */
  blocking?: boolean;
};

/** Sets up the React 19 renderer of antd-mobile's imperative APIs (once; also done on import). */
export function setupToastRenderer(): void {
  setupAntdRenderer();
  Toast.config({ duration: TOAST_DURATION_MS, position: 'bottom' });
}

setupToastRenderer();

/** A short message at the bottom of the screen: 2000 ms, fading out over the last 250 ms. */
export function showToast(text: string, opts: ToastOptions = {}): void {
  const duration = opts.duration ?? TOAST_DURATION_MS;
  const fadeStyle: CSSProperties & Record<string, string> =
    duration > 0
      ? {
          '--app-toast-fade-delay': `${Math.max(duration - TOAST_FADE_MS, 0)}ms`,
          '--app-toast-fade-duration': `${Math.min(TOAST_FADE_MS, duration)}ms`,
        }
      : {};
  Toast.show({
    content: createElement('span', { 'data-testid': 'toast', role: 'alert' }, text),
    duration,
    position: opts.position ?? 'bottom',
    icon: opts.icon,
    maskClickable: !opts.blocking,
    maskClassName: duration > 0 ? 'app-toast app-toast-fading' : 'app-toast',
    maskStyle: fadeStyle,
  });
}

/** Closes the toast that is showing, if any. */
export function clearToast(): void {
  Toast.clear();
}
