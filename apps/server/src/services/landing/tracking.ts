import type { AppDb } from '../../db/client.ts';
import { type TrackingKind, trackingRecords } from '../../db/schema/index.ts';

/**
 * The landing's reports that are kept as they came (one table, a kind each): return info, monitor follow,
 * ad click ids, option info, and the click log (click-log.ts).
 * The common fields (wechatType, productCode) are not kept: handlers pass the call's own fields (ctx.input).
 */

const PLACE_KEYS = ['channel', 'subChannel', 'chainType', 'groupCodePage'] as const;

export async function saveTracking(
  db: AppDb,
  kind: TrackingKind,
  customerId: number | null,
  payload: Record<string, unknown>,
): Promise<number> {
  const text = (key: (typeof PLACE_KEYS)[number]) => (typeof payload[key] === 'string' ? payload[key] : '');
  const [row] = await db
    .insert(trackingRecords)
    .values({
      kind,
      customerId,
      channel: text('channel'),
      subChannel: text('subChannel'),
      chainType: text('chainType'),
      groupCodePage: text('groupCodePage'),
      payload,
    })
    .returning({ id: trackingRecords.id });
  return row!.id;
}
