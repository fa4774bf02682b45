import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, sendJson, startFakeServer } from '../../test-support/fake-http-server.ts';
import { SmsSendError } from './port.ts';
import { createTencentSms, missingTencentSettings } from './tencent.ts';

/** The official SDK against a local server answering like Tencent Cloud's SendSms (API 2021-01-11). */
describe('Tencent Cloud SMS adapter', () => {
  let api: FakeServer;
  beforeAll(async () => {
    api = await startFakeServer(({ body }, res) => {
      const request = JSON.parse(body) as { PhoneNumberSet: string[]; TemplateParamSet: string[] };
      const phone = request.PhoneNumberSet[0];
      if (phone === '+8613700000002') {
        return sendJson(res, 200, {
          Response: {
            SendStatusSet: [
              {
                SerialNo: '',
                PhoneNumber: phone,
                Fee: 0,
                Code: 'LimitExceeded.PhoneNumberDailyLimit',
                Message: 'daily limit',
              },
            ],
            RequestId: 'r2',
          },
        });
      }
      if (phone === '+8613700000003') {
        return sendJson(res, 200, {
          Response: {
            Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad signature' },
            RequestId: 'r3',
          },
        });
      }
      if (phone === '+8613700000004') return sendJson(res, 502, 'bad gateway');
      sendJson(res, 200, {
        Response: {
          SendStatusSet: [
            {
              SerialNo: '2433:1',
              PhoneNumber: phone,
              Fee: 1,
              SessionContext: '',
              Code: 'Ok',
              Message: 'send success',
              IsoCode: 'CN',
            },
          ],
          RequestId: 'r1',
        },
      });
    });
  });
  afterAll(async () => api?.close());

  const config = () => ({
    secretId: 'AKIDtest',
    secretKey: 'secret',
    region: 'ap-guangzhou',
    sdkAppId: '1400000000',
    signName: '课程学堂',
    templateId: '100001',
    endpoint: api.url,
  });
  const message = (mobile: string) => ({ mobile, code: '246810', scene: 'new', ttlMinutes: 5 });

  it('sends SendSms with the app, sign, template, code and lifetime, signed with TC3', async () => {
    await createTencentSms(config()).send(message('13700000001'));
    const sent = api.requests.at(-1)!;
    expect(sent.headers['x-tc-action']).toBe('SendSms');
    expect(sent.headers['x-tc-version']).toBe('2021-01-11');
    expect(sent.headers.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDtest\//);
    expect(JSON.parse(sent.body)).toEqual({
      SmsSdkAppId: '1400000000',
      SignName: '课程学堂',
      TemplateId: '100001',
      TemplateParamSet: ['246810', '5'],
      PhoneNumberSet: ['+8613700000001'],
    });
  });

  it('fails on a refused status, an API error, and an HTTP error', async () => {
    const sms = createTencentSms(config());
    await expect(sms.send(message('13700000002'))).rejects.toMatchObject({
      providerCode: 'LimitExceeded.PhoneNumberDailyLimit',
    });
    await expect(sms.send(message('13700000003'))).rejects.toBeInstanceOf(SmsSendError);
    await expect(sms.send(message('13700000004'))).rejects.toBeInstanceOf(SmsSendError);
  });

  it('refuses to send without its settings and names them', async () => {
    const incomplete = { ...config(), secretKey: '', templateId: '' };
    expect(missingTencentSettings(incomplete)).toEqual(['TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_TEMPLATE_ID']);
    await expect(createTencentSms(incomplete).send(message('13700000001'))).rejects.toThrow(
      /TENCENT_SMS_SECRET_KEY/,
    );
  });
});
