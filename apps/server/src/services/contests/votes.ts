import { beijingDayKey } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { contestEntries, contestVoteCounters, contestVotes } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { type Contest, requireStageOpen } from './contest-view.ts';

/**
 * Voting (issue 16). One vote is one transaction: take a unit of the voter's day total, then of the voter's
 * day count for this entry, each a conditional upsert on its unique key (`… on conflict do update set votes =
 * votes + 1 where votes < limit returning`); an upsert that returns no row is over its limit and rolls the whole
 * vote back. Then the vote row and the entry's `vote_count`, the counter the rank reads. The day is Beijing's.
 * The day total is always taken first, so two votes of one voter queue on the same row and never deadlock.
 */

/** Entry id of the day-total counter row. */
const DAY_TOTAL = 0;

export const voteLimitReached = (message: string) => new AppError(ResponseCode.voteLimitReached, message);

async function takeUnit(
  tx: Pick<AppDb, 'insert'>,
  key: { contestId: number; voterId: number; dayKey: string; entryId: number },
  limit: number,
): Promise<number | null> {
  const [row] = await tx
    .insert(contestVoteCounters)
    .values({ ...key, votes: 1 })
    .onConflictDoUpdate({
      target: [
        contestVoteCounters.contestId,
        contestVoteCounters.voterId,
        contestVoteCounters.dayKey,
        contestVoteCounters.entryId,
      ],
      set: { votes: sql`${contestVoteCounters.votes} + 1` },
      setWhere: sql`${contestVoteCounters.votes} < ${limit}`,
    })
    .returning({ votes: contestVoteCounters.votes });
  return row?.votes ?? null;
}

export async function castVote(
  db: AppDb,
  contest: Contest,
  input: { voterId: number; entryId: number; now: Date },
): Promise<{ entryId: number; voteCount: number; votesLeftToday: number; votesLeftForEntryToday: number }> {
  requireStageOpen(contest, 'vote', input.now, '投票');
  const { perDay, perEntryPerDay } = contest.settings.vote;
  const dayKey = beijingDayKey(input.now);
  const base = { contestId: contest.id, voterId: input.voterId, dayKey };
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ status: contestEntries.status })
      .from(contestEntries)
      .where(and(eq(contestEntries.id, input.entryId), eq(contestEntries.contestId, contest.id)));
    if (!entry) throw notFound('作品');
    if (entry.status !== 'submitted' && entry.status !== 'approved')
      throw conflict('该作品还未提交，暂不能投票');
    const total = await takeUnit(tx, { ...base, entryId: DAY_TOTAL }, perDay);
    if (total === null) throw voteLimitReached(`今天的 ${perDay} 票已投完，明天再来吧`);
    const forEntry = await takeUnit(tx, { ...base, entryId: input.entryId }, perEntryPerDay);
    if (forEntry === null) throw voteLimitReached(`今天已为TA投了 ${perEntryPerDay} 票，明天再来吧`);
    await tx.insert(contestVotes).values({ ...base, entryId: input.entryId });
    const [updated] = await tx
      .update(contestEntries)
      .set({ voteCount: sql`${contestEntries.voteCount} + 1` })
      .where(eq(contestEntries.id, input.entryId))
      .returning({ voteCount: contestEntries.voteCount });
    return {
      entryId: input.entryId,
      voteCount: updated!.voteCount,
      votesLeftToday: perDay - total,
      votesLeftForEntryToday: perEntryPerDay - forEntry,
    };
  });
}

/** What the voter has left today, in all and for one entry. */
export async function votesLeft(db: AppDb, contest: Contest, voterId: number, entryId: number, now: Date) {
  const rows = await db
    .select({ entryId: contestVoteCounters.entryId, votes: contestVoteCounters.votes })
    .from(contestVoteCounters)
    .where(
      and(
        eq(contestVoteCounters.contestId, contest.id),
        eq(contestVoteCounters.voterId, voterId),
        eq(contestVoteCounters.dayKey, beijingDayKey(now)),
      ),
    );
  const used = (id: number) => rows.find((r) => r.entryId === id)?.votes ?? 0;
  const { perDay, perEntryPerDay } = contest.settings.vote;
  const today = Math.max(0, perDay - used(DAY_TOTAL));
  return { votesLeftToday: today, votesLeftForEntryToday: Math.min(today, perEntryPerDay - used(entryId)) };
}
