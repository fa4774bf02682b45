import {
  redPacketActivitySave,
  redPacketHistory,
  redPacketInfo,
  redPacketOpen,
} from '@course/contracts/growth-red-packet';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { openRedPacket, redPacketHistoryOf, redPacketInfoOf, saveRedPacketActivity } from './red-packets.ts';

export function registerRedPacketRoutes(app: FastifyInstance): void {
  registerCall(app, redPacketInfo, async (ctx) =>
    redPacketInfoOf(ctx.db, {
      code: ctx.input.code,
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  );
  registerCall(app, redPacketOpen, async (ctx) =>
    openRedPacket(ctx.db, {
      code: ctx.input.code,
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  );
  registerCall(app, redPacketHistory, async (ctx) =>
    redPacketHistoryOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
  registerCall(app, redPacketActivitySave, async (ctx) => saveRedPacketActivity(ctx.db, ctx.input));
}
