import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods, goodsReviews, orders } from './commerce.ts';
import { BRAND_CODES, customers } from './foundation.ts';

/**
 * Tables of the goods pages (issue 6): what a good shows beyond the commerce module's row (pictures, spec
 * group, product line), the order behind a learner's review, and prize exchange codes. Migrations:
 * `npm run db:generate -w @course/server -- goods <change-name>` into `drizzle/goods/`. Applied after commerce.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const GOODS_LINES = ['shop', 'zqt', 'prize'] as const;

/**
 * The goods page's extra data, one row per good (a good without one shows its cover only).
 * Goods sharing a `spec_group` are the specs of one product (each its own price and stock); `spec_name` labels it.
 */
export const goodsProfiles = pgTable(
  'goods_profiles',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** shop: the shop's goods; zqt: the zqt product line (zqt-detail → zqt-order → zqt-pay); prize: exchange only. */
    line: text('line', { enum: GOODS_LINES }).notNull().default('shop'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    detailImages: jsonb('detail_images').$type<string[]>().notNull().default([]),
    videoPosterUrl: text('video_poster_url'),
    specGroup: text('spec_group'),
    specName: text('spec_name'),
    /**
     * A prize (line 'prize'): how many of it one learner may redeem, whatever codes they hold. A prize good
     * without a profile row counts as 1.
     */
    prizeLimitPerLearner: integer('prize_limit_per_learner').notNull().default(1),
  },
  (t) => [
    index('goods_profiles_spec_group_idx').on(t.specGroup),
    check('goods_profiles_line_check', sql`${t.line} in ('shop', 'zqt', 'prize')`),
    check('goods_profiles_prize_limit_check', sql`${t.prizeLimitPerLearner} >= 1`),
  ],
);

/**
 * Who wrote a review and for which order: one review per order (an order holds one good), only after receipt.
 * Seeded reviews have no order. Pictures of any review live here too.
 */
export const goodsReviewSources = pgTable(
  'goods_review_sources',
  {
    reviewId: integer('review_id')
      .primaryKey()
      .references(() => goodsReviews.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    images: jsonb('images').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('goods_review_sources_one_per_order').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Prize exchange codes (奖品兑换): each redeems one good once, into a zero-amount order that ships like a gift.
 * Redemption is one conditional update (`redeemed_at is null`), so two learners racing for a code get one order.
 */
export const prizeCodes = pgTable(
  'prize_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    brand: text('brand', { enum: BRAND_CODES }).notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    /** Where the code came from (活动名), shown with the prize. */
    source: text('source').notNull().default(''),
    expiresAt: at('expires_at').notNull(),
    redeemedBy: integer('redeemed_by').references(() => customers.id, { onDelete: 'set null' }),
    redeemedOrderId: integer('redeemed_order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    redeemedAt: at('redeemed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('prize_codes_redeemed_by_idx').on(t.redeemedBy)],
);
