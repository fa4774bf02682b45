import { type PublishedResult, ZPublishedResult } from '@course/contracts/console-contests';
import type { ContestConfig } from '@course/contracts/contests-activity';
import { awardOf } from '@course/domain/contest-awards';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { contestEntries, contests, customers } from '../../db/schema/index.ts';
import { conflict, invalidParams, notFound } from '../../http/app-error.ts';
import { type Contest, contestById } from './contest-view.ts';
import { type EntryRow, entryNo } from './entries.ts';

/**
 * The operator's writes on contests (issue 16 item 6, issue 17 item 10), called by the console in its own
 * transaction (which also writes the audit row): the set-up, entry review and the published result.
 * The published result lives in the contest's `config` jsonb under `published` (outside `ZContestConfig`, so the
 * learner-facing settings never carry it); publishing also ends the vote stage at that moment, so `castVote`'s
 * stage check closes votes, and after it the entries are frozen (no review), so the learner's rank and result
 * pages read exactly the published ranking.
 */

export type ContestRow = typeof contests.$inferSelect;

export function publishedOf(row: Pick<ContestRow, 'config'>): PublishedResult | null {
  const raw = (row.config as Record<string, unknown>).published;
  if (raw === undefined || raw === null) return null;
  const parsed = ZPublishedResult.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const datesOf = (config: ContestConfig) => {
  const starts = config.stages.map((s) => Date.parse(s.startsAt));
  const ends = config.stages.map((s) => Date.parse(s.endsAt));
  for (const [i, s] of config.stages.entries()) {
    if (ends[i]! <= starts[i]!) throw invalidParams(`「${s.title}」的结束时间必须晚于开始时间`);
  }
  const keys = config.stages.map((s) => s.key);
  if (new Set(keys).size !== keys.length) throw invalidParams('每个阶段只能出现一次');
  if (config.vote.perEntryPerDay > config.vote.perDay) {
    throw invalidParams('每人每天给同一作品的票数不能多于每人每天的总票数');
  }
  if (config.entry.minSeconds > config.entry.maxSeconds) throw invalidParams('作品最短时长不能大于最长时长');
  return { startsAt: new Date(Math.min(...starts)), endsAt: new Date(Math.max(...ends)) };
};

export async function contestRowById(db: AppDb, id: number): Promise<ContestRow | null> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
  return row ?? null;
}

/** Creates or edits a contest's set-up; a published contest's set-up is frozen. Returns before and after. */
export async function saveContestSetup(
  db: AppDb,
  input: {
    contestId?: number | undefined;
    code: string;
    brand: string;
    family: ContestRow['family'];
    title: string;
    config: ContestConfig;
  },
): Promise<{ before: ContestRow | null; after: ContestRow }> {
  const { startsAt, endsAt } = datesOf(input.config);
  const values = {
    code: input.code,
    brand: input.brand,
    family: input.family,
    title: input.title,
    config: input.config as Record<string, unknown>,
    startsAt,
    endsAt,
  };
  const [taken] = await db
    .select({ id: contests.id })
    .from(contests)
    .where(eq(contests.code, input.code))
    .limit(1);
  if (taken && taken.id !== input.contestId) throw conflict(`活动编号 ${input.code} 已被使用`);
  if (input.contestId === undefined) {
    const [row] = await db.insert(contests).values(values).onConflictDoNothing().returning();
    if (!row) throw conflict(`活动编号 ${input.code} 已被使用`);
    return { before: null, after: row };
  }
  const [before] = await db
    .select()
    .from(contests)
    .where(eq(contests.id, input.contestId))
    .for('update')
    .limit(1);
  if (!before) throw notFound('比赛');
  if (publishedOf(before)) throw conflict('结果已公布，比赛设置不能再修改');
  const [after] = await db
    .update(contests)
    .set(values)
    .where(and(eq(contests.id, input.contestId), sql`${contests.config} -> 'published' is null`))
    .returning();
  if (!after) throw conflict('结果已公布，比赛设置不能再修改');
  return { before, after };
}

