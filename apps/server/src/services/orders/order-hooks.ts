import type { AppDb } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';

/**
 * In-transaction hooks on an order's money events, so that areas above orders (growth: invite rewards) react
 * to a payment or a refund without orders importing them. A listener runs inside the transaction that moved the
 * order (created → paid, refunding → refunded): what it writes commits or rolls back with the order. Listeners
 * are keyed by name, so registering again (a second app in the same process, tests) replaces, never doubles.
 * A listener must be idempotent (its own unique keys), as a hook may run again after a retried transaction.
 */

export type OrderHook = (tx: AppDb, order: OrderRow, now: Date) => Promise<void>;

const paidHooks = new Map<string, OrderHook>();
const refundedHooks = new Map<string, OrderHook>();

export function onOrderPaid(name: string, hook: OrderHook): void {
  paidHooks.set(name, hook);
}

export function onOrderRefunded(name: string, hook: OrderHook): void {
  refundedHooks.set(name, hook);
}

export async function emitOrderPaid(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  for (const hook of paidHooks.values()) await hook(tx, order, now);
}

export async function emitOrderRefunded(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  for (const hook of refundedHooks.values()) await hook(tx, order, now);
}
