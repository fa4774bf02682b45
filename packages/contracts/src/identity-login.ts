import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/** Messaging-app login and the configuration the authorization flow needs (issue 3). */

export const ZLoginResult = z.object({
  token: z.string(),
  /** '1' when the messaging app answered for a snapshot-page visitor (virtual openid), '0' otherwise. */
  snapshotuser: z.string(),
  /** 1 when this login created the account. */
  newuser: z.number().int(),
});

export type TLoginResult = z.infer<typeof ZLoginResult>;

/**
 * The spec's weChatLogin: the page's URL parameters plus sysCode '1003', wechatType and linkUrl; the
 * super-fan flow adds shortParamId, corpId and phoneCode. `code` comes from the messaging app's
 * authorization, `ticket` from a signed-in context handing its session over (see createLoginTicket).
 */
export const weChatLogin = defineCall({
  name: 'weChatLogin',
  summary: 'Sign in with a messaging-app authorization code (or a login ticket)',
  path: 'user/api/v1/login/weChatLogin',
  auth: 'none',
  request: z.object({
    code: zText(128).optional(),
    ticket: zText(128).optional(),
    state: zText(128).optional(),
    sysCode: z.literal('1003'),
    linkUrl: zText(2000),
    shortParamId: zText(64).optional(),
    corpId: zText(64).optional(),
    phoneCode: zText(64).optional(),
  }),
  response: ZLoginResult,
  acceptsExtraFields: true,
});

/** A one-use login ticket (5 minutes) for handing the current session to another page context. */
export const createLoginTicket = defineCall({
  name: 'createLoginTicket',
  summary: 'A one-use, 5-minute login ticket for the signed-in learner',
  path: '/user/api/v1/login/createTicket',
  auth: 'required',
  request: z.object({}),
  response: z.object({ ticket: z.string(), expiresIn: z.number() }),
});

export const logout = defineCall({
  name: 'logout',
  summary: 'Revoke the token of this request',
  path: '/user/api/v1/login/logout',
  auth: 'required',
  request: z.object({}),
  response: z.object({ revoked: z.boolean() }),
});

/** Sign in with a mobile and an SMS code (scene 'login'): login, orderLogin, ycdSignIn outside the messaging app. */
export const existingUserMobileLogin = defineCall({
  name: 'existingUserMobileLogin',
  summary: 'Sign in an existing learner by mobile and SMS code',
  path: '/user/api/v1/login/existingUserMobileLogin',
  auth: 'none',
  request: z.object({ mobile: zText(20).min(1), code: zText(12).min(1) }),
  response: ZLoginResult,
});

export const ZWechatConfig = z.object({
  type: z.number(),
  appId: z.string(),
  name: z.string(),
  qrcode: z.string(),
  authDomainFront: z.string(),
  authDomainBack: z.string(),
});

export const wechatConfigByType = defineCall({
  name: 'wechatConfigByType',
  summary: 'The messaging-app account of a wechatType: app id, name, QR code, authorization domains',
  path: '/user/api/v1/configure/wechatConfigByType/:type',
  auth: 'none',
  params: z.object({ type: z.coerce.number().int().min(0).max(99_999) }),
  request: z.object({ putinOneId: zText(64).optional(), chainType: zText(32).optional() }),
  response: ZWechatConfig,
});

export const ZAuthUrl = z.object({ type: z.enum(['front', 'other']), url: z.string() });

export const ZAuthApp = z.object({
  wechatType: z.number(),
  appId: z.string(),
  name: z.string(),
  authUrlList: z.array(ZAuthUrl),
});

export type TAuthApp = z.infer<typeof ZAuthApp>;

export const getAppListByQueryForCourse = defineCall({
  name: 'getAppListByQueryForCourse',
  summary: 'The messaging-app accounts that may authorize this page, with their authorization URLs',
  path: '/user/api/v1/wechatAuthorize/getAppListByQueryForCourse',
  auth: 'none',
  request: z.object({
    labelStr: zText(64),
    labelKeyList: z.array(zText(32)).max(20).optional(),
  }),
  response: z.array(ZAuthApp),
});

export const teacherLogin = defineCall({
  name: 'teacherLogin',
  summary: 'Teacher sign-in by mobile and password; the token goes in the teacherToken header',
  path: '/user/api/v1/login/teacherLogin',
  auth: 'none',
  request: z.object({ mobile: zText(20).min(1), password: zText(64).min(1) }),
  response: z.object({ teacherToken: z.string(), name: z.string() }),
});

export const teacherInfo = defineCall({
  name: 'teacherInfo',
  summary: 'The teacher signed in by the teacherToken header',
  path: '/user/api/v1/teacher/info',
  auth: 'none',
  request: z.object({}),
  response: z.object({ id: z.number(), name: z.string(), mobile: z.string() }),
});
