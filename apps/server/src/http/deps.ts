import type { KeyValueStore } from '../cache/key-value-store.ts';
import type { Database } from '../db/client.ts';
import type { AppConfig } from '../env.ts';
import type { PaymentProviders } from '../integrations/payment/providers.ts';
import type { SmsPort } from '../integrations/sms/port.ts';
import type { TransferProvider } from '../integrations/transfer/port.ts';
import type { ModerationPort } from '../integrations/uploads/moderation.ts';
import type { WechatOAuthPort } from '../integrations/wechat-oauth/port.ts';

/** What buildApp is given: tests pass their own database and store. */
export type AppDeps = {
  database: Database;
  kv: KeyValueStore;
  now?: () => number;
  /** The messaging app's authorization; by default the adapter the configuration names. */
  wechatOAuth?: WechatOAuthPort;
  /** SMS sending; by default the adapter the configuration names. */
  sms?: SmsPort;
  /** Payment adapters; built from the configuration when not given (tests pass their own). */
  payments?: PaymentProviders;
  /**
   * Payouts to WeChat change (issue 14); by default the adapter TRANSFER_MODE names (integrations/transfer/
   * providers.ts); none when 'off' (withdrawals then answer upstreamFailure).
   */
  transfers?: TransferProvider | null;
  /**
   * The content check (issue 16: /imgCheck/imgCheck, photo entries, couplet text). Only the sandbox adapter
   * exists; the privacy list (thirdShareList) reports this port's `kind`, so it always names the one in use.
   */
  moderation?: ModerationPort;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    deps: Required<AppDeps>;
  }
}
