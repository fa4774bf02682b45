import { beijingDayKey } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isCheckViolation, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { contestEntries, contestVoteCounters } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { type Contest, requireStageOpen } from './contest-view.ts';

/**
 * Voting (issue 16). A vote is one statement: a unit of the voter's day total, then of the voter's day count for
 * this entry (each an upsert on its unique key that also writes the contest's current limit into the row), the
 * vote row, and the entry's `vote_count`, the counter the rank reads. A counter past its limit fails the row's
 * check (`contest_vote_counters_day_limit` / `_entry_limit`), and with it the whole statement: nothing of the
 * vote is written. The day is Beijing's.
 *
 * Why one statement and not a transaction: every vote for an entry raises that entry's row, and a transaction
 * holds a pooled connection through each of its round trips and the row's lock until its commit, each step waiting
 * a turn of the server's event loop. Under load the votes for a popular entry queued behind those turns past the
 * pool's wait for a connection or the sessions' `lock_timeout`, and were refused as busy. In one statement the lock
 * is held only while PostgreSQL finishes it. The CTEs feed each other (day total → entry count → vote → entry row),
 * so the rows are always locked in that order: two votes of one voter queue on the day total and never deadlock.
 */

/** What the vote's statement answers: the voter's day total and count for the entry, the entry's votes. */
type VoteCounts = { total: number; for_entry: number; vote_count: number };

/** Entry id of the day-total counter row. */
const DAY_TOTAL = 0;

export const voteLimitReached = (message: string) => new AppError(ResponseCode.voteLimitReached, message);

export async function castVote(
  db: AppDb,
  contest: Contest,
  input: { voterId: number; entryId: number; now: Date },
): Promise<{ entryId: number; voteCount: number; votesLeftToday: number; votesLeftForEntryToday: number }> {
  requireStageOpen(contest, 'vote', input.now, '投票');
  const { perDay, perEntryPerDay } = contest.settings.vote;
  const dayKey = beijingDayKey(input.now);
  const [entry] = await db
    .select({ status: contestEntries.status })
    .from(contestEntries)
    .where(and(eq(contestEntries.id, input.entryId), eq(contestEntries.contestId, contest.id)));
  if (!entry) throw notFound('作品');
  if (entry.status !== 'submitted' && entry.status !== 'approved')
    throw conflict('该作品还未提交，暂不能投票');
  const key = sql`${contest.id}::integer, ${input.voterId}::integer, ${dayKey}::text`;
  const onKey = sql`on conflict (contest_id, voter_id, day_key, entry_id) do update
    set votes = contest_vote_counters.votes + 1, vote_limit = excluded.vote_limit`;
  let result: { rows: VoteCounts[] };
  try {
    result = await db.execute<VoteCounts>(sql`
      with day_total as (
        insert into contest_vote_counters (contest_id, voter_id, day_key, entry_id, votes, vote_limit)
        values (${key}, ${DAY_TOTAL}, 1, ${perDay}) ${onKey}
        returning votes
      ), for_entry as (
        insert into contest_vote_counters (contest_id, voter_id, day_key, entry_id, votes, vote_limit)
        select ${key}, ${input.entryId}::integer, 1, ${perEntryPerDay}::integer from day_total ${onKey}
        returning votes
      ), vote as (
        insert into contest_votes (contest_id, voter_id, day_key, entry_id)
        select ${key}, ${input.entryId}::integer from for_entry
        returning entry_id
      ), counted as (
        update contest_entries set vote_count = vote_count + 1
        where id = (select entry_id from vote)
        returning vote_count
      )
      select (select votes from day_total) as total, (select votes from for_entry) as for_entry,
        (select vote_count from counted) as vote_count`);
  } catch (error) {
    if (isCheckViolation(error, 'contest_vote_counters_day_limit'))
      throw voteLimitReached(`今天的 ${perDay} 票已投完，明天再来吧`);
    if (isCheckViolation(error, 'contest_vote_counters_entry_limit'))
      throw voteLimitReached(`今天已为TA投了 ${perEntryPerDay} 票，明天再来吧`);
    // the entry was deleted between the read above and the statement
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw notFound('作品');
    throw error;
  }
  const row = result.rows[0]!;
  return {
    entryId: input.entryId,
    voteCount: Number(row.vote_count),
    votesLeftToday: perDay - Number(row.total),
    votesLeftForEntryToday: perEntryPerDay - Number(row.for_entry),
  };
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
  // a limit lowered during the day may be below what was already used: nothing is left, never a negative count
  const today = Math.max(0, perDay - used(DAY_TOTAL));
  return {
    votesLeftToday: today,
    votesLeftForEntryToday: Math.max(0, Math.min(today, perEntryPerDay - used(entryId))),
  };
}
