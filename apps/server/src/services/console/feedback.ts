import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleFeedbackList } from '@course/contracts/console-inbox';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { afterCursor, cursorPage } from '../../db/paging.ts';
import {
  classes,
  customers,
  feedbackReasons,
  groupFeedbackContacts,
  groupFeedbacks,
  type StaffRow,
  staff,
  staffClasses,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { writeAudit } from './audit.ts';
import { phoneFor } from './inbox-access.ts';

/**
 * The cannot-join feedback inbox: the landing's group feedback (group_feedbacks, groupId = the class id the
 * landing showed) with its 'contacted' state (group_feedback_contacts). A teacher sees and marks only the
 * feedback of the classes assigned to them (staff_classes); feedback without a class is for operators.
 */

/** The feedback a teacher may see: its class is one of theirs (group_id is free text from the landing). */
const ofTeacher = (teacherId: number): SQL =>
  sql`exists (select 1 from ${staffClasses} where ${staffClasses.staffId} = ${teacherId} and ${staffClasses.classId}::text = ${groupFeedbacks.groupId})`;

const scopeOf = (viewer: StaffRow): SQL | undefined =>
  viewer.role === 'teacher' ? ofTeacher(viewer.id) : undefined;

export async function listFeedback(
  db: AppDb,
  viewer: StaffRow,
  input: ConsoleRequestOf<typeof consoleFeedbackList>,
) {
  const conditions: (SQL | undefined)[] = [scopeOf(viewer)];
  if (input.state === 'open') conditions.push(isNull(groupFeedbackContacts.feedbackId));
  if (input.state === 'contacted') conditions.push(isNotNull(groupFeedbackContacts.feedbackId));
  conditions.push(afterCursor(groupFeedbacks.id, 'desc', input.cursor));
  const rows = await db
    .select({
      cursorId: groupFeedbacks.id,
      id: groupFeedbacks.id,
      reasonCode: groupFeedbacks.reasonCode,
      reasonDesc: feedbackReasons.desc,
      groupId: groupFeedbacks.groupId,
      classId: classes.id,
      className: classes.name,
      customerId: groupFeedbacks.customerId,
      mobile: groupFeedbacks.mobile,
      accountMobile: customers.mobile,
      createdAt: groupFeedbacks.createdAt,
      contactedAt: groupFeedbackContacts.contactedAt,
      contactedBy: staff.displayName,
      contactedLogin: staff.login,
      note: groupFeedbackContacts.note,
    })
    .from(groupFeedbacks)
    .innerJoin(feedbackReasons, eq(feedbackReasons.code, groupFeedbacks.reasonCode))
    .leftJoin(classes, sql`${classes.id}::text = ${groupFeedbacks.groupId}`)
    .leftJoin(customers, eq(customers.id, groupFeedbacks.customerId))
    .leftJoin(groupFeedbackContacts, eq(groupFeedbackContacts.feedbackId, groupFeedbacks.id))
    .leftJoin(staff, eq(staff.id, groupFeedbackContacts.staffId))
    .where(and(...conditions))
    .orderBy(desc(groupFeedbacks.id))
    .limit(input.pageSize + 1);
  const page = cursorPage(rows, input.pageSize);
  return {
    nextCursor: page.nextCursor,
    list: page.rows.map((r) => ({
      id: r.id,
      reasonCode: r.reasonCode,
      reasonDesc: r.reasonDesc,
      classId: r.classId,
      className: r.className,
      customerId: r.customerId,
      ...phoneFor(viewer, r.mobile ?? r.accountMobile),
      createdAt: r.createdAt.toISOString(),
      contactedAt: r.contactedAt?.toISOString() ?? null,
      contactedBy: r.contactedAt ? r.contactedBy || r.contactedLogin || '（已停用账号）' : null,
      note: r.contactedAt ? r.note : null,
    })),
  };
}

/**
 * Marks a feedback contacted by the staff. The feedback's key makes the first mark the one kept: a second
 * (or a concurrent) mark answers false and writes nothing. A teacher may mark only their classes' feedback
 * (another's answers 'not found', as if it did not exist).
 */
export async function markFeedbackContacted(
  db: AppDb,
  viewer: StaffRow,
  input: { id: number; note: string; ip: string; now: Date },
): Promise<{ contacted: boolean }> {
  return db.transaction(async (tx) => {
    const [feedback] = await tx
      .select({
        id: groupFeedbacks.id,
        groupId: groupFeedbacks.groupId,
        reasonCode: groupFeedbacks.reasonCode,
      })
      .from(groupFeedbacks)
      .where(and(eq(groupFeedbacks.id, input.id), scopeOf(viewer)))
      .limit(1);
    if (!feedback) throw notFound('反馈');
    const inserted = await tx
      .insert(groupFeedbackContacts)
      .values({ feedbackId: feedback.id, staffId: viewer.id, note: input.note, contactedAt: input.now })
      .onConflictDoNothing()
      .returning({ feedbackId: groupFeedbackContacts.feedbackId });
    if (inserted.length === 0) return { contacted: false };
    await writeAudit(tx, {
      staffId: viewer.id,
      action: 'feedback.contact',
      targetType: 'group_feedback',
      targetId: feedback.id,
      before: { ...feedback, contacted: false },
      after: { ...feedback, contacted: true, note: input.note },
      ip: input.ip,
    });
    return { contacted: true };
  });
}
