import type { WebAppConfig } from '@course/contracts/web-app-config';

export type { WebAppConfig };

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
  redirectHosts: [],
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
