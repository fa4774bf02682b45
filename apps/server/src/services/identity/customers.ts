import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers } from '../../db/schema/index.ts';

/** Learner rows as identity needs them: find or create by openid, find by mobile. */

const newLearnNumber = () => String(10_000_000 + randomInt(89_999_999));

/**
 * The active learner of this messaging-app account and openid, created on first sight. The profile (when the
 * scope gave one) refreshes nickname and avatar. `created` is true for a new row.
 */
export async function upsertCustomerByOpenid(
  db: AppDb,
  input: {
    wechatType: number;
    openid: string;
    unionid: string | null;
    profile: { nickname: string; avatarUrl: string } | null;
  },
): Promise<{ id: number; created: boolean }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(customers)
        .values({
          openid: input.openid,
          wechatType: input.wechatType,
          unionid: input.unionid,
          nickname: input.profile?.nickname || null,
          avatarUrl: input.profile?.avatarUrl || null,
          learnNumber: newLearnNumber(),
        })
        .onConflictDoUpdate({
          target: [customers.wechatType, customers.openid],
          set: {
            unionid: sql`coalesce(excluded.unionid, ${customers.unionid})`,
            nickname: sql`coalesce(excluded.nickname, ${customers.nickname})`,
            avatarUrl: sql`coalesce(excluded.avatar_url, ${customers.avatarUrl})`,
          },
        })
        .returning({ id: customers.id, created: sql<boolean>`(xmax = 0)` });
      return { id: row!.id, created: Boolean(row!.created) };
    } catch (error) {
      // A learn number drawn twice: draw again (8 digits, so this is rare).
      if (attempt < 3 && isUniqueViolation(error, 'customers_learn_number_unique')) continue;
      throw error;
    }
  }
}

export async function activeCustomerByMobile(db: AppDb, wechatType: number, mobile: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.wechatType, wechatType), eq(customers.mobile, mobile), eq(customers.status, 'active')),
    )
    .limit(1);
  return row ?? null;
}

export async function customerRow(db: AppDb, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
}
