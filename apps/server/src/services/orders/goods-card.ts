import type { TGoodsCard } from '@course/contracts/goods-retail';
import type { goods } from '../../db/schema/index.ts';

/**
 * The card of a good (a product sold outside courses) as every page shows it. It sits with orders, which sell
 * goods (the virtual-goods page, order lines); the goods service, which depends on orders, uses it too.
 */

type GoodsRow = typeof goods.$inferSelect;
export const toGoodsCard = (g: GoodsRow): TGoodsCard => ({
  goodsId: g.id,
  kind: g.kind,
  title: g.title,
  subtitle: g.subtitle,
  coverUrl: g.coverUrl,
  priceCents: g.priceCents,
  originalPriceCents: g.originalPriceCents,
  stock: g.stock,
  sold: g.sold,
});
