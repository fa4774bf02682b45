import type { AppDb } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';

export type OrderEventActor = 'customer' | 'provider' | 'system' | 'operator';

/** Appends one entry to an order's audit trail (inside the caller's transaction). */
export async function recordOrderEvent(
  db: AppDb,
  event: {
    orderId: number;
    type: string;
    actor: OrderEventActor;
    fromStatus?: string | null;
    toStatus?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    type: event.type,
    actor: event.actor,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    detail: event.detail ?? {},
  });
}
