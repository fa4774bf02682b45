import { welfareContentInfo, welfareDetail, welfareGiftCourse } from '@course/contracts/catalogue-course';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { claimWelfareGift, welfareContent, welfareOf } from './welfare.ts';

/** welfare/*: a course's welfare, its content, claiming its gift course. */
export function registerWelfareRoutes(app: FastifyInstance): void {
  registerCall(app, welfareDetail, async (ctx) =>
    welfareOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, welfareContentInfo, async (ctx) => {
    requireCustomer(ctx);
    return welfareContent(ctx.db, ctx.input);
  });

  registerCall(app, welfareGiftCourse, async (ctx) =>
    claimWelfareGift(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
}
