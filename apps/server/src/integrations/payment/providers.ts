import { readFileSync } from 'node:fs';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { PaymentProviderName } from '../../db/schema/index.ts';
import type { PaymentConfig } from '../../env.ts';
import { createAlipayProvider } from './alipay.ts';
import { type PaymentProvider, providerForPayType } from './port.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.ts';
import { createWechatPayProvider } from './wechat-pay.ts';

/** The payment adapters of this deployment, by provider name. */
export type PaymentProviders = {
  mode: 'sandbox' | 'live';
  /** The adapter that takes this payType, or null when no adapter is configured for it. */
  forPayType(payType: number): PaymentProvider | null;
  byName(name: PaymentProviderName): PaymentProvider | null;
  /** The sandbox adapter (only in sandbox mode): the /sandbox cashier drives it. */
  sandbox: SandboxProvider | null;
};

export function paymentProviders(list: PaymentProvider[], mode: 'sandbox' | 'live'): PaymentProviders {
  const byName = new Map(list.map((p) => [p.name, p]));
  return {
    mode,
    byName: (name) => byName.get(name) ?? null,
    forPayType(payType) {
      const name = providerForPayType(payType, mode);
      return name ? (byName.get(name) ?? null) : null;
    },
    sandbox: (byName.get('sandbox') as SandboxProvider | undefined) ?? null,
  };
}

/**
 * Builds the adapters from the configuration: the sandbox alone, or the configured live providers.
 * `isOurAppId` tells WeChat Pay which appids are ours (the wechat_apps table).
 */
export function createPaymentProviders(
  config: PaymentConfig,
  kv: KeyValueStore,
  now: () => number = Date.now,
  isOurAppId: (appId: string) => boolean | Promise<boolean> = () => false,
): PaymentProviders {
  if (config.mode === 'sandbox') {
    return paymentProviders([createSandboxProvider({ key: config.sandboxKey, kv, now })], 'sandbox');
  }
  const list: PaymentProvider[] = [];
  if (config.wechat) {
    list.push(
      createWechatPayProvider({
        mchId: config.wechat.mchId,
        merchantSerialNo: config.wechat.serialNo,
        merchantPrivateKey: readFileSync(config.wechat.privateKeyFile, 'utf8'),
        apiV3Key: config.wechat.apiV3Key,
        platformPublicKey: readFileSync(config.wechat.platformPublicKeyFile, 'utf8'),
        platformSerialNo: config.wechat.platformSerialNo,
        isOurAppId,
        baseUrl: config.wechat.baseUrl,
        now,
      }),
    );
  }
  if (config.alipay) {
    list.push(
      createAlipayProvider({
        appId: config.alipay.appId,
        privateKey: readFileSync(config.alipay.privateKeyFile, 'utf8'),
        alipayPublicKey: readFileSync(config.alipay.publicKeyFile, 'utf8'),
        gateway: config.alipay.gateway,
      }),
    );
  }
  return paymentProviders(list, 'live');
}
