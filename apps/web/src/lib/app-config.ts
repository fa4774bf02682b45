/** The web-app config object the server writes into index.html as `window.__APP_CONFIG__`. */
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
  sandbox: boolean;
  tourShow: 'show' | 'hide';
  dataProject: string;
};

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<WebAppConfig>;
  }
}

const defaults: WebAppConfig = {
  base: {
    template: 'nbc',
    logo: '',
    subscriptionResultQr: '',
    projectNames: [],
    elephantId: '',
    showWechatShadowBoxImg: false,
    isQcApp: false,
  },
  throw: { brand: 'nbc', isSinglePageJump: false, miniBlackListUrl: '', isOpenBlackListIntercept: false },
  env: 'dev',
  productCode: 'nbc',
  partnerCode: '10001',
  signSalt: 'dev-salt',
  serviceBaseUrls: {},
  fallbackBaseUrl: '',
  sandbox: true,
  tourShow: 'hide',
  dataProject: '',
};

export function getAppConfig(): WebAppConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  if (!injected) return defaults;
  return {
    ...defaults,
    ...injected,
    base: { ...defaults.base, ...injected.base },
    throw: { ...defaults.throw, ...injected.throw },
  };
}
