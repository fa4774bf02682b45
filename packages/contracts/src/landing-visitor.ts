import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/** Blacklist and super-fan calls of the putin service (issue 3). */

export const checkBlackUser = defineCall({
  name: 'checkBlackUser',
  summary: 'Whether the signed-in learner (or this device model) is blacklisted',
  path: 'putin/api/v1/login/checkBlackUser',
  auth: 'required',
  request: z.object({ osName: zText(20), phoneModel: zText(100) }),
  response: z.object({ isBlackUser: z.boolean() }),
});

/** The spec's super-fan short-parameter resolution (path not shown; ours). */
export const resolveSuperFansParam = defineCall({
  name: 'resolveSuperFansParam',
  summary: "A super-fan link's real parameters from its short id",
  path: '/putin/api/v1/superFans/shortParam',
  auth: 'optional',
  request: z.object({
    shortParamId: zText(64).min(1),
    corpId: zText(64).optional(),
    phoneCode: zText(64).optional(),
    SuperFansLinkType: z.coerce.number().int().min(1).max(9),
  }),
  response: z.object({
    /** The real query of the link, as a URL query string ('channel=1&subChannel=2'). */
    param: z.string(),
    inventAdditionId: z.string(),
    mobileEncrypt: z.string(),
  }),
});
