import { loginCustomer } from '@course/contracts/user-account';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';

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

export function registerCustomerInfo(app: FastifyInstance): void {
  registerCall(app, loginCustomer, async (ctx) => customerInfo(ctx.db, requireCustomer(ctx).customerId));
}
