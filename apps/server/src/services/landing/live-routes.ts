import {
  checkLiveOrder,
  liveGroupData,
  liveJoinGroup,
  liveQrCode,
  putinWechatConfigByType,
  signUpAndAllocateClass,
} from '@course/contracts/landing-live';
import { SignUpType } from '@course/domain/landing-funnel';
import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { type CallContext, registerCall, requireCustomer } from '../../http/register-call.ts';
import { channelLinkUrl } from './channel-status.ts';
import { landingSetup, signUpResult } from './context.ts';
import { findPlacement, markJoinedGroup, checkLiveOrder as runCheck, signUp } from './enrolment.ts';
import { newQrResult, oldQrResult, wechatAccount } from './qr-results.ts';

/** The funnel's single-step calls (/putin/api/v1/live/*, the account QR); the landing page uses liveLanding. */
export function registerLiveRoutes(app: FastifyInstance): void {
  const setup = (ctx: {
    db: AppDb;
    body: Parameters<typeof landingSetup>[1];
    request: { log: FastifyInstance['log'] };
  }) => landingSetup(ctx.db, ctx.body, { brand: app.config.brand, log: ctx.request.log, kv: app.deps.kv });
  const noCourse = () => new AppError(ResponseCode.notFound, '落地页未配置课程');

  registerCall(app, checkLiveOrder, async (ctx) => {
    const customer = requireCustomer(ctx);
    const { courseId } = await setup(ctx);
    if (courseId === null) throw noCourse();
    const outcome = await runCheck(ctx.db, customer.customerId, courseId);
    return { type: outcome.type, mutualExclusionQr: 'qr' in outcome ? outcome.qr : null, courseId };
  });

  registerCall(app, signUpAndAllocateClass, async (ctx) => {
    const customer = requireCustomer(ctx);
    const { courseId, place } = await setup(ctx);
    if (courseId === null) throw noCourse();
    const linkUrl =
      place.channel && place.subChannel
        ? await channelLinkUrl(ctx.db, place.channel, place.subChannel, app.deps.kv)
        : null;
    if (linkUrl) {
      return {
        ...signUpResult({ type: SignUpType.full }, courseId, ctx.now()),
        type: SignUpType.channelBanned,
        linkUrl,
      };
    }
    const outcome = await signUp(ctx.db, {
      customerId: customer.customerId,
      courseId,
      place,
      mobile: ctx.body.mobile ?? null,
      otherInfo: ctx.body.otherInfo ?? null,
      now: ctx.now(),
    });
    return signUpResult(outcome, courseId, ctx.now());
  });

  const placementFor = async (
    ctx: Pick<CallContext<typeof liveQrCode>, 'body' | 'customer' | 'request' | 'db'>,
  ) => {
    const customer = requireCustomer(ctx);
    const landing = await setup(ctx);
    if (landing.courseId === null) throw noCourse();
    const placement = await findPlacement(ctx.db, customer.customerId, landing.courseId);
    if (!placement) throw notFound('报名记录');
    return { placement, variant: landing.variant };
  };

  registerCall(app, liveQrCode, async (ctx) => {
    const { placement, variant } = await placementFor(ctx);
    const result = newQrResult(placement, variant, ctx.now());
    if (!result) throw new AppError(ResponseCode.notFound, '班级二维码未配置');
    return result;
  });

  registerCall(app, liveGroupData, async (ctx) => {
    const { placement } = await placementFor(ctx);
    return oldQrResult(placement, ctx.now());
  });

  registerCall(app, liveJoinGroup, async (ctx) => {
    const customer = requireCustomer(ctx);
    const classId = Number(ctx.body.groupId);
    if (!Number.isSafeInteger(classId) || classId <= 0) throw notFound('班级');
    const joined = await markJoinedGroup(ctx.db, customer.customerId, classId, ctx.now());
    if (!joined) throw notFound('报名记录');
    return { isJoinGroup: true };
  });

  registerCall(app, putinWechatConfigByType, async ({ params, db }) => {
    const account = await wechatAccount(db, Number(params.type), app.config.brand);
    if (!account.qrcode) throw notFound('公众号配置');
    return account;
  });
}
