import type { FastifyInstance } from 'fastify';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../../db/schema/index.ts';
import { NotificationRejected } from '../../integrations/payment/port.ts';
import { logNotification, settleNotification } from './settlement.ts';

/**
 * The providers' payment notifications: POST /course/api/v1/order/notify/{wechat|alipay|sandbox}.
 * The body is kept exactly as received (signatures are over its bytes). One path for every provider:
 * the adapter verifies, the settlement applies it exactly once, the adapter words the answer. A refused
 * notification (bad signature, malformed) changes nothing and is logged.
 */

export const NOTIFY_PATH = '/course/api/v1/order/notify/:provider';

const MAX_AMOUNT_CENTS = 2_147_483_647;

export async function notifyRoutes(app: FastifyInstance): Promise<void> {
  // Raw text for the JSON (WeChat, sandbox) and form (Alipay) bodies of this scope only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  app.post<{ Params: { provider: string } }>(NOTIFY_PATH, async (request, reply) => {
    const name = request.params.provider as PaymentProviderName;
    const provider = PAYMENT_PROVIDERS.includes(name) ? app.deps.payments.byName(name) : null;
    if (!provider) return reply.status(404).send({ code: 'NOT_FOUND', message: 'unknown payment provider' });
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const db = app.deps.database.db;
    let ok: boolean;
    try {
      const note = await provider.verifyNotification({ headers: request.headers, rawBody });
      // a signed amount no order can have (the money columns are 32-bit integer cents): refused, not a 500
      if (!Number.isInteger(note.amountCents) || Math.abs(note.amountCents) > MAX_AMOUNT_CENTS) {
        throw new NotificationRejected('malformed', `amount out of range: ${note.amountCents}`);
      }
      const result = await settleNotification(db, name, note, new Date(app.deps.now()));
      ok = result.ok;
      if (!ok)
        request.log.warn(
          { provider: name, outcome: result.outcome, paymentNo: note.paymentNo },
          'payment notification refused',
        );
    } catch (error) {
      if (!(error instanceof NotificationRejected)) throw error;
      request.log.warn(
        { provider: name, reason: error.reason, err: error.message },
        'payment notification rejected',
      );
      await logNotification(db, name, 'bad_signature', {}, `${error.reason}: ${error.message}`);
      ok = false;
    }
    const answer = provider.answer(ok);
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  });
}
