import {
  saveChannelClickId,
  saveCustomerOptionInfo,
  saveMonitorFollow,
  saveReturnInfo,
} from '@course/contracts/putin-tracking';
import { isValidFeedbackMobile } from '@course/domain/phone';
import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { type TrackingKind, trackingRecords } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { registerCall } from '../../http/register-call.ts';

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

export function registerTracking(app: FastifyInstance): void {
  const save =
    (kind: TrackingKind) =>
    async (ctx: { db: AppDb; input: object; customer: { customerId: number } | null }) => ({
      id: await saveTracking(
        ctx.db,
        kind,
        ctx.customer?.customerId ?? null,
        ctx.input as Record<string, unknown>,
      ),
    });
  registerCall(app, saveReturnInfo, save('return_info'));
  registerCall(app, saveMonitorFollow, save('monitor_follow'));
  registerCall(app, saveChannelClickId, save('channel_click_id'));
  registerCall(app, saveCustomerOptionInfo, async (ctx) => {
    const mobile = ctx.body.mobile?.trim();
    if (mobile && !isValidFeedbackMobile(mobile)) {
      throw new AppError(ResponseCode.invalidParams, '您输入的电话有误，请输入正确的电话号码！');
    }
    if (ctx.body.optionType !== 'interest' && !mobile) {
      throw new AppError(ResponseCode.invalidParams, '请填写手机号');
    }
    return save('customer_option')(ctx);
  });
}
