import type { RefundDecision } from '@course/domain/refund-rule';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { recordOrderEvent } from './order-events.ts';

/**
 * In-transaction hooks on an order's money events, so that areas above orders (growth: invite rewards) react
 * to a payment or a refund without orders importing them. A listener runs inside the transaction that moved the
 * order (created → paid, refunding → refunded): what it writes commits or rolls back with the order. Listeners
 * are keyed by name, so registering again (a second app in the same process, tests) replaces, never doubles.
 * A listener must be idempotent (its own unique keys), as a hook may run again after a retried transaction.
 * Each listener runs after a savepoint of its own: one that fails is rolled back to it alone and written to the order's trail
 * ('hook_failed'), so a fault in a reward never blocks a payment or a refund.
 */

export type OrderHook = (tx: AppDb, order: OrderRow, now: Date) => Promise<void>;

/**
 * A hook with `businessCode` is for that code's orders only: for any other order it is skipped without its
 * savepoint (two round trips inside the payment's transaction, per hook, per payment).
 * `appliesTo` (paid hooks) picks, of the orders paid together, those the hook may act on: a plain read over the
 * relation it is given (`paid_orders`: id, customer_id, pay_amount_cents, business_code, kind) answering order ids,
 * run inside the statement that settles the orders, so it costs no round trip and no savepoint of its own. The hook
 * then runs for the orders picked only, and still decides for itself.
 */
export type OrderHookOptions = {
  businessCode?: string;
  appliesTo?: (paidOrders: SQL) => SQL;
};
type Registered = {
  hook: OrderHook;
  businessCode: string | undefined;
  appliesTo: OrderHookOptions['appliesTo'];
};

const paidHooks = new Map<string, Registered>();
const refundedHooks = new Map<string, Registered>();

/**
 * Business codes whose course orders do not open the course on payment: the area that sells them opens it
 * itself later (group-buying: when the team is full). The order is still paid exactly once and the hooks run.
 */
const deferredGrants = new Set<string>();

export function deferCourseGrant(businessCode: string): void {
  deferredGrants.add(businessCode);
}

/** The business codes of deferCourseGrant, for a statement that grants the courses of orders it paid. */
export const deferredGrantCodes = (): string[] => [...deferredGrants];

/**
 * Business codes whose paid orders follow their own refund agreement (study-tour: the deposit and the balance
 * each refundable until a date of the tour) instead of the domain's refund rule. The order page and the
 * learner's refund request both ask refundDecisionOf, so the rule is the same in both places.
 */
export type RefundRule = (db: AppDb, order: OrderRow, now: Date) => Promise<RefundDecision>;

const refundRules = new Map<string, RefundRule>();

export function refundRuleFor(businessCode: string, rule: RefundRule): void {
  refundRules.set(businessCode, rule);
}

export const ownRefundRuleOf = (order: Pick<OrderRow, 'businessCode'>) => refundRules.get(order.businessCode);

/** Registers a paid hook; answers a function that removes it (tests, whose module graphs are shared). */
export function onOrderPaid(name: string, hook: OrderHook, opts: OrderHookOptions = {}): () => void {
  const registered = { hook, businessCode: opts.businessCode, appliesTo: opts.appliesTo };
  paidHooks.set(name, registered);
  return () => {
    if (paidHooks.get(name) === registered) paidHooks.delete(name);
  };
}

export function onOrderRefunded(name: string, hook: OrderHook, opts: OrderHookOptions = {}): void {
  refundedHooks.set(name, { hook, businessCode: opts.businessCode, appliesTo: undefined });
}

/**
 * The paid hooks' `appliesTo` reads as one select of (hook, order_id) rows over `paidOrders`; null when no hook
 * has one. Its answer goes to emitOrdersPaid.
 */
export function paidHookCandidates(paidOrders: SQL): SQL | null {
  const reads = [...paidHooks]
    .filter(([, registered]) => registered.appliesTo)
    .map(
      ([name, registered]) =>
        sql`select ${name}::text as hook, picked.id::int as order_id from (${registered.appliesTo!(paidOrders)}) as picked(id)`,
    );
  return reads.length === 0 ? null : sql.join(reads, sql` union all `);
}

/** (hook, order id) pairs that paidHookCandidates answered. */
export type HookCandidates = { hook: string; order_id: number }[];

async function emit(
  hooks: Map<string, Registered>,
  event: 'paid' | 'refunded',
  tx: AppDb,
  orders: OrderRow[],
  now: Date,
  candidates?: HookCandidates,
): Promise<void> {
  let n = 0;
  for (const [name, { hook, businessCode, appliesTo }] of hooks) {
    let mine = businessCode === undefined ? orders : orders.filter((o) => o.businessCode === businessCode);
    if (appliesTo && candidates) {
      const picked = new Set(candidates.filter((c) => c.hook === name).map((c) => Number(c.order_id)));
      mine = mine.filter((o) => picked.has(o.id));
    }
    for (const order of mine) {
      // A savepoint that is never released (the commit ends it): one round trip instead of two on success.
      const savepoint = sql.raw(`order_hook_${n++}`);
      await tx.execute(sql`savepoint ${savepoint}`);
      try {
        await hook(tx, order, now);
      } catch (error) {
        await tx.execute(sql`rollback to savepoint ${savepoint}`);
        await recordOrderEvent(tx, {
          orderId: order.id,
          type: 'hook_failed',
          actor: 'system',
          detail: { hook: name, event, error: String((error as Error).message ?? error).slice(0, 300) },
        });
      }
    }
  }
}

/**
 * The paid hooks for orders paid together in one transaction, each order's hook in its own savepoint. With the
 * answer of paidHookCandidates, a hook with `appliesTo` runs for the orders it picked only; without, for all.
 */
export const emitOrdersPaid = (tx: AppDb, orders: OrderRow[], now: Date, candidates?: HookCandidates) =>
  emit(paidHooks, 'paid', tx, orders, now, candidates);

export const emitOrderRefunded = (tx: AppDb, order: OrderRow, now: Date) =>
  emit(refundedHooks, 'refunded', tx, [order], now);
