import {
  consoleComplaintList,
  consoleComplaintReply,
  consoleFeedbackContact,
  consoleFeedbackList,
  consoleServiceMessageList,
  consoleServiceMessageReply,
} from '@course/contracts/console-inbox';
import type { FastifyInstance } from 'fastify';
import { listComplaints, replyToComplaint } from './complaints.ts';
import { listFeedback, markFeedbackContacted } from './feedback.ts';
import { registerConsoleCall, requireStaff } from './guard.ts';
import { listServiceMessages, replyServiceMessage } from './service-messages.ts';

/** The console's inboxes: cannot-join feedback, complaints, customer-service messages. */
export function registerInboxRoutes(app: FastifyInstance): void {
  registerConsoleCall(app, consoleFeedbackList, async (ctx) =>
    listFeedback(ctx.db, requireStaff(ctx).staff, ctx.input),
  );
  registerConsoleCall(app, consoleFeedbackContact, async (ctx) =>
    markFeedbackContacted(ctx.db, requireStaff(ctx).staff, {
      ...ctx.input,
      ip: ctx.request.ip,
      now: ctx.now(),
    }),
  );
  registerConsoleCall(app, consoleComplaintList, async (ctx) =>
    listComplaints(ctx.db, requireStaff(ctx).staff, ctx.input),
  );
  registerConsoleCall(app, consoleComplaintReply, async (ctx) =>
    replyToComplaint(ctx.db, requireStaff(ctx).staff, { ...ctx.input, ip: ctx.request.ip, now: ctx.now() }),
  );
  registerConsoleCall(app, consoleServiceMessageList, async (ctx) => listServiceMessages(ctx.db, ctx.input));
  registerConsoleCall(app, consoleServiceMessageReply, async (ctx) =>
    replyServiceMessage(ctx.db, requireStaff(ctx).staff, {
      ...ctx.input,
      ip: ctx.request.ip,
      now: ctx.now(),
    }),
  );
}
