import type { TVirtualGoods } from '@course/contracts/orders-pay';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { goods, type OrderRow, virtualGoodsProfiles } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { toGoodsCard } from './goods-card.ts';
import { currentOwnership } from './grants.ts';

/** The virtualGoods page: a virtual good with what it gives and whether the learner owns it now. */
export async function virtualGoodsOf(
  db: AppDb,
  input: {
    brand: string;
    goodsId?: number | undefined;
    type?: TVirtualGoods['type'] | undefined;
    customerId: number | null;
    now: Date;
  },
): Promise<TVirtualGoods> {
  const conditions = [eq(goods.brand, input.brand as 'nbc'), eq(goods.kind, 'virtual')];
  if (input.goodsId !== undefined) conditions.push(eq(goods.id, input.goodsId));
  else conditions.push(eq(goods.status, 'on_sale'));
  if (input.type !== undefined) conditions.push(eq(virtualGoodsProfiles.type, input.type));
  const [row] = await db
    .select({ goods, profile: virtualGoodsProfiles })
    .from(goods)
    .leftJoin(virtualGoodsProfiles, eq(virtualGoodsProfiles.goodsId, goods.id))
    .where(and(...conditions))
    .orderBy(asc(goods.sort), asc(goods.id))
    .limit(1);
  if (!row) throw notFound('商品');
  const owned =
    input.customerId === null ? null : await currentOwnership(db, input.customerId, row.goods.id, input.now);
  return {
    ...toGoodsCard(row.goods),
    type: row.profile?.type ?? 'ebook',
    detail: row.goods.detail,
    benefits: row.profile?.benefits ?? [],
    validDays: row.profile?.validDays ?? null,
    deliveryNote: row.profile?.deliveryNote ?? '',
    owned: owned ? { expiresAt: owned.expiresAt?.toISOString() ?? null } : null,
  };
}

/** Whether an order bought the membership plan (a virtual good of type membership). */
export async function isMembershipOrder(db: AppDb, order: OrderRow): Promise<boolean> {
  if (order.kind !== 'goods' || order.goodsId === null) return false;
  const [profile] = await db
    .select({ type: virtualGoodsProfiles.type })
    .from(virtualGoodsProfiles)
    .where(eq(virtualGoodsProfiles.goodsId, order.goodsId))
    .limit(1);
  return profile?.type === 'membership';
}
