import { randomBytes } from 'node:crypto';
import type { TComplaintDetail } from '@course/contracts/landing-complaint';
import { maskPhone } from '@course/domain/masking';
import { isValidFeedbackMobile } from '@course/domain/phone';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { complaintReasons, complaints } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';

/** Complaints: the 投诉 entry of the landings and the mini-program's complaint pages. */

export async function listComplaintReasons(db: AppDb) {
  return db
    .select({ id: complaintReasons.code, desc: complaintReasons.desc })
    .from(complaintReasons)
    .where(eq(complaintReasons.enabled, true))
    .orderBy(asc(complaintReasons.sort), asc(complaintReasons.code));
}

export async function submitComplaint(
  db: AppDb,
  input: {
    customerId: number | null;
    reasonCode: string;
    content: string;
    mobile?: string | undefined;
    appId?: string | undefined;
    comFrom?: string | undefined;
    pageUrl?: string | undefined;
  },
): Promise<{ id: number; ticket: string }> {
  const [reason] = await db
    .select({ code: complaintReasons.code })
    .from(complaintReasons)
    .where(and(eq(complaintReasons.code, input.reasonCode), eq(complaintReasons.enabled, true)))
    .limit(1);
  if (!reason) throw new AppError(ResponseCode.invalidParams, '请选择投诉原因');
  const mobile = input.mobile?.trim() || null;
  if (mobile !== null && !isValidFeedbackMobile(mobile)) {
    throw new AppError(ResponseCode.invalidParams, '您输入的电话有误，请输入正确的电话号码！');
  }
  const ticket = randomBytes(12).toString('base64url');
  const [row] = await db
    .insert(complaints)
    .values({
      ticket,
      customerId: input.customerId,
      reasonCode: reason.code,
      content: input.content.trim(),
      mobile,
      appId: input.appId ?? '',
      comFrom: input.comFrom ?? '',
      pageUrl: input.pageUrl ?? '',
    })
    .returning({ id: complaints.id });
  return { id: row!.id, ticket };
}

const detailColumns = {
  id: complaints.id,
  ticket: complaints.ticket,
  reasonCode: complaints.reasonCode,
  reasonDesc: complaintReasons.desc,
  content: complaints.content,
  mobile: complaints.mobile,
  status: complaints.status,
  reply: complaints.reply,
  repliedAt: complaints.repliedAt,
  createdAt: complaints.createdAt,
};

export async function findComplaint(db: AppDb, where: SQL | undefined): Promise<TComplaintDetail> {
  const [row] = await db
    .select(detailColumns)
    .from(complaints)
    .innerJoin(complaintReasons, eq(complaintReasons.code, complaints.reasonCode))
    .where(where)
    .limit(1);
  if (!row) throw notFound('投诉');
  return {
    ...row,
    mobile: row.mobile ? maskPhone(row.mobile) : null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The learner's complaints, newest first (the latest 50, content cut to 80 characters). */
export async function complaintRecordsOf(db: AppDb, customerId: number) {
  const rows = await db
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
}

/**
 * The operator's reply to a complaint (the console's inbox): the complaint becomes resolved and the learner's
 * complaint page shows the reply. Only a complaint not yet answered is changed: a second reply answers null.
 */
export async function replyComplaint(db: AppDb, input: { id: number; reply: string; now: Date }) {
  const [row] = await db
    .update(complaints)
    .set({ reply: input.reply, repliedAt: input.now, status: 'resolved' })
    .where(and(eq(complaints.id, input.id), isNull(complaints.reply)))
    .returning({ id: complaints.id, status: complaints.status });
  return row ?? null;
}
