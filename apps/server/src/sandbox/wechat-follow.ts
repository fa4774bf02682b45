import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customers, wechatApps } from '../db/schema/index.ts';
import { setSandboxFollow } from '../integrations/wechat-mp/sandbox.ts';

/**
 * The sandbox identity's follow flag (wechat/isSubscribe in sandbox mode): `POST /sandbox/api/follow`
 * `{ customerId, subscribed }` says whether that learner's identity follows their account's official account.
 */
export function registerSandboxFollow(app: FastifyInstance): void {
  const ZFollow = z.object({ customerId: z.number().int().positive(), subscribed: z.boolean() });
  app.post('/sandbox/api/follow', async (request, reply) => {
    const parsed = ZFollow.safeParse(request.body ?? {});
    if (!parsed.success) return reply.send({ code: 1001, msg: '参数错误', data: null });
    const db = app.deps.database.db;
    const [row] = await db
      .select({ openid: customers.openid, appId: wechatApps.appId })
      .from(customers)
      .innerJoin(wechatApps, eq(wechatApps.wechatType, customers.wechatType))
      .where(eq(customers.id, parsed.data.customerId));
    if (!row) return reply.send({ code: 1005, msg: '用户不存在', data: null });
    await setSandboxFollow(db, { appId: row.appId, openid: row.openid, subscribed: parsed.data.subscribed });
    return { code: 0, msg: 'success', data: { subscribed: parsed.data.subscribed } };
  });
}
