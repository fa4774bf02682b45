import type { WebAppConfig } from '@course/contracts/web-app-config';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { brands } from '../db/schema/index.ts';
import type { AppConfig } from '../env.ts';

export type { WebAppConfig };

/** The web-app config for this deployment: the brand row and the environment. */
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
    redirectHosts: config.redirectHosts,
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
