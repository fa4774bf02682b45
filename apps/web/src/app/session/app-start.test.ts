// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routesByName } from '../route-catalogue';

const startAuthorization = vi.fn(async () => 'redirected' as const);
const loginWithAuthResult = vi.fn(async () => 'ok' as const);
vi.mock('./auth-flow', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./auth-flow')>()),
  startAuthorization,
  loginWithAuthResult,
}));

const { startApp, bridgeToken } = await import('./app-start');

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36 MicroMessenger/8.0.47';
const user = routesByName.get('user')!;
const login = routesByName.get('login')!;
const at = (path: string) => new URL(path, 'http://app.test');

describe('app start', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    startAuthorization.mockClear();
    loginWithAuthResult.mockClear();
    window.AppBridge = undefined;
    window.__APP_CONFIG__ = { env: 'test' };
    Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => WECHAT_UA });
  });

  it('takes the token from the native bridge from app version 1.0.5 on, or in the qc app', () => {
    window.AppBridge = { getToken: () => 'bridge-token', getAppVersion: () => '1.0.4' };
    expect(bridgeToken()).toBeNull();
    window.AppBridge = { getToken: () => 'bridge-token', getAppVersion: () => '1.0.5' };
    expect(bridgeToken()).toBe('bridge-token');
    window.AppBridge = { getToken: () => 'bridge-token', getAppVersion: () => '0.9' };
    window.__APP_CONFIG__ = { env: 'test', base: { isQcApp: true } as never };
    expect(bridgeToken()).toBe('bridge-token');
  });

  it('prefers the bridge, then the URL, then storage, and mounts', async () => {
    localStorage.setItem('token', 'stored');
    window.AppBridge = { getToken: () => 'bridge', getAppVersion: () => '2.0.0' };
    expect(await startApp(user, at('/user?token=url'))).toBe('mount');
    expect(localStorage.getItem('token')).toBe('bridge');
    window.AppBridge = undefined;
    expect(await startApp(user, at('/user?token=url'))).toBe('mount');
    expect(localStorage.getItem('token')).toBe('url');
    expect(startAuthorization).not.toHaveBeenCalled();
  });

  it('without a token signs in with the code the page came back with', async () => {
    expect(await startApp(user, at('/user?toAuth=1&code=c1&state=s&wechatType=2'))).toBe('mount');
    expect(loginWithAuthResult).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('wechatType')).toBe('2');
  });

  it('without a token or code authorizes for routes that need a learner, not for the others', async () => {
    expect(await startApp(user, at('/user'))).toBe('redirected');
    expect(startAuthorization).toHaveBeenCalledTimes(1);
    expect(await startApp(login, at('/login'))).toBe('mount');
    expect(startAuthorization).toHaveBeenCalledTimes(1);
  });

  it('a qcFlag different from the stored one clears the token; the URL client values are kept', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('qcFlag', '0');
    expect(await startApp(user, at('/user?qcFlag=1&putinShopCode=shop7&toolToken=tt'))).toBe('redirected');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('qcFlag')).toBe('1');
    expect(localStorage.getItem('putinShopCode')).toBe('shop7');
    expect(localStorage.getItem('toolToken')).toBe('tt');
  });
});
