/**
 * The messaging app's web authorization (OAuth2 code flow), as the login service needs it: exchange a code
 * for the visitor's openid, and for scope snsapi_userinfo their profile too. Two adapters: the sandbox
 * (codes from /sandbox/oauth2/authorize) and the real API.
 */

export type WechatScope = 'snsapi_base' | 'snsapi_userinfo';

export type WechatIdentity = {
  openid: string;
  unionid: string | null;
  scope: WechatScope;
  /** The messaging app answered for a snapshot-page visitor (virtual openid). */
  isSnapshotUser: boolean;
  /** Present for snsapi_userinfo. */
  profile: { nickname: string; avatarUrl: string } | null;
};

export type WechatApp = { wechatType: number; appId: string; appSecret: string | null };

export type WechatOAuthPort = {
  readonly kind: 'sandbox' | 'real';
  exchangeCode(app: WechatApp, code: string): Promise<WechatIdentity>;
};

/**
 * Why an exchange failed. `invalid-code` covers what the messaging app answers as 40029 (invalid or expired)
 * and 40163 (already used); `upstream` is everything else (network, 5xx, bad secret, missing configuration).
 */
export class WechatOAuthError extends Error {
  constructor(
    readonly reason: 'invalid-code' | 'code-used' | 'upstream',
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
    this.name = 'WechatOAuthError';
  }
}

/** The messaging app's error codes the adapters map. */
export const WechatErrcode = {
  invalidCode: 40029,
  codeUsed: 40163,
  invalidAppSecret: 40125,
  invalidAppId: 40013,
  systemBusy: -1,
} as const;
