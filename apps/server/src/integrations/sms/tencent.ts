import tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import type { AppConfig } from '../../env.ts';
import { type SmsPort, SmsSendError } from './port.ts';

type TencentConfig = AppConfig['sms']['tencent'];

const REQUIRED: (keyof TencentConfig)[] = ['secretId', 'secretKey', 'sdkAppId', 'signName', 'templateId'];

/** Which TENCENT_SMS_* settings are missing (the adapter refuses to send without them). */
export function missingTencentSettings(config: TencentConfig): string[] {
  return REQUIRED.filter((key) => !config[key]).map(
    (key) => `TENCENT_SMS_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`,
  );
}

/**
 * The real adapter: Tencent Cloud SMS through its official Node SDK (`SendSms`, API 2021-01-11).
 * The template takes two parameters: the code and its lifetime in minutes. `endpoint` may carry a scheme
 * ('http://127.0.0.1:9000'), which the tests use to point the SDK at a local fake.
 */
export function createTencentSms(config: TencentConfig): SmsPort {
  const missing = missingTencentSettings(config);
  const match = /^(https?:\/\/)?(.+)$/.exec(config.endpoint)!;
  const client =
    missing.length === 0
      ? new tencentcloud.sms.v20210111.Client({
          credential: { secretId: config.secretId, secretKey: config.secretKey },
          region: config.region,
          profile: {
            httpProfile: { endpoint: match[2], protocol: match[1] ?? 'https://', reqTimeout: 10 },
          },
        })
      : null;
  return {
    kind: 'tencent',
    async send({ mobile, code, ttlMinutes }) {
      if (!client) throw new SmsSendError(`Tencent SMS is not configured: missing ${missing.join(', ')}`);
      let answer: Awaited<ReturnType<typeof client.SendSms>>;
      try {
        answer = await client.SendSms({
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: config.templateId,
          TemplateParamSet: [code, String(ttlMinutes)],
          PhoneNumberSet: [`+86${mobile}`],
        });
      } catch (error) {
        const e = error as { code?: string; message?: string };
        throw new SmsSendError(`Tencent SMS failed: ${e.code ?? ''} ${e.message ?? ''}`.trim(), e.code);
      }
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') {
        throw new SmsSendError(
          `Tencent SMS refused: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim(),
          status?.Code,
        );
      }
    },
  };
}
