import { maskName } from '@course/domain/masking';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, raffleDraws } from '../../db/schema/index.ts';
import { raffleByCode } from './raffle.ts';

/** What the winning-display page lists: the raffle's winners (masked names) and the learner's own prizes. */

export async function raffleWinnersOf(db: AppDb, input: { code: string; pageNum: number; pageSize: number }) {
  const raffle = await raffleByCode(db, input.code);
  const where = and(eq(raffleDraws.raffleId, raffle.id), ne(raffleDraws.kind, 'none'));
  const rows = await db
    .select({
      nickname: customers.nickname,
      avatar: customers.avatarUrl,
      prizeName: raffleDraws.prizeName,
      drawnAt: raffleDraws.createdAt,
    })
    .from(raffleDraws)
    .innerJoin(customers, eq(customers.id, raffleDraws.customerId))
    .where(where)
    .orderBy(desc(raffleDraws.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(raffleDraws).where(where);
  return {
    list: rows.map((r) => ({
      nickname: maskName(r.nickname || '学员') || '*',
      avatar: r.avatar ?? '',
      prizeName: r.prizeName,
      drawnAt: r.drawnAt.getTime(),
    })),
    total: total?.n ?? 0,
  };
}

export async function myRaffleDraws(
  db: AppDb,
  input: { code: string; customerId: number; pageNum: number; pageSize: number },
) {
  const raffle = await raffleByCode(db, input.code);
  const where = and(
    eq(raffleDraws.raffleId, raffle.id),
    eq(raffleDraws.customerId, input.customerId),
    ne(raffleDraws.kind, 'none'),
  );
  const rows = await db
    .select()
    .from(raffleDraws)
    .where(where)
    .orderBy(desc(raffleDraws.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(raffleDraws).where(where);
  return {
    list: rows.map((d) => ({
      slot: d.slot,
      name: d.prizeName,
      kind: d.kind,
      amountCents: d.amountCents,
      prizeCode: d.prizeCode,
      drawnAt: d.createdAt.getTime(),
    })),
    total: total?.n ?? 0,
  };
}
