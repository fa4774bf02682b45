import type { Entry } from '@course/contracts/contests-entry';
import { and, count, desc, eq, gt, inArray, or, sql, sum } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { contestEntries, contests, customers, orders } from '../../db/schema/index.ts';
import { conflict } from '../../http/app-error.ts';
import { type Contest, requireStageOpen } from './contest-view.ts';

/** Entries: eligibility (judgeUserType), applying, and the entry as pages show it, with its rank. */

export type EntryRow = typeof contestEntries.$inferSelect;

export const entryNo = (row: Pick<EntryRow, 'entryNumber'>) =>
  `NO.${String(row.entryNumber).padStart(5, '0')}`;

/** The entry's place: entries with more votes, or as many and an earlier id, come first. */
export async function rankOf(db: AppDb, row: EntryRow): Promise<number | null> {
  if (row.status === 'applied' || row.status === 'rejected') return null;
  const [ahead] = await db
    .select({ n: count() })
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.contestId, row.contestId),
        inArray(contestEntries.status, ['submitted', 'approved']),
        or(
          gt(contestEntries.voteCount, row.voteCount),
          and(eq(contestEntries.voteCount, row.voteCount), sql`${contestEntries.id} < ${row.id}`),
        ),
      ),
    );
  return Number(ahead?.n ?? 0) + 1;
}

export async function entryViews(
  db: AppDb,
  rows: EntryRow[],
  ranks: (row: EntryRow, index: number) => Promise<number | null>,
): Promise<Entry[]> {
  if (rows.length === 0) return [];
  const people = await db
    .select({ id: customers.id, nickname: customers.nickname, avatarUrl: customers.avatarUrl })
    .from(customers)
    .where(
      inArray(
        customers.id,
        rows.map((r) => r.customerId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  return Promise.all(
    rows.map(async (row, index) => ({
      entryId: row.id,
      entryNo: entryNo(row),
      realName: row.realName,
      nickname: byId.get(row.customerId)?.nickname ?? '学员',
      avatarUrl: byId.get(row.customerId)?.avatarUrl ?? '',
      region: row.region,
      status: row.status,
      mediaUrl: row.mediaUrl,
      mediaType: row.mediaType,
      posterUrl: row.posterUrl,
      durationSeconds: row.durationSeconds,
      voteCount: row.voteCount,
      reviewReason: row.status === 'rejected' ? row.reviewReason : null,
      rank: await ranks(row, index),
    })),
  );
}

export async function entryView(db: AppDb, row: EntryRow): Promise<Entry> {
  const [view] = await entryViews(db, [row], (r) => rankOf(db, r));
  return view!;
}

export async function entryOf(db: AppDb, contestId: number, customerId: number): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function entryById(db: AppDb, contestId: number, entryId: number): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.id, entryId)))
    .limit(1);
  return row ?? null;
}

export async function entryRowById(db: AppDb, entryId: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(contestEntries).where(eq(contestEntries.id, entryId)).limit(1);
  return row ?? null;
}

const PAID = ['paid', 'refunding', 'refunded'] as const;

/** judgeUserType: the learner's type (a paid order or not), the contest's rule, and whether they applied. */
export async function judge(db: AppDb, contest: Contest, customerId: number) {
  const [person] = await db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [paid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...PAID])));
  const userType = Number(paid?.n ?? 0) > 0 ? ('paid' as const) : ('new' as const);
  const hasMobile = Boolean(person?.mobile);
  const rule = contest.settings.judgeUserType;
  let reason: string | null = null;
  if (rule === 'new' && userType !== 'new') reason = '本活动仅限新学员报名';
  if (rule === 'paid' && userType !== 'paid') reason = '本活动仅限已购课学员报名';
  if (rule === 'mobile' && !hasMobile) reason = '请先绑定手机号后再报名';
  const mine = await entryOf(db, contest.id, customerId);
  return {
    eligible: reason === null,
    reason,
    userType,
    hasMobile,
    applied: mine !== null,
    entryId: mine?.id ?? null,
  };
}

export async function applyToContest(
  db: AppDb,
  contest: Contest,
  input: {
    customerId: number;
    realName: string;
    region?: string | undefined;
    inviterEntryId?: number | undefined;
    now: Date;
  },
): Promise<EntryRow> {
  requireStageOpen(contest, 'apply', input.now, '报名');
  const verdict = await judge(db, contest, input.customerId);
  if (!verdict.eligible) throw conflict(verdict.reason ?? '暂不能报名');
  if (contest.settings.askRegion && !input.region?.trim()) throw conflict('请填写所在赛区');
  const [person] = await db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  // The invitation is recorded only when it names an entry of this contest (a stale or foreign link is ignored).
  const inviter = input.inviterEntryId ? await entryById(db, contest.id, input.inviterEntryId) : null;
  // The contest's row is locked while the next number is taken, so entries of one contest are numbered 1, 2, 3 …
  // without gaps or repeats across processes; the unique key (contest, learner) makes a second apply, even a
  // concurrent one, a no-op.
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: contests.id }).from(contests).where(eq(contests.id, contest.id)).for('update');
    const [inserted] = await tx
      .insert(contestEntries)
      .values({
        contestId: contest.id,
        customerId: input.customerId,
        realName: input.realName.trim(),
        mobile: person?.mobile ?? null,
        region: contest.settings.askRegion ? (input.region?.trim() ?? null) : null,
        invitedByEntryId: inviter && inviter.customerId !== input.customerId ? inviter.id : null,
        entryNumber: sql`(select coalesce(max(${contestEntries.entryNumber}), 0) + 1 from ${contestEntries} where ${contestEntries.contestId} = ${contest.id})`,
      })
      .onConflictDoNothing({ target: [contestEntries.contestId, contestEntries.customerId] })
      .returning();
    return inserted;
  });
  if (!row) throw conflict('您已报名，请勿重复报名');
  return row;
}

/** The entries that count on the rank (submitted or approved), best first. */
export async function rankPage(db: AppDb, contestId: number, offset: number, limit: number) {
  const where = and(
    eq(contestEntries.contestId, contestId),
    inArray(contestEntries.status, ['submitted', 'approved']),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contestEntries)
      .where(where)
      .orderBy(desc(contestEntries.voteCount), contestEntries.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count(), votes: sum(contestEntries.voteCount) })
      .from(contestEntries)
      .where(where),
  ]);
  return {
    rows,
    total: Number(total?.n ?? 0),
    voteTotal: Number(total?.votes ?? 0),
    views: () => entryViews(db, rows, async (_row, index) => offset + index + 1),
  };
}

/** The friends who applied through this entry's invitation (apacInviteApply), newest first, at most 100. */
export async function inviteesOf(db: AppDb, inviterEntryId: number) {
  const where = eq(contestEntries.invitedByEntryId, inviterEntryId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contestEntries.id,
        entryNumber: contestEntries.entryNumber,
        status: contestEntries.status,
        createdAt: contestEntries.createdAt,
        nickname: customers.nickname,
        avatarUrl: customers.avatarUrl,
      })
      .from(contestEntries)
      .innerJoin(customers, eq(customers.id, contestEntries.customerId))
      .where(where)
      .orderBy(desc(contestEntries.id))
      .limit(100),
    db.select({ n: count() }).from(contestEntries).where(where),
  ]);
  return {
    count: Number(total?.n ?? 0),
    list: rows.map((r) => ({
      entryNo: entryNo(r),
      nickname: r.nickname ?? '学员',
      avatarUrl: r.avatarUrl ?? '',
      status: r.status,
      appliedAt: r.createdAt.getTime(),
    })),
  };
}
