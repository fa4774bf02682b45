import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BRAND_CODES, customers } from './foundation.ts';
import { goods, orders } from './orders.ts';

/**
 * Tables of the goods area: what a good shows beyond its row in the orders module (pictures, spec group,
 * product line), reviews and the order behind a learner's review, prize exchange codes, delivery addresses,
 * shipment traces, gifts, virtual goods' profiles and ownerships. Migrations:
 * `npm run db:generate -w @course/server -- goods <change-name>` into `drizzle/goods/`. Applied after orders.
 * The tables that came from the commerce (now orders) module in issue 12 were adopted by a no-op migration.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
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

/** Reviews of goods (shoppingEvaluate). */
export const goodsReviews = pgTable(
  'goods_reviews',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_reviews_goods_id_idx').on(t.goodsId),
    check('goods_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A learner's delivery addresses; at most one default each. Soft-deleted so old orders keep their snapshot. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    receiver: text('receiver').notNull(),
    mobile: text('mobile').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_addresses_customer_id_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

/** Tracking events of a shipped order, newest last. */
export const shipmentTraces = pgTable(
  'shipment_traces',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    time: at('time').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('shipment_traces_order_id_idx').on(t.orderId, t.time)],
);

/** A gift owed to a learner by a paid course order; claimed once (with an address) into a gift order. */
export const giftEntitlements = pgTable(
  'gift_entitlements',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sourceOrderId: integer('source_order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    claimedOrderId: integer('claimed_order_id').references(() => orders.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('gift_entitlements_source_goods').on(t.sourceOrderId, t.goodsId),
    index('gift_entitlements_customer_idx').on(t.customerId),
  ],
);

export const VIRTUAL_GOODS_TYPES = ['ebook', 'membership', 'data_pack'] as const;

/**
 * What a virtual good gives (the virtualGoods page): its type, the list of benefits and, for a membership,
 * how many days it lasts. One row per virtual good.
 */
export const virtualGoodsProfiles = pgTable(
  'virtual_goods_profiles',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    type: text('type', { enum: VIRTUAL_GOODS_TYPES }).notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    /** Days a membership lasts from payment; null = for good. */
    validDays: integer('valid_days'),
    /**
     * A membership's course price in percent of the list price while it runs (80 = 8 折, the member price of
     * the price rule); null when the good gives no member price.
     */
    coursePricePercent: integer('course_price_percent'),
    /** How the learner gets it after paying (shown on the page). */
    deliveryNote: text('delivery_note').notNull().default(''),
  },
  (t) => [
    check(
      'virtual_goods_profiles_course_price_percent_check',
      sql`${t.coursePricePercent} is null or ${t.coursePricePercent} between 1 and 100`,
    ),
  ],
);

/**
 * A virtual good owned through a paid order, granted in the payment's transaction like a course: one row per
 * order (unique), so a redelivered notification cannot grant twice.
 */
export const goodsOwnerships = pgTable(
  'goods_ownerships',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    grantedAt: at('granted_at').notNull(),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('goods_ownerships_customer_goods_idx').on(t.customerId, t.goodsId)],
);
