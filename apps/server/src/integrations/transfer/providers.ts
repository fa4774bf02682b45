import { readFileSync } from 'node:fs';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { TransferConfig } from '../../env.ts';
import type { TransferProvider } from './port.ts';
import { createSandboxTransferProvider } from './sandbox.ts';
import { createWechatTransferProvider } from './wechat-transfer.ts';

/**
 * The payout adapter the configuration names: the sandbox (signed with the payment sandbox key), the real
 * merchant transfer (key files read once, at start: a missing file stops the start with its path), or none
 * ('off': withdrawals answer 1502).
 */
export function createTransferProvider(
  config: TransferConfig,
  opts: { sandboxKey: string; kv: KeyValueStore; now: () => number; fetch?: typeof fetch },
): TransferProvider | null {
  if (config.mode === 'sandbox')
    return createSandboxTransferProvider({ key: opts.sandboxKey, kv: opts.kv, now: opts.now });
  if (config.mode === 'off' || !config.wechat) return null;
  const w = config.wechat;
  return createWechatTransferProvider({
    mchId: w.mchId,
    merchantSerialNo: w.serialNo,
    merchantPrivateKey: readFileSync(w.privateKeyFile, 'utf8'),
    apiV3Key: w.apiV3Key,
    platformPublicKey: readFileSync(w.platformPublicKeyFile, 'utf8'),
    platformSerialNo: w.platformSerialNo,
    baseUrl: w.baseUrl,
    activityName: w.activityName,
    rewardDescription: w.rewardDescription,
    now: opts.now,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
}
