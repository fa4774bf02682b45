import {
  complaintDetail,
  complaintDetailByTicket,
  complaintReasons as complaintReasonsCall,
  complaintRecords,
  complaintSave,
} from '@course/contracts/putin-complaint';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { complaintReasons, complaints } from '../../db/schema/index.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { findComplaint, listComplaintReasons, submitComplaint } from './complaints.ts';
import { takeVisitorSubmit } from './visitor-limit.ts';

export function registerComplaintRoutes(app: FastifyInstance): void {
  registerCall(app, complaintReasonsCall, async ({ db }) => listComplaintReasons(db));
  registerCall(app, complaintSave, async ({ body, customer, request, db }) => {
    // A complaint form is open to visitors without a login: a bound on submissions per visitor keeps it usable.
    await takeVisitorSubmit(app, 'complaint', { customerId: customer?.customerId ?? null, request });
    return submitComplaint(db, { ...body, customerId: customer?.customerId ?? null });
  });
  registerCall(app, complaintRecords, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const rows = await ctx.db
      .select({
        id: complaints.id,
        reasonDesc: complaintReasons.desc,
        content: complaints.content,
        status: complaints.status,
        createdAt: complaints.createdAt,
      })
      .from(complaints)
      .innerJoin(complaintReasons, eq(complaintReasons.code, complaints.reasonCode))
      .where(eq(complaints.customerId, customerId))
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(50);
    return rows.map((r) => ({ ...r, content: r.content.slice(0, 80), createdAt: r.createdAt.toISOString() }));
  });
  registerCall(app, complaintDetail, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    return findComplaint(ctx.db, and(eq(complaints.id, ctx.body.id), eq(complaints.customerId, customerId)));
  });
  registerCall(app, complaintDetailByTicket, async ({ body, db }) =>
    findComplaint(db, eq(complaints.ticket, body.ticket)),
  );
}
