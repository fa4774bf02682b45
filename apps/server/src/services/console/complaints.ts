import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleComplaintList } from '@course/contracts/console-inbox';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { afterCursor, cursorPage } from '../../db/paging.ts';
import { complaintReasons, complaints, type StaffRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { replyComplaint } from '../landing/complaints.ts';
import { writeAudit } from './audit.ts';
import { phoneFor } from './inbox-access.ts';

/** The complaints inbox: the landings' 投诉 entries, and the operator's reply through the landing's write path. */

export async function listComplaints(
  db: AppDb,
  viewer: StaffRow,
  input: ConsoleRequestOf<typeof consoleComplaintList>,
) {
  const rows = await db
    .select({
      cursorId: complaints.id,
      id: complaints.id,
      reasonDesc: complaintReasons.desc,
      content: complaints.content,
      customerId: complaints.customerId,
      mobile: complaints.mobile,
      pageUrl: complaints.pageUrl,
      status: complaints.status,
      reply: complaints.reply,
      repliedAt: complaints.repliedAt,
      createdAt: complaints.createdAt,
    })
    .from(complaints)
    .innerJoin(complaintReasons, eq(complaintReasons.code, complaints.reasonCode))
    .where(and(eq(complaints.status, input.status), afterCursor(complaints.id, 'desc', input.cursor)))
    .orderBy(desc(complaints.id))
    .limit(input.pageSize + 1);
  const page = cursorPage(rows, input.pageSize);
  return {
    nextCursor: page.nextCursor,
    list: page.rows.map((r) => ({
      ...r,
      ...phoneFor(viewer, r.mobile),
      repliedAt: r.repliedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function replyToComplaint(
  db: AppDb,
  viewer: StaffRow,
  input: { id: number; reply: string; ip: string; now: Date },
): Promise<{ replied: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: complaints.id, status: complaints.status, reply: complaints.reply })
      .from(complaints)
      .where(eq(complaints.id, input.id))
      .limit(1);
    if (!before) throw notFound('投诉');
    const moved = await replyComplaint(tx, input);
    if (!moved) return { replied: false };
    await writeAudit(tx, {
      staffId: viewer.id,
      action: 'complaint.reply',
      targetType: 'complaint',
      targetId: input.id,
      before,
      after: { id: input.id, status: moved.status, reply: input.reply },
      ip: input.ip,
    });
    return { replied: true };
  });
}
