import { groupNotJoinReasons, groupNotJoinSave } from '@course/contracts/landing-feedback';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { knownTemplateId, recordEvent } from './events.ts';
import { listReasons, saveFeedback } from './group-feedback.ts';
import { takeVisitorSubmit } from './visitor-limit.ts';

export function registerGroupFeedbackRoutes(app: FastifyInstance): void {
  registerCall(app, groupNotJoinReasons, async ({ db }) => listReasons(db));
  registerCall(app, groupNotJoinSave, async ({ body, customer, request, db }) => {
    const customerId = customer?.customerId ?? null;
    // open to visitors without a login, like complaints: a bound per visitor and hour
    await takeVisitorSubmit(app, 'group-feedback', { customerId, request });
    const saved = await saveFeedback(db, {
      customerId,
      feedbackCode: body.feedbackCode,
      groupId: body.groupId,
      mobile: body.mobile,
    });
    // the funnel counts feedback per landing
    const place = {
      pageTemplateId: await knownTemplateId(db, body.addGroupPageId),
      groupCodePage: body.groupCodePage ?? '',
      channel: body.channel ?? '',
      subChannel: body.subChannel ?? '',
      chainType: '',
    };
    await recordEvent(db, 'feedback', place, customerId, body.feedbackCode);
    return saved;
  });
}
