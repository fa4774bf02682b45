import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { brands } from '../db/schema.ts';
import type { AppConfig } from '../env.ts';

/** The web-app config object of the spec (base and throw parts), written into index.html as a global. */
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
  env: AppConfig['appEnv'];
  productCode: string;
  partnerCode: string;
  signSalt: string;
  serviceBaseUrls: Record<string, string>;
  fallbackBaseUrl: string;
  sandbox: boolean;
  tourShow: 'show' | 'hide';
  dataProject: string;
};

export async function loadWebAppConfig(db: AppDb, config: AppConfig): Promise<WebAppConfig> {
  const [brand] = await db.select().from(brands).where(eq(brands.code, config.brand)).limit(1);
  return {
    base: {
      template: brand?.template ?? config.brand,
      logo: brand?.logoUrl ?? '',
      subscriptionResultQr: brand?.subscriptionQrUrl ?? '',
      projectNames: (brand?.projectNames as string[] | null) ?? [],
      elephantId: brand?.elephantId ?? '',
      showWechatShadowBoxImg: brand?.showWechatShadowBoxImg ?? false,
      isQcApp: brand?.isQcApp ?? false,
    },
    throw: {
      brand: config.brand,
      isSinglePageJump: brand?.isSinglePageJump ?? false,
      miniBlackListUrl: brand?.miniBlackListUrl ?? '',
      isOpenBlackListIntercept: brand?.isOpenBlackListIntercept ?? false,
    },
    env: config.appEnv,
    productCode: config.brand,
    partnerCode: brand?.partnerCode ?? '',
    signSalt: config.signSalt,
    serviceBaseUrls: config.serviceBaseUrls,
    fallbackBaseUrl: config.fallbackBaseUrl,
    sandbox: config.sandbox,
    tourShow: brand?.tourShow === 'show' ? 'show' : 'hide',
    dataProject: brand?.dataProject ?? '',
  };
}

/** JSON that is safe inside a <script> element. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
