import {
  type WechatApp,
  WechatErrcode,
  type WechatIdentity,
  WechatOAuthError,
  type WechatOAuthPort,
} from './port.ts';

type AccessTokenAnswer = {
  access_token?: string;
  openid?: string;
  scope?: string;
  unionid?: string;
  is_snapshotuser?: number;
  errcode?: number;
  errmsg?: string;
};
type UserInfoAnswer = {
  nickname?: string;
  headimgurl?: string;
  unionid?: string;
  errcode?: number;
  errmsg?: string;
};

const TIMEOUT_MS = 5000;

/**
 * The real adapter: `GET {api}/sns/oauth2/access_token` for the openid, then `GET {api}/sns/userinfo` when the
 * scope was snsapi_userinfo. App id and secret per wechatType come from configuration.
 */
export function createRealWechatOAuth(opts: { apiBaseUrl: string; fetch?: typeof fetch }): WechatOAuthPort {
  const doFetch = opts.fetch ?? globalThis.fetch;

  async function getJson<T extends { errcode?: number; errmsg?: string }>(url: string): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new WechatOAuthError('upstream', `messaging-app API unreachable: ${(error as Error).message}`);
    }
    if (response.status !== 200) {
      throw new WechatOAuthError('upstream', `messaging-app API answered HTTP ${response.status}`);
    }
    let body: T;
    try {
      body = (await response.json()) as T;
    } catch {
      throw new WechatOAuthError('upstream', 'messaging-app API answered something that is not JSON');
    }
    if (body.errcode) {
      const reason =
        body.errcode === WechatErrcode.invalidCode
          ? 'invalid-code'
          : body.errcode === WechatErrcode.codeUsed
            ? 'code-used'
            : 'upstream';
      throw new WechatOAuthError(reason, `${body.errcode} ${body.errmsg ?? ''}`.trim(), body.errcode);
    }
    return body;
  }

  return {
    kind: 'real',
    async exchangeCode(app: WechatApp, code: string): Promise<WechatIdentity> {
      if (!app.appSecret) {
        throw new WechatOAuthError('upstream', `no app secret configured for wechatType ${app.wechatType}`);
      }
      const tokenUrl = new URL(`${opts.apiBaseUrl}/sns/oauth2/access_token`);
      tokenUrl.search = new URLSearchParams({
        appid: app.appId,
        secret: app.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = await getJson<AccessTokenAnswer>(tokenUrl.toString());
      if (!token.openid || !token.access_token) {
        throw new WechatOAuthError('upstream', 'messaging-app API answered without openid');
      }
      const scope = token.scope?.includes('snsapi_userinfo') ? 'snsapi_userinfo' : 'snsapi_base';
      const isSnapshotUser = token.is_snapshotuser === 1;
      let profile: WechatIdentity['profile'] = null;
      let unionid = token.unionid ?? null;
      if (scope === 'snsapi_userinfo' && !isSnapshotUser) {
        const infoUrl = new URL(`${opts.apiBaseUrl}/sns/userinfo`);
        infoUrl.search = new URLSearchParams({
          access_token: token.access_token,
          openid: token.openid,
          lang: 'zh_CN',
        }).toString();
        const info = await getJson<UserInfoAnswer>(infoUrl.toString());
        profile = { nickname: info.nickname ?? '', avatarUrl: info.headimgurl ?? '' };
        unionid = info.unionid ?? unionid;
      }
      return { openid: token.openid, unionid, scope, isSnapshotUser, profile };
    },
  };
}
