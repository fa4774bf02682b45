/**
 * The web-app config object of the spec (base and throw parts) plus what the client needs to call the server.
 * The server writes it into index.html as `window.__APP_CONFIG__`; the web app reads it at start.
 */
export type WebAppConfig = {
  base: {
    template: string;
    logo: string;
    subscriptionResultQr: string;
    projectNames: string[];
    elephantId: string;
    showWechatShadowBoxImg: boolean;
    isQcApp: boolean;
  };
  throw: {
    brand: string;
    isSinglePageJump: boolean;
    miniBlackListUrl: string;
    isOpenBlackListIntercept: boolean;
  };
  env: 'dev' | 'test' | 'prod';
  productCode: string;
  partnerCode: string;
  signSalt: string;
  /** Base URL per service prefix ('putin', 'user', 'course', 'qnxk', …); '' means this origin. */
  serviceBaseUrls: Record<string, string>;
  /** Where a call is retried once after a network failure; '' disables the retry. */
  fallbackBaseUrl: string;
  /**
   * Hosts besides the page's own origin that a redirect taken from the address may go to (middle-page,
   * transfer-introduction): REDIRECT_ALLOWED_HOSTS and the host of PUBLIC_BASE_URL.
   */
  redirectHosts: string[];
  sandbox: boolean;
  tourShow: 'show' | 'hide';
  dataProject: string;
};
