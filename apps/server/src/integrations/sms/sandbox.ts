import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { sandboxSmsMessages } from '../../db/schema/index.ts';
import { type SmsPort, smsText } from './port.ts';

/** The sandbox adapter: the code goes to the server log and to the inbox page at /sandbox/sms. */
export function createSandboxSms(db: AppDb, log: FastifyBaseLogger): SmsPort {
  return {
    kind: 'sandbox',
    async send({ mobile, code, scene, ttlMinutes }) {
      const content = smsText(code, ttlMinutes);
      log.info({ mobile, scene, code }, `sandbox SMS to ${mobile}: ${content}`);
      await db.insert(sandboxSmsMessages).values({ mobile, scene, code, content });
    },
  };
}
