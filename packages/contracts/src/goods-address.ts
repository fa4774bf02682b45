import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/** The learner's address book (physical goods are shipped to it). */

export const ZAddressSnapshot = z.object({
  receiver: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});

export const ZAddress = ZAddressSnapshot.extend({ id: z.number(), isDefault: z.boolean() });

export type TAddress = z.infer<typeof ZAddress>;

/** The same rules as packages/domain/address-rules.ts (the form's), with its messages. */
export const ZAddressInput = z.object({
  receiver: z.string().trim().min(1, '请填写收货人（1-20个字）').max(20, '请填写收货人（1-20个字）'),
  mobile: z.string().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'),
  province: zText(20).min(1, '请选择所在地区'),
  city: zText(20).min(1, '请选择所在地区'),
  district: zText(20).min(1, '请选择所在地区'),
  detail: z.string().trim().min(5, '请填写详细地址（5-120个字）').max(120, '请填写详细地址（5-120个字）'),
  isDefault: z.boolean().optional(),
});

export const addressGet = defineCall({
  name: 'addressGet',
  summary: 'The learner’s delivery addresses, the default first',
  path: '/course/api/v1/user/address/get',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(ZAddress), defaultId: z.number().nullable() }),
});

export const addressCreate = defineCall({
  name: 'addressCreate',
  summary: 'Add a delivery address',
  path: '/course/api/v1/user/address/create',
  auth: 'required',
  request: ZAddressInput,
  response: ZAddress,
});

export const addressUpdate = defineCall({
  name: 'addressUpdate',
  summary: 'Change, make default or delete a delivery address',
  path: '/course/api/v1/user/address/update',
  auth: 'required',
  request: ZAddressInput.partial().extend({ id: zId(), deleted: z.boolean().optional() }),
  response: ZAddress.nullable(),
});
