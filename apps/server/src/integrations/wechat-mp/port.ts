/**
 * The messaging app's official-account API as share setup and the follow check need it: a jsapi_ticket for
 * the JS-SDK signature, and whether an openid follows the account. Two adapters: the sandbox (tickets made
 * locally, follow state from `sandbox_wechat_follows`) and the real API (`cgi-bin/token`,
 * `cgi-bin/ticket/getticket`, `cgi-bin/user/info`).
 */

export type WechatMpApp = { wechatType: number; appId: string; appSecret: string | null };

export type JsapiTicket = { ticket: string; expiresInSeconds: number };

export type WechatMpPort = {
  readonly kind: 'sandbox' | 'real';
  fetchJsapiTicket(app: WechatMpApp): Promise<JsapiTicket>;
  isSubscribed(app: WechatMpApp, openid: string): Promise<boolean>;
};

/** Any failure of the outside API (network, non-200, errcode, missing secret): the call answers 1502. */
export class WechatMpError extends Error {
  constructor(
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
    this.name = 'WechatMpError';
  }
}
