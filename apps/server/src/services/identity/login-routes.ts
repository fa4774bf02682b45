import {
  createLoginTicket,
  existingUserMobileLogin,
  getAppListByQueryForCourse,
  logout,
  teacherInfo,
  teacherLogin,
  weChatLogin,
  wechatConfigByType,
} from '@course/contracts/user-login';
import { RequestHeader } from '@course/domain/request-headers';
import { ResponseCode } from '@course/domain/response-codes';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teachers, wechatApps } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { resolveSession, revokeSession } from '../../http/session-store.ts';
import * as login from './login.ts';

export function registerLoginRoutes(app: FastifyInstance): void {
  const { db } = app.deps.database;

  registerCall(app, weChatLogin, async ({ body }) =>
    login.weChatLogin(app, { wechatType: Number(body.wechatType), code: body.code, ticket: body.ticket }),
  );

  registerCall(app, createLoginTicket, async (ctx) => ({
    ticket: await login.createLoginTicket(app, requireCustomer(ctx).customerId),
    expiresIn: login.LOGIN_TICKET_TTL_MS / 1000,
  }));

  registerCall(app, logout, async ({ request }) => ({
    revoked: await revokeSession(db, String(request.headers[RequestHeader.token.toLowerCase()] ?? '')),
  }));

  registerCall(app, existingUserMobileLogin, async ({ body }) =>
    login.mobileLogin(app, { wechatType: Number(body.wechatType), mobile: body.mobile, code: body.code }),
  );

  registerCall(app, teacherLogin, async ({ body }) => login.teacherLogin(app, body));

  registerCall(app, teacherInfo, async ({ request }) => {
    const header = request.headers[RequestHeader.teacherToken.toLowerCase()];
    const session = await resolveSession(db, Array.isArray(header) ? header[0] : header, 'teacher');
    if (typeof session !== 'object')
      throw new AppError(ResponseCode.badCredentials, login.LoginText.teacherExpired);
    const [row] = await db
      .select({ id: teachers.id, name: teachers.name, mobile: teachers.mobile })
      .from(teachers)
      .where(eq(teachers.customerId, session.customerId))
      .limit(1);
    if (!row) throw new AppError(ResponseCode.badCredentials, login.LoginText.teacherExpired);
    return row;
  });

  registerCall(app, wechatConfigByType, async ({ params }) => {
    const [row] = await db
      .select()
      .from(wechatApps)
      .where(eq(wechatApps.wechatType, Number(params.type)))
      .limit(1);
    if (!row) throw notFound('公众号配置');
    return {
      type: row.wechatType,
      appId: row.appId,
      name: row.name,
      qrcode: row.qrcodeUrl,
      authDomainFront: row.authDomainFront,
      authDomainBack: row.authDomainBack,
    };
  });

  /**
   * The accounts that may authorize: the one of the request's wechatType, plus those named in labelKeyList
   * (wechatTypes as strings). Each gets the authorization page as its 'front' URL and, when the account has a
   * back authorization domain, that domain's page as 'other'.
   */
  registerCall(app, getAppListByQueryForCourse, async ({ body }) => {
    const wanted = [Number(body.wechatType), ...(body.labelKeyList ?? []).map(Number)].filter(
      Number.isInteger,
    );
    const rows = await db.select().from(wechatApps).where(inArray(wechatApps.wechatType, wanted));
    rows.sort((a, b) => wanted.indexOf(a.wechatType) - wanted.indexOf(b.wechatType));
    const authorizeUrl = app.config.wechat.authorizeUrl;
    const authorizePath = new URL(authorizeUrl, 'http://x').pathname;
    return rows.map((row) => ({
      wechatType: row.wechatType,
      appId: row.appId,
      name: row.name,
      authUrlList: [
        { type: 'front' as const, url: authorizeUrl },
        ...(row.authDomainBack
          ? [{ type: 'other' as const, url: `${row.authDomainBack.replace(/\/$/, '')}${authorizePath}` }]
          : []),
      ],
    }));
  });
}
