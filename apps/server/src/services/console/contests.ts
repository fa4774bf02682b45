import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type {
  consoleContestEntries,
  consoleContestReview,
  consoleContestSave,
} from '@course/contracts/console-contests';
import { ZContestConfig } from '@course/contracts/contests-activity';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { contestById } from '../contests/contest-view.ts';
import { entryNo } from '../contests/entries.ts';
import {
  type ContestRow,
  contestRowById,
  listContestRows,
  listEntriesForReview,
  type ModerationEntry,
  publishedOf,
  publishResult,
  rankingNow,
  reviewEntry,
  saveContestSetup,
} from '../contests/moderation.ts';
import { forgetRank } from '../contests/rank-cache.ts';
import { writeAudit } from './audit.ts';

/**
 * The console's contests (issue 16 item 6, issue 17 item 10): set-up, moderation and results. Every write goes
 * through the contests' write functions (contests/moderation.ts) with its audit row (before and after) in the
 * same transaction.
 */

type Actor = { staffId: number; ip: string };

const rowView = (row: ContestRow, counts = { entryCount: 0, pendingCount: 0 }) => ({
  id: row.id,
  code: row.code,
  brand: row.brand,
  family: row.family,
  title: row.title,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
  ...counts,
  publishedAt: publishedOf(row)?.publishedAt ?? null,
});

function contestView(row: ContestRow) {
  const config = ZContestConfig.safeParse(row.config);
  if (!config.success) throw new AppError(5000, '活动配置有误，请联系技术人员');
  return { ...rowView(row), config: config.data };
}

const entryView = (row: ModerationEntry) => ({
  id: row.id,
  entryNo: entryNo(row),
  realName: row.realName,
  nickname: row.nickname,
  mobile: row.mobile,
  region: row.region,
  status: row.status,
  mediaUrl: row.mediaUrl,
  mediaType: row.mediaType,
  posterUrl: row.posterUrl,
  durationSeconds: row.durationSeconds,
  voteCount: row.voteCount,
  reviewReason: row.reviewReason,
  submittedAt: row.submittedAt?.getTime() ?? null,
});

/** An audit snapshot of a contest: its columns and set-up (dates as ISO text). */
const snapshot = (row: ContestRow) => ({
  code: row.code,
  brand: row.brand,
  family: row.family,
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  config: row.config,
});

export async function listContests(db: AppDb, q?: string) {
  const rows = await listContestRows(db, q);
  return {
    list: rows.map((r) => rowView(r.row, { entryCount: r.entryCount, pendingCount: r.pendingCount })),
  };
}

export async function contestForEditor(db: AppDb, contestId: number) {
  const row = await contestRowById(db, contestId);
  if (!row) throw notFound('比赛');
  return { contest: contestView(row) };
}

export async function saveContest(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleContestSave>,
  actor: Actor,
) {
  const saved = await db.transaction(async (tx) => {
    const { before, after } = await saveContestSetup(tx, input);
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: before ? 'contest.update' : 'contest.create',
      targetType: 'contest',
      targetId: after.id,
      before: before ? snapshot(before) : null,
      after: snapshot(after),
      ip: actor.ip,
    });
    return after;
  });
  return { contest: contestView(saved) };
}

export async function listEntries(db: AppDb, input: ConsoleRequestOf<typeof consoleContestEntries>) {
  if (!(await contestRowById(db, input.contestId))) throw notFound('比赛');
  const rows = await listEntriesForReview(db, input);
  return { list: rows.map(entryView) };
}

export async function reviewContestEntry(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleContestReview>,
  actor: Actor,
  kv: KeyValueStore,
) {
  const entry = await db.transaction(async (tx) => {
    const { before, after } = await reviewEntry(tx, input);
    const pick = (r: typeof before) => ({
      status: r.status,
      reviewReason: r.reviewReason,
      contestId: r.contestId,
    });
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: `contest.entry.${input.decision}`,
      targetType: 'contest_entry',
      targetId: after.id,
      before: pick(before),
      after: pick(after),
      ip: actor.ip,
    });
    return after;
  });
  // An approved or rejected entry joins or leaves the learner's rank at once.
  await forgetRank(kv, entry.contestId);
  const [row] = await listEntriesForReview(db, { contestId: entry.contestId, entryId: entry.id });
  return { entry: entryView(row!) };
}

export async function contestResults(db: AppDb, contestId: number, now: Date) {
  const row = await contestRowById(db, contestId);
  if (!row) throw notFound('比赛');
  const published = publishedOf(row);
  if (published) return { published: true, result: published };
  const contest = await contestById(db, contestId);
  return {
    published: false,
    result: { publishedAt: now.getTime(), staffId: null, ranking: await rankingNow(db, contest!) },
  };
}

export async function publishContestResult(
  db: AppDb,
  contestId: number,
  actor: Actor,
  now: Date,
  kv: KeyValueStore,
) {
  const result = await db.transaction(async (tx) => {
    const { before, result } = await publishResult(tx, { contestId, staffId: actor.staffId, now });
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'contest.publish',
      targetType: 'contest',
      targetId: contestId,
      before: { published: null, stages: (before.config as { stages?: unknown }).stages ?? null },
      after: { published: result },
      ip: actor.ip,
    });
    return result;
  });
  // The vote stage ends now; the rank's pages are read again (the ranking itself is unchanged).
  await forgetRank(kv, contestId);
  return { result };
}
