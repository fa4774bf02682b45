/**
 * The mini-program's URL scheme (issue 18): `POST wxa/generatescheme` of the messaging app's API gives a
 * `weixin://dl/business/?t=<ticket>` link that opens a mini-program page from a phone browser or a message.
 * Two adapters: the sandbox (tickets made locally, in the same format) and the real API.
 *
 * Real adapter's configuration (no key of its own): WECHAT_AUTH_ADAPTER=real selects it, WECHAT_API_BASE_URL
 * its host (default https://api.weixin.qq.com), WECHAT_APP_SECRET_<wechatType> the mini-program's secret for
 * `cgi-bin/token`; the mini-program's appId, page path and env version are the content page's `applet` block.
 */

export type MiniProgram = { appId: string; appSecret: string | null; wechatType: number };

export type SchemeRequest = {
  path: string;
  query: string;
  envVersion: 'release' | 'trial' | 'develop';
  /** Seconds the link stays valid (the API allows up to 30 days). */
  expireSeconds: number;
};

export type SchemePort = {
  readonly kind: 'sandbox' | 'real';
  generateScheme(app: MiniProgram, request: SchemeRequest): Promise<{ openlink: string }>;
};

export class SchemeError extends Error {
  constructor(
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
    this.name = 'SchemeError';
  }
}
