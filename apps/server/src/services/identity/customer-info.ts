import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

export async function customerInfo(db: AppDb, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      mobile: customers.mobile,
      learnNumber: customers.learnNumber,
      nickname: customers.nickname,
      avatarUrl: customers.avatarUrl,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw notFound('用户');
  return row;
}
