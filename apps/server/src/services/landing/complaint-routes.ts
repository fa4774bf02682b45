import {
  complaintDetail,
  complaintDetailByTicket,
  complaintReasons as complaintReasonsCall,
  complaintRecords,
  complaintSave,
} from '@course/contracts/landing-complaint';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { complaints } from '../../db/schema/index.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { complaintRecordsOf, findComplaint, listComplaintReasons, submitComplaint } from './complaints.ts';
import { takeVisitorSubmit } from './visitor-limit.ts';

/** Complaints (投诉): the reasons, filing one (visitors too, bounded), the learner's list, a detail. */
export function registerComplaintRoutes(app: FastifyInstance): void {
  registerCall(app, complaintReasonsCall, async ({ db }) => listComplaintReasons(db));
  registerCall(app, complaintSave, async ({ body, customer, request, db }) => {
    // A complaint form is open to visitors without a login: a bound on submissions per visitor keeps it usable.
    await takeVisitorSubmit(app, 'complaint', { customerId: customer?.customerId ?? null, request });
    return submitComplaint(db, { ...body, customerId: customer?.customerId ?? null });
  });
  registerCall(app, complaintRecords, async (ctx) =>
    complaintRecordsOf(ctx.db, requireCustomer(ctx).customerId),
  );
  registerCall(app, complaintDetail, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    return findComplaint(ctx.db, and(eq(complaints.id, ctx.body.id), eq(complaints.customerId, customerId)));
  });
  registerCall(app, complaintDetailByTicket, async ({ body, db }) =>
    findComplaint(db, eq(complaints.ticket, body.ticket)),
  );
}
