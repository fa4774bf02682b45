import {
  saveChannelClickId,
  saveCustomerOptionInfo,
  saveMonitorFollow,
  saveReturnInfo,
} from '@course/contracts/landing-tracking';
import { isValidFeedbackMobile } from '@course/domain/phone';
import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import type { TrackingKind } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { registerCall } from '../../http/register-call.ts';
import { saveTracking } from './tracking.ts';

export function registerTrackingRoutes(app: FastifyInstance): void {
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
