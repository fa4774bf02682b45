import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';
import { ZGoodsCard } from './goods-retail.ts';

/** Prize exchange codes: checking a code and redeeming it for a prize. */

export const ZPrize = z.object({
  code: z.string(),
  goods: ZGoodsCard,
  /** The activity that gave the code out. */
  source: z.string(),
  expiresAt: z.string(),
});

export type TPrize = z.infer<typeof ZPrize>;

/** Exchange codes: 8 to 16 letters and digits, typed in any case, with spaces or hyphens (printed XXXX-XXXX). */
export const zPrizeCode = () =>
  z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9 -]{8,40}$/, '兑换码格式不正确');

/** The stored form of an exchange code: upper case, no spaces or hyphens. */
export const normalizePrizeCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

export const prizeCheck = defineCall({
  name: 'prizeCheck',
  summary: 'The prize behind an exchange code (refused when unknown, used or expired)',
  path: '/course/api/v1/gift/exchange/check',
  auth: 'required',
  request: z.object({ code: zPrizeCode() }),
  response: ZPrize,
});

export const prizeRedeem = defineCall({
  name: 'prizeRedeem',
  summary: 'Redeem an exchange code once: a zero-amount order of the prize that ships to the address',
  path: '/course/api/v1/gift/exchange/redeem',
  auth: 'required',
  request: z.object({ code: zPrizeCode(), addressId: zId() }),
  response: z.object({ orderNo: z.string() }),
});
