// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routesByName } from '../route-catalogue';

const callApi = vi.fn();
vi.mock('../../lib/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/request')>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));

const { guardNavigation, resetGuardCachesForTests } = await import('./navigation-guard');
const { shellState } = await import('../session/shell-store');
const { queryClient } = await import('../public/request');
const { ApiError } = await import('../../lib/request');

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47';
const PLAIN_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => ua });
}

const entry = (name: string) => routesByName.get(name)!;
const at = (path: string) => new URL(path, 'http://app.test');
const guard = (path: string, name: string) => guardNavigation(at(path), entry(name));

describe('navigation guard', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    callApi.mockReset();
    queryClient.clear();
    resetGuardCachesForTests();
    shellState().set({ loginFailure: null });
    setUserAgent(WECHAT_UA);
    window.__APP_CONFIG__ = { env: 'test', partnerCode: '10001' };
    window.AppBridge = undefined;
    window.__wxjs_environment = undefined;
  });
  afterEach(() => {
    window.__APP_CONFIG__ = undefined;
  });

  const signedIn = (wechatType = '99') => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('wechatType', wechatType);
  };

  it('1. in a mini-program with the blacklist option, a blacklisted learner goes to the blacklist address', async () => {
    signedIn();
    window.__wxjs_environment = 'miniprogram';
    window.__APP_CONFIG__ = {
      env: 'test',
      throw: {
        brand: 'nbc',
        isSinglePageJump: false,
        miniBlackListUrl: 'https://x.test/black',
        isOpenBlackListIntercept: true,
      },
    };
    callApi.mockResolvedValue({ isBlackUser: true });
    expect(await guard('/user', 'user')).toEqual({ kind: 'reload', url: 'https://x.test/black' });
  });

  it('2. back from authorization: the authorization keys leave the query', async () => {
    signedIn();
    expect(await guard('/user?from=ad&toAuth=1&code=abc&state=s1', 'user')).toEqual({
      kind: 'redirect',
      to: '/user?from=ad',
    });
  });

  it('3. a wechatType different from the stored one clears the token and authorizes again', async () => {
    signedIn('99');
    const decision = await guard('/user?wechatType=1', 'user');
    expect(decision.kind).toBe('authorize');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('wechatType')).toBe('1');
  });

  it('3. the same wechatType proceeds; a first one is stored', async () => {
    signedIn('99');
    expect(await guard('/user?wechatType=99', 'user')).toEqual({ kind: 'proceed' });
    localStorage.removeItem('wechatType');
    expect(await guard('/user', 'user')).toEqual({ kind: 'proceed' });
    expect(localStorage.getItem('wechatType')).toBe('99');
  });

  it('a channel mismatch on a direct-link route authorizes again', async () => {
    signedIn();
    localStorage.setItem('channel', '10');
    const decision = await guard('/classInfo21?channel=11', 'classInfo21');
    expect(decision.kind).toBe('authorize');
    expect(localStorage.getItem('channel')).toBe('11');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('4. a token in the URL is stored and stripped by a reload, unless the route keeps it', async () => {
    expect(await guard('/user?token=t9&x=1', 'user')).toEqual({
      kind: 'reload',
      url: 'http://app.test/user?x=1',
    });
    expect(localStorage.getItem('token')).toBe('t9');
    localStorage.clear();
    expect(await guard('/appBindMobile?token=t8', 'appBindMobile')).toEqual({ kind: 'proceed' });
    expect(localStorage.getItem('token')).toBe('t8');
  });

  it('a tab route with an addGroupPageId and no chainType goes to pageTemplate with the derived chainType', async () => {
    signedIn();
    expect(await guard('/index?addGroupPageId=5', 'index')).toEqual({
      kind: 'redirect',
      to: '/pageTemplate?addGroupPageId=5&chainType=LL10009',
    });
    expect(await guard('/index?addGroupPageId=5&chainType=LL20027', 'index')).toEqual({ kind: 'proceed' });
  });

  it('5. without a token: the native app fails, the messaging app authorizes', async () => {
    window.AppBridge = { getToken: () => '' };
    expect(await guard('/user', 'user')).toEqual({ kind: 'fail', message: 'APP获取token失败' });
    window.AppBridge = undefined;
    expect((await guard('/user', 'user')).kind).toBe('authorize');
    expect(await guard('/login', 'login')).toEqual({ kind: 'proceed' });
  });

  it('5. outside the messaging app in prod the page shows under the overlay; in test it authorizes', async () => {
    setUserAgent(PLAIN_UA);
    expect((await guard('/user', 'user')).kind).toBe('authorize');
    window.__APP_CONFIG__ = { env: 'prod' };
    expect(await guard('/user', 'user')).toEqual({ kind: 'proceed' });
  });

  it('5. waits while the login failure alert is up', async () => {
    shellState().set({ loginFailure: '授权已失效' });
    expect(await guard('/user', 'user')).toEqual({ kind: 'halt' });
  });

  it('classInfo20-fans without ShortParamId passes without auth', async () => {
    expect(await guard('/classInfo20-fans', 'classInfo20-fans')).toEqual({ kind: 'proceed' });
    expect((await guard('/classInfo20-fans?ShortParamId=s1', 'classInfo20-fans')).kind).toBe('authorize');
  });

  it('6. super-fans: phone code and link type 3 fetch the real params and replace the route', async () => {
    signedIn();
    callApi.mockResolvedValue({
      param: 'channel=10&subChannel=1001',
      inventAdditionId: 'i1',
      mobileEncrypt: 'm',
    });
    const decision = await guard(
      '/classInfo20-fans?ShortParamId=s1&phoneCode=p&SuperFansLinkType=3',
      'classInfo20-fans',
    );
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/classInfo20-fans?ShortParamId=s1&phoneCode=p&SuperFansLinkType=3&channel=10&subChannel=1001',
    });
    expect(JSON.parse(localStorage.getItem('superFansParams')!)).toMatchObject({
      shortParamId: 's1',
      inventAdditionId: 'i1',
    });
    // converted: proceeds
    expect(await guard('/classInfo20-fans?ShortParamId=s1&channel=10', 'classInfo20-fans')).toEqual({
      kind: 'proceed',
    });
  });

  it('6. super-fans: a failed resolution proceeds unchanged', async () => {
    signedIn();
    callApi.mockRejectedValue(new ApiError(1005, '链接不存在'));
    expect(
      await guard('/classInfo20-fans?ShortParamId=s2&phoneCode=p&SuperFansLinkType=3', 'classInfo20-fans'),
    ).toEqual({
      kind: 'proceed',
    });
  });

  it('6. super-fans otherwise: token cleared and authorization again, once', async () => {
    signedIn();
    expect((await guard('/classInfo20-fans?ShortParamId=s3', 'classInfo20-fans')).kind).toBe('authorize');
    expect(localStorage.getItem('token')).toBeNull();
    signedIn();
    expect(await guard('/classInfo20-fans?ShortParamId=s3', 'classInfo20-fans')).toEqual({ kind: 'proceed' });
  });

  it('a learner without a mobile goes from a regMsg route to register, with the route and its query', async () => {
    signedIn();
    callApi.mockResolvedValue({ id: 1, mobile: null, learnNumber: '1', nickname: 'x', avatarUrl: null });
    expect(await guard('/safety?from=ad', 'safety')).toEqual({
      kind: 'redirect',
      to: '/register?from=ad&redirect=safety',
    });
    queryClient.clear();
    callApi.mockResolvedValue({
      id: 1,
      mobile: '13800000000',
      learnNumber: '1',
      nickname: 'x',
      avatarUrl: null,
    });
    expect(await guard('/safety?from=ad', 'safety')).toEqual({ kind: 'proceed' });
  });
});
