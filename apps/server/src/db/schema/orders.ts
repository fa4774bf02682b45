// Over 300 lines: drizzle-kit reads one schema file per migration module; these are the orders module's tables.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { coursePackages } from './catalogue.ts';
import { BRAND_CODES, camps, classes, courses, customers } from './foundation.ts';

/**
 * Tables owned by the orders module (named 'commerce' before issue 12; its history table keeps that name).
 * Each table here gets its migrations from
 * `npm run db:generate -w @course/server -- orders <change-name>` into `drizzle/orders/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 *
 * Money is integer cents everywhere. Anything raced (stock, payment notifications, grants) is settled by the
 * database: conditional updates, row locks and unique constraints, never check-then-write in application code.
 *
 * The `goods` table stays here although it is the goods area's: an order row references it, and the goods
 * module (applied after this one) references orders, so the schema modules import one way only. The goods
 * tables that reference orders (addresses, shipments, gifts, virtual goods and their ownerships, reviews)
 * moved to the goods module in issue 12.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const GOODS_KINDS = ['physical', 'virtual'] as const;

/** Physical and virtual goods sold outside courses (books, pens, gift boxes, memberships). */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_CODES }).notNull(),
    kind: text('kind', { enum: GOODS_KINDS }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    videoUrl: text('video_url'),
    detail: text('detail').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    stock: integer('stock').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** A gift shipped to whoever buys this course (claimed on the exchange pages). */
    giftOfCourseId: integer('gift_of_course_id').references(() => courses.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['on_sale', 'off_sale'] })
      .notNull()
      .default('on_sale'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_brand_status_sort_idx').on(t.brand, t.status, t.sort),
    check('goods_price_cents_check', sql`${t.priceCents} >= 0`),
    check('goods_stock_check', sql`${t.stock} >= 0`),
    check('goods_kind_check', sql`${t.kind} in ('physical', 'virtual')`),
  ],
);

export type AddressSnapshot = {
  receiver: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
};

