import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

export const ZUserInfo = z.object({
  id: z.number(),
  mobile: z.string().nullable(),
  learnNumber: z.string().nullable(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export type TUserInfo = z.infer<typeof ZUserInfo>;

export const loginCustomer = defineCall({
  name: 'loginCustomer',
  summary: 'The signed-in learner (id, mobile, learnNumber, nickname, avatar)',
  path: '/user/api/v1/login/customer',
  auth: 'required',
  request: z.object({}),
  response: ZUserInfo,
});

const zMobile = () => zText(20).min(1);

const zCode = () => zText(12).min(1);

/** Bind a mobile to the signed-in learner who has none (the register page), proven by an SMS code (scene new). */
export const register = defineCall({
  name: 'register',
  summary: 'Register: bind a verified mobile to the signed-in learner',
  method: 'PUT',
  path: '/user/api/v1/login/register/2',
  auth: 'required',
  request: z.object({ mobile: zMobile(), code: zCode() }),
  response: ZUserInfo,
});

/** The same binding from the native app's page (appBindMobile). */
export const mobileBind = defineCall({
  name: 'mobileBind',
  summary: 'Bind a verified mobile to an account that has none',
  path: '/user/api/v1/mobileBind',
  auth: 'required',
  request: z.object({ mobile: zMobile(), code: zCode() }),
  response: ZUserInfo,
});

/** Change the bound mobile: a code sent to the current one (scene current) and one sent to the new one (scene new). */
export const mobileChangeBind = defineCall({
  name: 'mobileChangeBind',
  summary: 'Change the bound mobile, proven by codes sent to the current and to the new mobile',
  path: '/user/api/v1/mobileChangeBind',
  auth: 'required',
  request: z.object({ oldCode: zCode(), mobile: zMobile(), code: zCode() }),
  response: ZUserInfo,
});

export const closeAccount = defineCall({
  name: 'closeAccount',
  summary: 'Close the account (code sent to the bound mobile, scene current); every token is revoked',
  path: '/user/api/v1/user/closeAccount',
  auth: 'required',
  request: z.object({ code: zCode(), reason: zText(100).min(1) }),
  response: z.object({ closed: z.boolean() }),
});

export const ZPersonInfo = z.object({
  id: z.number(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  mobile: z.string().nullable(),
  learnNumber: z.string().nullable(),
  realName: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  birthday: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
});

export type TPersonInfo = z.infer<typeof ZPersonInfo>;

export const personInfo = defineCall({
  name: 'personInfo',
  summary: "The signed-in learner's personal information",
  path: '/user/api/v1/personInfo',
  auth: 'required',
  request: z.object({}),
  response: ZPersonInfo,
});

export const fillPersonInfo = defineCall({
  name: 'fillPersonInfo',
  summary: "Save the signed-in learner's personal information (fields left out stay as they are)",
  path: '/user/api/v1/login/fillPersonInfo',
  auth: 'required',
  request: z.object({
    nickname: zText(20).min(1).optional(),
    realName: zText(20).min(2).optional(),
    gender: z.enum(['male', 'female']).optional(),
    birthday: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    province: zText(20).optional(),
    city: zText(20).optional(),
  }),
  response: ZPersonInfo,
});
