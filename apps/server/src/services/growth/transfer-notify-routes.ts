import type { FastifyInstance } from 'fastify';
import { TransferNotificationRejected } from '../../integrations/transfer/port.ts';
import { applyTransferNotification } from './transfer-notifications.ts';

/**
 * The merchant transfer's notifications: POST /course-market/api/v1/inviteCash/v2/transfer/notify. The body is
 * kept as received (the signature is over its bytes); the adapter verifies, applyTransferNotification applies the
 * bill's state exactly once; a refused notification changes nothing.
 */

export const TRANSFER_NOTIFY_PATH = '/course-market/api/v1/inviteCash/v2/transfer/notify';

export async function transferNotifyRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.post(TRANSFER_NOTIFY_PATH, async (request, reply) => {
    const transfers = app.deps.transfers;
    if (!transfers) return reply.status(404).send({ code: 'NOT_FOUND', message: 'no transfer provider' });
    const rawBody = typeof request.body === 'string' ? request.body : '';
    let ok = false;
    try {
      const note = await transfers.verifyNotification({ headers: request.headers, rawBody });
      ok = await applyTransferNotification(app.deps.database.db, note, new Date(app.deps.now()));
      if (!ok) request.log.warn({ outBillNo: note.outBillNo }, 'transfer notification refused');
    } catch (error) {
      if (!(error instanceof TransferNotificationRejected)) throw error;
      request.log.warn({ reason: error.reason, err: error.message }, 'transfer notification rejected');
    }
    const answer = transfers.answer(ok);
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  });
}
