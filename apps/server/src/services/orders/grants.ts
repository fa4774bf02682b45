import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import {
  courseOwnerships,
  coursePackageItems,
  goods,
  goodsOwnerships,
  virtualGoodsProfiles,
} from '../../db/schema/index.ts';
import { grantCourse } from '../catalogue/ownership.ts';
import { recordOrderEvent } from './order-events.ts';

/**
 * What paying gives beyond a single course, granted inside the payment's transaction (so exactly once, with the
 * order's move to paid): every course of a package, and a virtual good's ownership (a membership with its end
 * date). Refunds take them back.
 */

const DAY_MS = 86_400_000;

/** Grants every course of a paid package order (a course already owned stays as it was). */
export async function grantPackage(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  if (order.packageId === null) return;
  const items = await tx
    .select({ courseId: coursePackageItems.courseId })
    .from(coursePackageItems)
    .where(eq(coursePackageItems.packageId, order.packageId));
  if (items.length === 0) return;
  const granted: number[] = [];
  for (const { courseId } of items) {
    const isNew = await grantCourse(tx, {
      customerId: order.customerId,
      courseId,
      source: 'bought',
      grantRef: `order:${order.orderNo}`,
      grantedAt: now,
    });
    if (isNew) granted.push(courseId);
  }
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'package_granted',
    actor: 'system',
    detail: { courseIds: granted, packageId: order.packageId },
  });
}

/**
 * Records a paid virtual good as owned. A membership bought while one is still running starts where the running
 * one ends (renewal), otherwise at payment.
 */
export async function grantVirtualGoods(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  if (order.goodsId === null || order.kind !== 'goods') return;
  const [item] = await tx
    .select({ kind: goods.kind, validDays: virtualGoodsProfiles.validDays })
    .from(goods)
    .leftJoin(virtualGoodsProfiles, eq(virtualGoodsProfiles.goodsId, goods.id))
    .where(eq(goods.id, order.goodsId))
    .limit(1);
  if (item?.kind !== 'virtual') return;
  let expiresAt: Date | null = null;
  if (item.validDays) {
    const running = await currentOwnership(tx, order.customerId, order.goodsId, now);
    const from = running?.expiresAt && running.expiresAt > now ? running.expiresAt : now;
    expiresAt = new Date(from.getTime() + item.validDays * DAY_MS * order.quantity);
  }
  const granted = await tx
    .insert(goodsOwnerships)
    .values({
      customerId: order.customerId,
      goodsId: order.goodsId,
      orderId: order.id,
      grantedAt: now,
      expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: goodsOwnerships.id });
  if (granted.length > 0) {
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'goods_granted',
      actor: 'system',
      detail: { goodsId: order.goodsId, expiresAt: expiresAt?.toISOString() ?? null },
    });
  }
}

/** The learner's ownership of a virtual good that still counts (not revoked, not expired), latest first. */
export async function currentOwnership(db: AppDb, customerId: number, goodsId: number, now: Date) {
  const rows = await db
    .select()
    .from(goodsOwnerships)
    .where(
      and(
        eq(goodsOwnerships.customerId, customerId),
        eq(goodsOwnerships.goodsId, goodsId),
        isNull(goodsOwnerships.revokedAt),
      ),
    );
  const valid = rows.filter((r) => r.expiresAt === null || r.expiresAt > now);
  if (valid.some((r) => r.expiresAt === null)) return valid.find((r) => r.expiresAt === null)!;
  return valid.sort((a, b) => b.expiresAt!.getTime() - a.expiresAt!.getTime())[0] ?? null;
}

/** A refunded order takes back what it granted: the package's courses and the virtual good. */
export async function revokeGrants(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  if (order.packageId !== null) {
    await tx
      .delete(courseOwnerships)
      .where(
        and(
          eq(courseOwnerships.customerId, order.customerId),
          eq(courseOwnerships.grantRef, `order:${order.orderNo}`),
        ),
      );
  }
  await tx
    .update(goodsOwnerships)
    .set({ revokedAt: now })
    .where(and(eq(goodsOwnerships.orderId, order.id), isNull(goodsOwnerships.revokedAt)));
}
