import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * Share setup and the follow check (spec 001 §7). `configure` signs the JS-SDK for a page URL: the server
 * takes the account of `type` (wechatType), its cached jsapi_ticket, and answers the `wx.config` fields.
 * `isSubscribe` answers the spec's "subscribe flag"; the page maps it with the spec's follow table.
 */

export const shareConfigure = defineCall({
  name: 'configure',
  summary: 'The JS-SDK signature (wx.config) for a page URL of the messaging-app account `type`',
  path: '/user/api/v1/configure/share',
  auth: 'optional',
  request: z.object({
    type: z.coerce.number().int().min(0).max(100_000),
    /** The page URL to sign (iOS: the first-entry URL); anything after '#' is dropped before signing. */
    url: zText(2000).regex(/^https?:\/\//, 'url 必须是 http(s) 地址'),
  }),
  response: z.object({
    appId: z.string(),
    timestamp: z.number().int(),
    noncestr: z.string(),
    signature: z.string(),
  }),
});

export const wechatIsSubscribe = defineCall({
  name: 'isSubscribe',
  summary: 'Whether the learner follows the official account of their messaging-app account',
  path: '/user/api/v1/wechat/isSubscribe',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    subscribe: z.boolean(),
    /** The official account the flag is about, for the follow prompt: its name and QR image ('' when none). */
    accountName: z.string(),
    qrcode: z.string(),
  }),
});