export const ORDER_KINDS = ['course', 'goods', 'gift', 'package'] as const;
export const ORDER_STATUSES = ['created', 'paid', 'closed', 'refunding', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FULFILMENT_STATUSES = ['none', 'awaiting_shipment', 'shipped', 'received'] as const;

/**
 * An order: what was bought, the amounts (cents) fixed at creation, the state and who paid how.
 * States: created → paid → refunding → refunded; created → closed (cancelled or expired).
 * `needs_refund` flags money received that must go back (paid after close, paid twice).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    brand: text('brand', { enum: BRAND_CODES }).notNull(),
    businessCode: text('business_code').notNull(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'restrict' }),
    /** A package of courses (套餐): paying grants every course of it. */
    packageId: integer('package_id').references(() => coursePackages.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    title: text('title').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    goodsAmountCents: integer('goods_amount_cents').notNull(),
    freightCents: integer('freight_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    payAmountCents: integer('pay_amount_cents').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    needsRefund: boolean('needs_refund').notNull().default(false),
    payType: integer('pay_type'),
    instalmentPeriods: integer('instalment_periods'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    refundedAt: at('refunded_at'),
    expiresAt: at('expires_at').notNull(),
    address: jsonb('address').$type<AddressSnapshot>(),
    fulfilment: text('fulfilment', { enum: FULFILMENT_STATUSES }).notNull().default('none'),
    logisticsCompany: text('logistics_company'),
    logisticsNo: text('logistics_no'),
    shippedAt: at('shipped_at'),
    receivedAt: at('received_at'),
    campId: integer('camp_id').references(() => camps.id, { onDelete: 'set null' }),
    campChosenAt: at('camp_chosen_at'),
    campChanges: integer('camp_changes').notNull().default(0),
    channel: text('channel'),
    subChannel: text('sub_channel'),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    check('orders_status_check', sql`${t.status} in ('created', 'paid', 'closed', 'refunding', 'refunded')`),
    check('orders_kind_check', sql`${t.kind} in ('course', 'goods', 'gift', 'package')`),
    check(
      'orders_item_check',
      sql`(${t.kind} = 'course' and ${t.courseId} is not null and ${t.goodsId} is null and ${t.packageId} is null) or (${t.kind} = 'package' and ${t.packageId} is not null and ${t.courseId} is null and ${t.goodsId} is null) or (${t.kind} in ('goods', 'gift') and ${t.goodsId} is not null and ${t.courseId} is null and ${t.packageId} is null)`,
    ),
    check('orders_quantity_check', sql`${t.quantity} between 1 and 99`),
    check(
      'orders_amounts_check',
      sql`${t.unitPriceCents} >= 0 and ${t.goodsAmountCents} >= 0 and ${t.freightCents} >= 0 and ${t.discountCents} >= 0 and ${t.payAmountCents} = ${t.goodsAmountCents} + ${t.freightCents} - ${t.discountCents} and ${t.payAmountCents} >= 0`,
    ),
    check(
      'orders_paid_at_check',
      sql`${t.status} not in ('paid', 'refunding', 'refunded') or ${t.paidAt} is not null`,
    ),
  ],
);

/** An order row as the queries read it. */
export type OrderRow = typeof orders.$inferSelect;

/** The audit trail: every change of an order, who made it and with what detail. Append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor', { enum: ['customer', 'provider', 'system', 'operator'] }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId, t.id)],
);

export const PAYMENT_PROVIDERS = ['sandbox', 'wechat', 'alipay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * One attempt to pay an order with one method: its own out-trade-no at the provider. The notification finds
 * the attempt by payment_no; `status` moves pending → paid once (conditional update under a row lock).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    paymentNo: text('payment_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    payType: integer('pay_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    providerTradeNo: text('provider_trade_no'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('payment_attempts_order_id_idx').on(t.orderId),
    check('payment_attempts_amount_check', sql`${t.amountCents} > 0`),
    check('payment_attempts_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);

export const NOTIFICATION_OUTCOMES = [
  'paid',
  'duplicate',
  'paid_after_close',
  'paid_twice',
  'not_success',
  'bad_signature',
  'wrong_amount',
  'unknown_payment',
] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/** Every payment notification received, with what it did: the log behind 'exactly once'. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    notifyId: text('notify_id'),
    paymentNo: text('payment_no'),
    providerTradeNo: text('provider_trade_no'),
    amountCents: integer('amount_cents'),
    outcome: text('outcome', { enum: NOTIFICATION_OUTCOMES }).notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_notifications_payment_no_idx').on(t.paymentNo),
    index('payment_notifications_created_at_idx').on(t.createdAt),
  ],
);

/** Payment methods offered per brand and business (the pay-config call answers these). */
export const payChannelConfigs = pgTable(
  'pay_channel_configs',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_CODES }).notNull(),
    /** '' applies to every business code without rows of its own. */
    businessCode: text('business_code').notNull().default(''),
    payType: integer('pay_type').notNull(),
    sort: integer('sort').notNull().default(0),
    defaultChannel: boolean('default_channel').notNull().default(false),
    iconUrl: text('icon_url').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Offered only from this amount on (Huabei instalments start at 100 yuan). */
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    /** Instalment counts offered (payType 22). */
    periods: jsonb('periods').$type<number[]>().notNull().default([]),
  },
  (t) => [unique('pay_channel_configs_brand_business_type').on(t.brand, t.businessCode, t.payType)],
);

/** A refund asked for by the learner (or owed after a late payment), and what became of it. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * requested → processing (claimed by one approval, before the provider is called) → refunded; a provider
     * failure puts it back to requested; requested → rejected with `reject_reason` (shown to the learner).
     */
    status: text('status', { enum: ['requested', 'processing', 'refunded', 'rejected'] })
      .notNull()
      .default('requested'),
    rejectReason: text('reject_reason'),
    /** When the current approval claimed it; a claim older than REFUND_CLAIM_STALE_MS may be taken over. */
    claimedAt: at('claimed_at'),
    createdAt: createdAt(),
    processedAt: at('processed_at'),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId),
    uniqueIndex('refunds_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('requested', 'processing')`),
    check('refunds_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

/** An invoice asked for on a paid order (one per order). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNo: text('invoice_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    titleType: text('title_type', { enum: ['personal', 'company'] }).notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no'),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['requested', 'issued'] })
      .notNull()
      .default('requested'),
    issuedAt: at('issued_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_customer_id_idx').on(t.customerId)],
);

/**
 * Which camp period (and class) a learner of a course is in: the 'stable' class of the camp calls, the
 * campDataId of the lesson centre. One per learner and camp; class seats are taken by the landing sign-up.
 */
export const campMembers = pgTable(
  'camp_members',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    campId: integer('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.campId] })],
);
