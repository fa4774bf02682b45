// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const showToast = vi.fn();
const setupToastRenderer = vi.fn();
vi.mock('../ui/toast', () => ({ showToast, setupToastRenderer }));
const startAuthorization = vi.fn(async () => 'redirected' as const);
vi.mock('./session/auth-flow', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./session/auth-flow')>()),
  startAuthorization,
}));

const originalLocation = Object.getOwnPropertyDescriptor(window, 'location')!;

describe('request handlers', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    showToast.mockClear();
    setupToastRenderer.mockClear();
    startAuthorization.mockClear();
    reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
    localStorage.clear();
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', originalLocation);
    vi.useRealTimers();
  });

  it('code 3/4 inside the native app: clears the tokens and logs out through the bridge, no reload', async () => {
    const logout = vi.fn();
    window.AppBridge = { logout };
    try {
      const { onLoginRequired, LOGIN_RELOAD_DELAY_MS } = await import('./request-handlers');
      localStorage.setItem('token', 't-1');
      onLoginRequired('登录已失效，请重新登录');
      expect(localStorage.getItem('token')).toBeNull();
      vi.advanceTimersByTime(LOGIN_RELOAD_DELAY_MS);
      expect(logout).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
      expect(startAuthorization).not.toHaveBeenCalled();
    } finally {
      window.AppBridge = undefined;
    }
  });

  it('code 3/4: shows the message, clears the tokens and re-authorizes once for the current page', async () => {
    const { onLoginRequired, LOGIN_RELOAD_DELAY_MS } = await import('./request-handlers');
    localStorage.setItem('token', 't-1');
    localStorage.setItem('nbc_token', 't-1');
    localStorage.setItem('channel', '22');

    onLoginRequired('登录已失效，请重新登录');
    onLoginRequired('登录已失效，请重新登录');
    await vi.advanceTimersByTimeAsync(0);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('nbc_token')).toBeNull();
    expect(localStorage.getItem('channel')).toBe('22');

    await vi.advanceTimersByTimeAsync(LOGIN_RELOAD_DELAY_MS);
    expect(startAuthorization).toHaveBeenCalledTimes(1);
    expect((startAuthorization.mock.calls[0] as unknown as [URL])[0].href).toBe(window.location.href);
    expect(reload).not.toHaveBeenCalled();
  });

  it('codes 9997/9998 put the message in the full-page error store', async () => {
    const { requestHandlers } = await import('./request-handlers');
    const { useFullPageErrorStore } = await import('./full-page-error-store');
    requestHandlers.onFullPageError(9997, '服务升级中');
    expect(useFullPageErrorStore.getState().error).toEqual({ code: 9997, msg: '服务升级中' });
  });

  it('toasts a message through the lazily loaded toast module', async () => {
    const { toast } = await import('./public/request');
    toast('请求超时了,请刷新页面重试');
    toast('');
    await vi.advanceTimersByTimeAsync(0);
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it('preloads the toast (antd-mobile) when idle on an app page, never on a landing route', async () => {
    const { preloadToastFor } = await import('./request-handlers');
    const { routesByName } = await import('./route-catalogue');
    expect(preloadToastFor(routesByName.get('pageTemplate')!)).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(setupToastRenderer).not.toHaveBeenCalled();
    expect(preloadToastFor(routesByName.get('index')!)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(setupToastRenderer).toHaveBeenCalledTimes(1);
  });
});
