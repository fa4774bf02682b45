import { QR_ALERT_HOURS } from '@course/contracts/console-camps';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { camps, classes, type StaffRow, staffClasses, staffMessages } from '../../db/schema/index.ts';

/**
 * The console's alerts (issue 17 item 4), for camps still taking sign-ups (not started):
 * - qr_expiring: a class's group QR that expires within 24 hours (or already has: allocation skips it);
 * - camp_full: a camp none of whose classes has a seat left.
 * Shown on the dashboard (a teacher sees only their classes' alerts) and sent as a site message to the teacher
 * accounts linked to the class (staff_classes) by `sendAlertMessages`, which the console's periodic sweep runs:
 * the (staff, dedupe key) unique index makes each alert one message per teacher, however many processes sweep.
 */

export type Alert = {
  kind: 'qr_expiring' | 'camp_full';
  campId: number;
  campName: string;
  classId: number | null;
  className: string;
  expiresAt: string | null;
  text: string;
};

type AlertRow = {
  kind: 'qr_expiring' | 'camp_full';
  camp_id: number;
  camp_name: string;
  class_id: number | null;
  class_name: string | null;
  expires_at: string | Date | null;
};

/** Both kinds of alert as one query; `teacherId` limits them to that teacher's classes. */
function alertRows(db: AppDb, now: Date, teacherId: number | null) {
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + QR_ALERT_HOURS * 3_600_000).toISOString();
  const mine = (classId: ReturnType<typeof sql>) =>
    teacherId === null
      ? sql`true`
      : sql`exists (select 1 from ${staffClasses} s where s.class_id = ${classId} and s.staff_id = ${teacherId})`;
  return db.execute<AlertRow>(sql`
    select 'qr_expiring' as kind, k.id as camp_id, k.name as camp_name, c.id as class_id, c.name as class_name,
      c.group_qr_expires_at as expires_at
    from ${classes} c join ${camps} k on k.id = c.camp_id
    where k.starts_at > ${at}::timestamptz and c.group_qr_expires_at <= ${horizon}::timestamptz
      and ${mine(sql`c.id`)}
    union all
    select 'camp_full', k.id, k.name, null, null, null
    from ${camps} k
    where k.starts_at > ${at}::timestamptz
      and exists (select 1 from ${classes} c where c.camp_id = k.id and ${mine(sql`c.id`)})
      and not exists (select 1 from ${classes} c where c.camp_id = k.id and c.seats_taken < c.capacity)
    order by kind desc, expires_at nulls last, camp_id, class_id`);
}

function textOf(row: AlertRow, now: Date): string {
  if (row.kind === 'camp_full') return `营期「${row.camp_name}」名额已满，请新增班级或扩容`;
  const expires = new Date(row.expires_at!);
  const when = formatBeijingDateTime(expires);
  return expires.getTime() <= now.getTime()
    ? `班级「${row.class_name}」的群二维码已于 ${when} 过期，新报名已转到下一个班级，请更换二维码`
    : `班级「${row.class_name}」的群二维码将于 ${when} 过期，请及时更换`;
}

const toAlert = (row: AlertRow, now: Date): Alert => ({
  kind: row.kind,
  campId: Number(row.camp_id),
  campName: row.camp_name,
  classId: row.class_id === null ? null : Number(row.class_id),
  className: row.class_name ?? '',
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  text: textOf(row, now),
});

/** The dashboard's alerts: a teacher's only for their classes. */
export async function listAlerts(db: AppDb, viewer: StaffRow, now: Date): Promise<{ list: Alert[] }> {
  const result = await alertRows(db, now, viewer.role === 'teacher' ? viewer.id : null);
  return { list: result.rows.map((row) => toAlert(row, now)) };
}

/**
 * Sends each current alert once to each teacher linked to it (a QR alert: the class's teachers; a full camp:
 * the teachers of its classes). A replaced QR (another expiry) is a new alert. Returns how many were sent.
 */
export async function sendAlertMessages(db: AppDb, now: Date): Promise<number> {
  const result = await alertRows(db, now, null);
  let sent = 0;
  for (const row of result.rows) {
    const alert = toAlert(row, now);
    const dedupeKey =
      alert.kind === 'camp_full'
        ? `camp_full:${alert.campId}`
        : `qr_expiring:${alert.classId}:${new Date(alert.expiresAt!).getTime()}`;
    const title = alert.kind === 'camp_full' ? '营期名额已满' : '群二维码即将过期';
    const teachers =
      alert.kind === 'camp_full'
        ? sql`select distinct s.staff_id from ${staffClasses} s join ${classes} c on c.id = s.class_id
              where c.camp_id = ${alert.campId}`
        : sql`select s.staff_id from ${staffClasses} s where s.class_id = ${alert.classId}`;
    const inserted = await db.execute(sql`
      insert into ${staffMessages} (staff_id, title, content, dedupe_key)
      select t.staff_id, ${title}, ${alert.text}, ${dedupeKey} from (${teachers}) t
      on conflict do nothing
      returning id`);
    sent += inserted.rows.length;
  }
  return sent;
}

export async function listStaffMessages(db: AppDb, staffId: number) {
  const rows = await db
    .select({
      id: staffMessages.id,
      title: staffMessages.title,
      content: staffMessages.content,
      createdAt: staffMessages.createdAt,
    })
    .from(staffMessages)
    .where(eq(staffMessages.staffId, staffId))
    .orderBy(desc(staffMessages.id))
    .limit(100);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
