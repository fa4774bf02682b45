import type { TAuthApp } from '@course/contracts/identity-login';
import { getAppListByQueryForCourse, weChatLogin } from '@course/contracts/identity-login';
import { NO_AUTH_APP_LIST, SYS_CODE } from '@course/domain/constants';
import { getAppConfig } from '../../lib/app-config';
import { browserLocation } from '../../lib/platform';
import { ApiError, callApi } from '../../lib/request';
import {
  clearSession,
  getWechatType,
  readSessionValue,
  SessionKey,
  StorageKey,
  saveSession,
  writeSessionValue,
  writeValue,
} from '../../lib/storage';
import type { RouteEntry } from '../route-catalogue';
import { shellState } from './shell-store';

/**
 * The messaging-app authorization flow of the web app: send the visitor to the authorization page with the
 * page they asked for as redirect_uri (marked `toAuth=1`), and sign in with the `code` (or `ticket`) it comes
 * back with. Failures follow the spec: the first clears tokens and retries silently, the second consecutive
 * one alerts the message (counter in session storage, '1' or '2'; success resets it to '1').
 */

/** Query keys that belong to the authorization round trip, not to the page. */
export const AUTH_QUERY_KEYS = ['code', 'ticket', 'state', 'toAuth', 'appid'] as const;
export const TO_AUTH_MARKER = 'toAuth';
export const LOGIN_FAILED_TITLE = '登录失败';
export const LOGIN_RETRY_TEXT = '重新授权';

export const hasAuthResult = (url: URL): boolean =>
  url.searchParams.has('code') || url.searchParams.has('ticket');

/** The URL without the authorization round-trip keys (and without `token` when asked). */
export function withoutAuthParams(url: URL, opts: { token?: boolean } = {}): URL {
  const clean = new URL(url.href);
  for (const key of AUTH_QUERY_KEYS) clean.searchParams.delete(key);
  if (opts.token) clean.searchParams.delete('token');
  return clean;
}

/** 'Cold' pages ask only for the openid (snsapi_base, no consent screen); others for the profile too. */
export const scopeFor = (entry: RouteEntry | null): 'snsapi_base' | 'snsapi_userinfo' =>
  entry?.meta.landing ? 'snsapi_base' : 'snsapi_userinfo';

async function alertMessage(title: string, content: string, confirmText = '确定'): Promise<void> {
  const { showModal } = await import('../../ui/modal');
  await showModal({ title, content, confirmText });
}

/** The messaging-app account to authorize with: the one of the stored wechatType, else the first listed. */
export function pickAuthApp(list: readonly TAuthApp[], wechatType: number): TAuthApp | undefined {
  return list.find((app) => app.wechatType === wechatType) ?? list[0];
}

/**
 * Leaves for the authorization page. `target` is where the visitor should land afterwards. Resolves
 * 'redirected' once the browser is on its way, 'failed' when the configuration call failed (alerted).
 */
export async function startAuthorization(
  target: URL,
  entry: RouteEntry | null,
): Promise<'redirected' | 'failed'> {
  const wechatType = getWechatType();
  let list: TAuthApp[];
  try {
    list = await callApi(getAppListByQueryForCourse, { body: { labelStr: 'course' } });
  } catch (error) {
    if (error instanceof ApiError && error.code !== -1) await alertMessage('授权失败', error.msg);
    return 'failed';
  }
  const app = pickAuthApp(list, wechatType);
  const front = app?.authUrlList.find((u) => u.type === 'front') ?? app?.authUrlList[0];
  if (!app || !front) {
    await alertMessage('授权失败', `${NO_AUTH_APP_LIST}（code: 0，msg: success，列表长度: ${list.length}）`);
    return 'failed';
  }
  const back = withoutAuthParams(target);
  back.searchParams.set(TO_AUTH_MARKER, '1');
  const authorize = new URL(front.url, window.location.origin);
  authorize.search = new URLSearchParams({
    appid: app.appId,
    redirect_uri: back.href,
    response_type: 'code',
    scope: scopeFor(entry),
    state: Math.random().toString(36).slice(2, 10),
  }).toString();
  authorize.hash = 'wechat_redirect';
  browserLocation.replace(authorize.href);
  return 'redirected';
}

export const loginRetryCount = (): 1 | 2 => (readSessionValue(SessionKey.loginRetry) === '2' ? 2 : 1);

/** The alert's button: a fresh start of the authorization (counter back to 1). */
export async function retryAfterLoginFailure(entry: RouteEntry | null): Promise<void> {
  writeSessionValue(SessionKey.loginRetry, '1');
  shellState().set({ loginFailure: null });
  await startAuthorization(withoutAuthParams(new URL(window.location.href), { token: true }), entry);
}

/**
 * weChatLogin with the code or ticket of `url` (plus the page's URL parameters, sysCode, wechatType and
 * linkUrl; the super-fan fields when the link has them). 'ok': token, snapshotuser and wechatType are stored.
 * 'redirected': first failure, authorization restarted. 'failed': second failure, the message is alerted.
 */
export async function loginWithAuthResult(
  url: URL,
  entry: RouteEntry | null,
): Promise<'ok' | 'redirected' | 'failed'> {
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key !== 'token' && key !== 'wechatType' && key !== 'productCode' && value.length <= 500)
      params[key] = value;
  }
  const shortParamId = url.searchParams.get('ShortParamId');
  const body = {
    ...params,
    sysCode: SYS_CODE as '1003',
    linkUrl: withoutAuthParams(url, { token: true }).href.slice(0, 2000),
    ...(shortParamId
      ? {
          shortParamId,
          corpId: url.searchParams.get('corpId') ?? undefined,
          phoneCode: url.searchParams.get('phoneCode') ?? undefined,
        }
      : {}),
  };
  try {
    const answer = await callApi(weChatLogin, { body, silent: true });
    writeSessionValue(SessionKey.loginRetry, '1');
    saveSession({
      token: answer.token,
      wechatType: getWechatType(),
      snapshotuser: answer.snapshotuser || '-1',
      template: getAppConfig().base.template,
    });
    const channel = url.searchParams.get('channel');
    if (channel) writeValue(StorageKey.channel, channel);
    return 'ok';
  } catch (error) {
    const message = error instanceof ApiError ? error.msg : String(error);
    if (loginRetryCount() === 1) {
      writeSessionValue(SessionKey.loginRetry, '2');
      clearSession();
      const restarted = await startAuthorization(withoutAuthParams(url, { token: true }), entry);
      return restarted === 'redirected' ? 'redirected' : 'failed';
    }
    shellState().set({ loginFailure: message });
    void alertMessage(LOGIN_FAILED_TITLE, message, LOGIN_RETRY_TEXT).then(() =>
      retryAfterLoginFailure(entry),
    );
    return 'failed';
  }
}
