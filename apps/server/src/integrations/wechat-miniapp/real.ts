import type { KeyValueStore } from '../../cache/key-value-store.ts';
import { type MiniProgram, SchemeError, type SchemePort } from './port.ts';

type Answer = { errcode?: number; errmsg?: string };
const TIMEOUT_MS = 5000;
const REFRESH_MARGIN_SECONDS = 300;

/**
 * The real generatescheme: `GET cgi-bin/token` (cached in the key-value store until shortly before it expires,
 * under the same key the official-account adapter uses for that appId), then
 * `POST wxa/generatescheme?access_token=` with `jump_wxa { path, query, env_version }`, `expire_type 1` and
 * `expire_interval` days.
 */
export function createRealScheme(opts: {
  apiBaseUrl: string;
  kv: KeyValueStore;
  fetch?: typeof fetch;
}): SchemePort {
  const doFetch = opts.fetch ?? globalThis.fetch;

  async function json<T extends Answer>(url: URL, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new SchemeError(`messaging-app API unreachable: ${(error as Error).message}`);
    }
    if (response.status !== 200) throw new SchemeError(`messaging-app API answered HTTP ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new SchemeError('messaging-app API answered something that is not JSON');
    }
  }

  async function accessToken(app: MiniProgram): Promise<string> {
    const key = `wechat-mp:access-token:${app.appId}`;
    const cached = await opts.kv.get(key);
    if (cached) return cached;
    if (!app.appSecret) throw new SchemeError(`no app secret configured for wechatType ${app.wechatType}`);
    const url = new URL(`${opts.apiBaseUrl}/cgi-bin/token`);
    url.search = new URLSearchParams({
      grant_type: 'client_credential',
      appid: app.appId,
      secret: app.appSecret,
    }).toString();
    const answer = await json<Answer & { access_token?: string; expires_in?: number }>(url);
    if (answer.errcode || !answer.access_token) {
      throw new SchemeError(`token: ${answer.errcode ?? ''} ${answer.errmsg ?? ''}`.trim(), answer.errcode);
    }
    const lifetime = Math.max(60, (answer.expires_in ?? 7200) - REFRESH_MARGIN_SECONDS);
    await opts.kv.set(key, answer.access_token, lifetime * 1000);
    return answer.access_token;
  }

  return {
    kind: 'real',
    async generateScheme(app, request) {
      const url = new URL(`${opts.apiBaseUrl}/wxa/generatescheme`);
      url.search = new URLSearchParams({ access_token: await accessToken(app) }).toString();
      const answer = await json<Answer & { openlink?: string }>(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jump_wxa: { path: request.path, query: request.query, env_version: request.envVersion },
          expire_type: 1,
          expire_interval: Math.max(1, Math.min(30, Math.ceil(request.expireSeconds / 86_400))),
        }),
      });
      if (answer.errcode || !answer.openlink) {
        throw new SchemeError(
          `generatescheme: ${answer.errcode ?? ''} ${answer.errmsg ?? ''}`.trim(),
          answer.errcode,
        );
      }
      return { openlink: answer.openlink };
    },
  };
}