export async function listContestRows(db: AppDb, q?: string) {
  const where = q ? or(ilike(contests.title, `%${q}%`), ilike(contests.code, `%${q}%`)) : undefined;
  const rows = await db
    .select()
    .from(contests)
    .where(where)
    .orderBy(desc(contests.startsAt), desc(contests.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ contestId: contestEntries.contestId, status: contestEntries.status, n: count() })
    .from(contestEntries)
    .where(
      inArray(
        contestEntries.contestId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(contestEntries.contestId, contestEntries.status);
  return rows.map((row) => {
    const mine = counts.filter((c) => c.contestId === row.id);
    return {
      row,
      entryCount: mine.reduce((n, c) => n + Number(c.n), 0),
      pendingCount: Number(mine.find((c) => c.status === 'submitted')?.n ?? 0),
    };
  });
}

export type ModerationEntry = EntryRow & { nickname: string };

export async function listEntriesForReview(
  db: AppDb,
  input: {
    contestId: number;
    status?: EntryRow['status'] | undefined;
    q?: string | undefined;
    /** Exactly this entry (the search `q` also matches names, mobiles and nicknames holding the digits). */
    entryId?: number | undefined;
  },
): Promise<ModerationEntry[]> {
  const conditions: SQL[] = [eq(contestEntries.contestId, input.contestId)];
  if (input.entryId !== undefined) conditions.push(eq(contestEntries.id, input.entryId));
  if (input.status) conditions.push(eq(contestEntries.status, input.status));
  if (input.q) {
    const q = input.q.replace(/^NO\.0*/i, '');
    const byId = /^\d+$/.test(q) ? [eq(contestEntries.id, Number(q))] : [];
    conditions.push(
      or(
        ilike(contestEntries.realName, `%${input.q}%`),
        ilike(contestEntries.mobile, `%${input.q}%`),
        ilike(customers.nickname, `%${input.q}%`),
        ...byId,
      )!,
    );
  }
  const rows = await db
    .select({ entry: contestEntries, nickname: customers.nickname })
    .from(contestEntries)
    .innerJoin(customers, eq(customers.id, contestEntries.customerId))
    .where(and(...conditions))
    .orderBy(asc(contestEntries.submittedAt), asc(contestEntries.id))
    .limit(500);
  return rows.map((r) => ({ ...r.entry, nickname: r.nickname ?? '学员' }));
}

/**
 * Approves or rejects an entry. The update is conditional on the status the operator saw (`fromStatus`), so of
 * two operators reviewing one entry at once exactly one wins and the other gets 1009; an entry not yet
 * submitted, or of a contest whose result is published, is refused. A rejected entry leaves the rank at once
 * (the rank counts submitted and approved entries) and the contestant sees 未通过 with the reason.
 */
export async function reviewEntry(
  db: AppDb,
  input: {
    entryId: number;
    fromStatus: 'submitted' | 'approved' | 'rejected';
    decision: 'approve' | 'reject';
    reason?: string | undefined;
  },
): Promise<{ before: EntryRow; after: EntryRow }> {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && reason === '') throw invalidParams('驳回时请填写原因');
  const [before] = await db
    .select()
    .from(contestEntries)
    .where(eq(contestEntries.id, input.entryId))
    .limit(1);
  if (!before) throw notFound('作品');
  if (before.status === 'applied') throw conflict('该学员还未提交作品，不能审核');
  const contest = await contestRowById(db, before.contestId);
  if (contest && publishedOf(contest)) throw conflict('结果已公布，作品不能再审核');
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const [after] = await db
    .update(contestEntries)
    .set({ status, reviewReason: status === 'rejected' ? reason : null })
    .where(and(eq(contestEntries.id, input.entryId), eq(contestEntries.status, input.fromStatus)))
    .returning();
  if (!after) throw conflict('该作品已被其他人审核，请刷新后再试');
  return { before, after };
}

/** The final ranking as it stands: the entries on the rank (submitted or approved), best first, with awards. */
export async function rankingNow(db: AppDb, contest: Contest): Promise<PublishedResult['ranking']> {
  const rows = await db
    .select()
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.contestId, contest.id),
        inArray(contestEntries.status, ['submitted', 'approved']),
      ),
    )
    .orderBy(desc(contestEntries.voteCount), contestEntries.id);
  return rows.map((row, index) => ({
    entryId: row.id,
    entryNo: entryNo(row),
    rank: index + 1,
    realName: row.realName,
    voteCount: row.voteCount,
    award: awardOf(contest.settings.prizes, index + 1),
  }));
}

/**
 * Publishes the result once: under the contest's row lock, a contest already published is refused (1009), so
 * two publishes at once give one result. The vote stage ends now (votes close) and the ranking is frozen.
 */
export async function publishResult(
  db: AppDb,
  input: { contestId: number; staffId: number | null; now: Date },
): Promise<{ before: ContestRow; result: PublishedResult }> {
  const [before] = await db
    .select()
    .from(contests)
    .where(eq(contests.id, input.contestId))
    .for('update')
    .limit(1);
  if (!before) throw notFound('比赛');
  if (publishedOf(before)) throw conflict('结果已公布，不能重复公布');
  const contest = await contestById(db, input.contestId);
  const ranking = await rankingNow(db, contest!);
  const result: PublishedResult = { publishedAt: input.now.getTime(), staffId: input.staffId, ranking };
  const at = input.now.toISOString();
  const stages = contest!.settings.stages.map((s) =>
    s.key === 'vote' && Date.parse(s.endsAt) > input.now.getTime()
      ? { ...s, startsAt: Date.parse(s.startsAt) > input.now.getTime() ? at : s.startsAt, endsAt: at }
      : s,
  );
  const [updated] = await db
    .update(contests)
    .set({ config: { ...before.config, stages, published: result } })
    .where(and(eq(contests.id, input.contestId), sql`${contests.config} -> 'published' is null`))
    .returning({ id: contests.id });
  if (!updated) throw conflict('结果已公布，不能重复公布');
  return { before, result };
}
