import { isValidFeedbackMobile } from '@course/domain/phone';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { feedbackReasons, groupFeedbacks } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export async function listReasons(db: AppDb) {
  const rows = await db
    .select({ id: feedbackReasons.code, desc: feedbackReasons.desc })
    .from(feedbackReasons)
    .where(eq(feedbackReasons.enabled, true))
    .orderBy(asc(feedbackReasons.sort), asc(feedbackReasons.id));
  return rows;
}

export async function saveFeedback(
  db: AppDb,
  input: { customerId: number | null; feedbackCode: string; groupId?: string; mobile?: string },
) {
  const [reason] = await db
    .select({ code: feedbackReasons.code })
    .from(feedbackReasons)
    .where(and(eq(feedbackReasons.code, input.feedbackCode), eq(feedbackReasons.enabled, true)))
    .limit(1);
  if (!reason) throw new AppError(ResponseCode.invalidParams, '请选择无法入群原因！');
  const mobile = input.mobile?.trim() || null;
  if (mobile !== null && !isValidFeedbackMobile(mobile)) {
    throw new AppError(ResponseCode.invalidParams, '您输入的电话有误，请输入正确的电话号码！');
  }
  const [row] = await db
    .insert(groupFeedbacks)
    .values({ customerId: input.customerId, reasonCode: reason.code, groupId: input.groupId ?? null, mobile })
    .returning({ id: groupFeedbacks.id });
  return { id: row!.id };
}
