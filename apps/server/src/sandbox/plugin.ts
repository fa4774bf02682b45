import { randomBytes } from 'node:crypto';
import { AccountText } from '@course/domain/account-rules';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isUniqueViolation } from '../db/errors.ts';
import { customers } from '../db/schema/index.ts';
import { setSessionCookie } from '../http/session-cookie.ts';
import { createSession } from '../http/session-store.ts';
import { activeCustomerByMobile, upsertCustomerByOpenid } from '../services/identity/customers.ts';
import { sandboxCourses } from './courses.ts';
import { sandboxGoods } from './goods.ts';
import { registerSandboxGroupBuying } from './group-buying.ts';
import { registerLandingScenarios } from './landing-scenarios.ts';
import { registerSandboxLiveStream } from './live-stream.ts';
import { registerSandboxOAuth } from './oauth-page.ts';
import { sandboxPayment } from './payment.ts';
import { registerSandboxSmsInbox } from './sms-inbox.ts';
import { registerSandboxStudyTour } from './study-tour.ts';
import { sandboxTransfer } from './transfer.ts';
import { registerSandboxFollow } from './wechat-follow.ts';

/**
 * Local stand-ins for outside services. Mounted only when the sandbox is on (never in production).
 * `POST /sandbox/api/session` makes a fresh test identity and a token for it: the e2e tests and the
 * benches use it to start signed in. The authorization page (`/sandbox/oauth2/authorize`) and the SMS inbox
 * (`/sandbox/sms`) stand in for the messaging app and the SMS provider.
 */
export async function sandboxPlugin(app: FastifyInstance): Promise<void> {
  await app.register(sandboxCourses);
  registerSandboxOAuth(app);
  registerSandboxSmsInbox(app);
  registerSandboxGroupBuying(app);
  registerSandboxStudyTour(app);
  registerSandboxLiveStream(app);
  const ZSessionRequest = z.object({
    nickname: z.string().max(40).optional(),
    mobile: z
      .string()
      .regex(/^1[3-9]\d{9}$/)
      .nullable()
      .optional(),
    wechatType: z.number().int().min(1).max(99_999).default(99),
    isBlack: z.boolean().default(false),
  });
  app.post('/sandbox/api/session', async (request, reply) => {
    const parsed = ZSessionRequest.safeParse(request.body ?? {});
    if (!parsed.success) return reply.send({ code: 1001, msg: '参数错误', data: null });
    const input = parsed.data;
    const mobileTaken = () =>
      reply.send({ code: ResponseCode.mobileTaken, msg: AccountText.mobileTaken, data: null });
    if (
      input.mobile &&
      (await activeCustomerByMobile(app.deps.database.db, input.wechatType, input.mobile))
    ) {
      return mobileTaken();
    }
    const openid = `sandbox_${randomBytes(8).toString('hex')}`;
    // created as the real login creates a learner (its learn number drawn without collisions), then the
    // tester's choices
    const customer = await upsertCustomerByOpenid(app.deps.database.db, {
      wechatType: input.wechatType,
      openid,
      unionid: null,
      profile: { nickname: input.nickname ?? '测试学员', avatarUrl: '' },
    });
    try {
      await app.deps.database.db
        .update(customers)
        .set({ mobile: input.mobile ?? null, isBlack: input.isBlack })
        .where(eq(customers.id, customer.id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // another identity took the mobile meanwhile: no identity is left half made
      await app.deps.database.db.delete(customers).where(eq(customers.id, customer.id));
      return mobileTaken();
    }
    const session = await createSession(
      app.deps.database.db,
      { customerId: customer.id, wechatType: input.wechatType, ttlDays: app.config.tokenTtlDays },
      app.deps.kv,
    );
    // as a login answers it: the token, and the session cookie that mirrors it (http/session-cookie.ts)
    setSessionCookie(reply, session.token, app.config);
    return { code: 0, msg: 'success', data: { token: session.token, customerId: customer.id, openid } };
  });
  registerLandingScenarios(app);
  registerSandboxFollow(app);
  await app.register(sandboxPayment);
  await app.register(sandboxTransfer);
  await app.register(sandboxGoods);
}
