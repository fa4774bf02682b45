import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/** Verification codes by SMS (issue 3). Rules and texts: packages/domain/src/sms-rules.ts (same scenes). */
const SMS_SCENES = ['new', 'current', 'login'] as const;

export const smsSendNew = defineCall({
  name: 'smsSendNew',
  summary: 'Send a verification code to a mobile (scene new, current or login)',
  path: '/user/api/v1/sms/mobile/new',
  auth: 'optional',
  request: z.object({ mobile: zText(20).min(1), scene: z.enum(SMS_SCENES).default('new') }),
  response: z.object({ expiresIn: z.number(), resendIn: z.number() }),
});

export const smsVerify = defineCall({
  name: 'smsVerify',
  summary: 'Check a verification code without using it up (a wrong one counts as a try)',
  path: '/user/api/v1/sms/verify',
  auth: 'optional',
  request: z.object({
    mobile: zText(20).min(1),
    code: zText(12).min(1),
    scene: z.enum(SMS_SCENES).default('new'),
  }),
  response: z.object({ valid: z.boolean() }),
});
