import {
  PRIVACY_CATEGORY_KEYS,
  type PrivacyCategoryKey,
  type TPrivacyCategory,
  type TThirdParty,
  ZPrivacyCategory,
  ZThirdParty,
} from '@course/contracts/identity-privacy';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { configCodes } from '../../db/schema/index.ts';
import type { AppConfig } from '../../env.ts';
import { notFound } from '../../http/app-error.ts';
import type { ModerationKind, ModerationPort } from '../../integrations/uploads/moderation.ts';

/**
 * The privacy lists (个人信息收集清单, 第三方信息共享清单) are configuration rows an operator edits without a
 * release: config code privacy.collectedList (the categories) and privacy.thirdShareList (the parties, each with
 * the adapter it stands for). seed-privacy.ts writes the demo text.
 */

export const COLLECTED_LIST_CODE = 'privacy.collectedList';
export const THIRD_SHARE_LIST_CODE = 'privacy.thirdShareList';

/** Which part of the configuration decides whether a party is really used. */
export const THIRD_PARTY_ADAPTERS = [
  'wechatAuth',
  'wechatPay',
  'alipay',
  'sms',
  'storage',
  'moderation',
  'miniapp',
] as const;

export const ZStoredThirdParty = ZThirdParty.omit({ mode: true }).extend({
  adapter: z.enum(THIRD_PARTY_ADAPTERS),
});
export type TStoredThirdParty = z.infer<typeof ZStoredThirdParty>;

async function configValue(db: AppDb, code: string): Promise<unknown> {
  const [row] = await db
    .select({ value: configCodes.value })
    .from(configCodes)
    .where(eq(configCodes.code, code))
    .limit(1);
  return row?.value;
}

/** The categories in their configured order; a category an operator broke is left out, never half drawn. */
export async function collectedCategories(db: AppDb): Promise<TPrivacyCategory[]> {
  const value = await configValue(db, COLLECTED_LIST_CODE);
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const parsed = ZPrivacyCategory.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function collectedCategory(db: AppDb, key: PrivacyCategoryKey): Promise<TPrivacyCategory> {
  const found = (await collectedCategories(db)).find((c) => c.key === key);
  if (!found || !PRIVACY_CATEGORY_KEYS.includes(key)) throw notFound('信息类别');
  return found;
}

/**
 * What this deployment does with a party: 'live' really shares, 'sandbox' keeps it on our server, 'off' unused.
 * The content check is reported from the moderation port the server actually built (app.deps.moderation), not
 * guessed from the sandbox flag: only the sandbox adapter exists, so it is 'sandbox' in every deployment.
 */
export function adapterMode(
  config: AppConfig,
  adapter: TStoredThirdParty['adapter'],
  ports: { moderation: Pick<ModerationPort, 'kind'> },
): TThirdParty['mode'] {
  switch (adapter) {
    case 'wechatAuth':
      return config.wechat.adapter === 'real' ? 'live' : 'sandbox';
    case 'sms':
      return config.sms.adapter === 'tencent' ? 'live' : 'sandbox';
    case 'wechatPay':
      if (config.payment.mode === 'sandbox') return 'sandbox';
      return config.payment.wechat ? 'live' : 'off';
    case 'alipay':
      if (config.payment.mode === 'sandbox') return 'sandbox';
      return config.payment.alipay ? 'live' : 'off';
    case 'storage':
      return config.uploads.store === 's3' ? 'live' : 'off';
    case 'moderation':
      return moderationMode[ports.moderation.kind];
    case 'miniapp':
      return config.sandbox ? 'sandbox' : 'live';
  }
}

/** How each moderation adapter is reported; a new adapter must be added here (the type requires it). */
const moderationMode: Record<ModerationKind, TThirdParty['mode']> = { sandbox: 'sandbox' };

export async function thirdParties(
  db: AppDb,
  config: AppConfig,
  ports: { moderation: Pick<ModerationPort, 'kind'> },
): Promise<TThirdParty[]> {
  const value = await configValue(db, THIRD_SHARE_LIST_CODE);
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const parsed = ZStoredThirdParty.safeParse(v);
    if (!parsed.success) return [];
    const { adapter, ...party } = parsed.data;
    return [{ ...party, mode: adapterMode(config, adapter, ports) }];
  });
}
