import { z } from 'zod';
import { defineCall } from './define-call.ts';

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
