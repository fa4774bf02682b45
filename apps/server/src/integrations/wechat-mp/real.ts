import type { KeyValueStore } from '../../cache/key-value-store.ts';
import { type JsapiTicket, type WechatMpApp, WechatMpError, type WechatMpPort } from './port.ts';

type Answer = { errcode?: number; errmsg?: string };
type TokenAnswer = Answer & { access_token?: string; expires_in?: number };
type TicketAnswer = Answer & { ticket?: string; expires_in?: number };
type UserInfoAnswer = Answer & { subscribe?: number };

const TIMEOUT_MS = 5000;
/** Refresh a cached token this long before the messaging app expires it. */
export const REFRESH_MARGIN_SECONDS = 300;
/** access_token invalid (40001), expired (42001) or not the latest (40014): fetch a new one once and retry. */
const STALE_TOKEN_ERRCODES = new Set([40001, 40014, 42001]);

/**
 * The real adapter. The access_token (`GET cgi-bin/token`, client_credential) is cached in the key-value store
 * (Redis when several processes run) until REFRESH_MARGIN_SECONDS before it expires; a call answered with a
 * stale-token errcode drops it and retries once with a fresh one.
 */
export function createRealWechatMp(opts: {
  apiBaseUrl: string;
  kv: KeyValueStore;
  fetch?: typeof fetch;
}): WechatMpPort {
  const doFetch = opts.fetch ?? globalThis.fetch;

  async function getJson<T extends Answer>(url: URL): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new WechatMpError(`messaging-app API unreachable: ${(error as Error).message}`);
    }
    if (response.status !== 200)
      throw new WechatMpError(`messaging-app API answered HTTP ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new WechatMpError('messaging-app API answered something that is not JSON');
    }
  }

  const tokenKey = (app: WechatMpApp) => `wechat-mp:access-token:${app.appId}`;

  async function accessToken(app: WechatMpApp): Promise<string> {
    const cached = await opts.kv.get(tokenKey(app));
    if (cached) return cached;
    if (!app.appSecret) throw new WechatMpError(`no app secret configured for wechatType ${app.wechatType}`);
    const url = new URL(`${opts.apiBaseUrl}/cgi-bin/token`);
    url.search = new URLSearchParams({
      grant_type: 'client_credential',
      appid: app.appId,
      secret: app.appSecret,
    }).toString();
    const answer = await getJson<TokenAnswer>(url);
    if (answer.errcode || !answer.access_token) {
      throw new WechatMpError(`token: ${answer.errcode ?? ''} ${answer.errmsg ?? ''}`.trim(), answer.errcode);
    }
    const lifetime = Math.max(60, (answer.expires_in ?? 7200) - REFRESH_MARGIN_SECONDS);
    await opts.kv.set(tokenKey(app), answer.access_token, lifetime * 1000);
    return answer.access_token;
  }

  /** Calls `path` with a valid access_token, once more with a fresh one when the first was stale. */
  async function withToken<T extends Answer>(
    app: WechatMpApp,
    path: string,
    query: Record<string, string>,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const url = new URL(`${opts.apiBaseUrl}${path}`);
      url.search = new URLSearchParams({ access_token: await accessToken(app), ...query }).toString();
      const answer = await getJson<T>(url);
      if (answer.errcode && STALE_TOKEN_ERRCODES.has(answer.errcode) && attempt === 0) {
        await opts.kv.delete(tokenKey(app));
        continue;
      }
      if (answer.errcode) {
        throw new WechatMpError(`${path}: ${answer.errcode} ${answer.errmsg ?? ''}`.trim(), answer.errcode);
      }
      return answer;
    }
  }

  return {
    kind: 'real',
    async fetchJsapiTicket(app): Promise<JsapiTicket> {
      const answer = await withToken<TicketAnswer>(app, '/cgi-bin/ticket/getticket', { type: 'jsapi' });
      if (!answer.ticket) throw new WechatMpError('getticket answered without a ticket');
      return { ticket: answer.ticket, expiresInSeconds: answer.expires_in ?? 7200 };
    },
    async isSubscribed(app, openid) {
      const answer = await withToken<UserInfoAnswer>(app, '/cgi-bin/user/info', { openid, lang: 'zh_CN' });
      return answer.subscribe === 1;
    },
  };
}
