import {
  createLoginTicket,
  existingUserMobileLogin,
  getAppListByQueryForCourse,
  logout,
  teacherInfo,
  teacherLogin,
  weChatLogin,
  wechatConfigByType,
} from '@course/contracts/identity-login';
import { RequestHeader } from '@course/domain/request-headers';
import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { resolveSession, revokeSession } from '../../http/session-store.ts';
import * as login from './login.ts';
import { authorizingApps, teacherOf, wechatAppConfig } from './wechat-apps.ts';

/** Login: the messaging-app authorization, login tickets, mobile login, logout, teacher login, accounts. */
export function registerLoginRoutes(app: FastifyInstance): void {
  // Every token issued here is mirrored in the session cookie (http/session-cookie.ts).
  registerCall(app, weChatLogin, async ({ body, reply }) => {
    const answer = await login.weChatLogin(app, {
      wechatType: Number(body.wechatType),
      code: body.code,
      ticket: body.ticket,
    });
    setSessionCookie(reply, answer.token, app.config);
    return answer;
  });

  registerCall(app, createLoginTicket, async (ctx) => ({
    ticket: await login.createLoginTicket(app, requireCustomer(ctx).customerId),
    expiresIn: login.LOGIN_TICKET_TTL_MS / 1000,
  }));

  registerCall(app, logout, async ({ request, reply, db }) => {
    const revoked = await revokeSession(
      db,
      app.deps.kv,
      String(request.headers[RequestHeader.token.toLowerCase()] ?? ''),
    );
    clearSessionCookie(reply, app.config);
    return { revoked };
  });

  registerCall(app, existingUserMobileLogin, async ({ body, reply }) => {
    const answer = await login.mobileLogin(app, {
      wechatType: Number(body.wechatType),
      mobile: body.mobile,
      code: body.code,
    });
    setSessionCookie(reply, answer.token, app.config);
    return answer;
  });

  registerCall(app, teacherLogin, async ({ body }) => login.teacherLogin(app, body));

  registerCall(app, teacherInfo, async ({ request, db }) => {
    const header = request.headers[RequestHeader.teacherToken.toLowerCase()];
    const session = await resolveSession(
      db,
      Array.isArray(header) ? header[0] : header,
      'teacher',
      app.deps.kv,
    );
    if (typeof session !== 'object')
      throw new AppError(ResponseCode.badCredentials, login.LoginText.teacherExpired);
    const row = await teacherOf(db, session.customerId);
    if (!row) throw new AppError(ResponseCode.badCredentials, login.LoginText.teacherExpired);
    return row;
  });

  registerCall(app, wechatConfigByType, async ({ params, db }) => wechatAppConfig(db, Number(params.type)));

  /** The accounts that may authorize: the one of the request's wechatType, plus those named in labelKeyList. */
  registerCall(app, getAppListByQueryForCourse, async ({ body, db }) => {
    const wanted = [Number(body.wechatType), ...(body.labelKeyList ?? []).map(Number)].filter(
      Number.isInteger,
    );
    return authorizingApps(db, wanted, app.config.wechat.authorizeUrl);
  });
}
