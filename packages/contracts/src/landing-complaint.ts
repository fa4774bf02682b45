import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';
import { LandingCall } from './landing-calls.ts';

/** Complaints from the landing pages' 投诉 entry and the mini-program: reasons, submit, records, detail. */

export const COMPLAINT_STATUSES = ['submitted', 'processing', 'resolved'] as const;

export const ZComplaintReason = z.object({ id: z.string(), desc: z.string() });

export const ZComplaintSummary = z.object({
  id: z.number(),
  reasonDesc: z.string(),
  content: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.string(),
});

export const ZComplaintDetail = ZComplaintSummary.extend({
  reasonCode: z.string(),
  /** Masked (first 3 and last 4 digits). */
  mobile: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  ticket: z.string(),
});

export type TComplaintDetail = z.infer<typeof ZComplaintDetail>;

export const complaintReasons = defineCall({
  ...LandingCall.complaintReasons,
  summary: 'What a visitor can complain about',
  auth: 'none',
  request: z.object({}),
  response: z.array(ZComplaintReason),
});

export const complaintSave = defineCall({
  ...LandingCall.complaintSave,
  summary: 'Submit a complaint (signed in or not); answers its id and a ticket for the no-login detail page',
  auth: 'optional',
  request: z.object({
    reasonCode: zText(32).min(1),
    content: zText(500),
    mobile: zText(20).optional(),
    appId: zText(64).optional(),
    comFrom: zText(32).optional(),
    pageUrl: zText(500).optional(),
  }),
  response: z.object({ id: z.number(), ticket: z.string() }),
});

export const complaintRecords = defineCall({
  ...LandingCall.complaintRecords,
  summary: "The signed-in learner's complaints, newest first",
  auth: 'required',
  request: z.object({}),
  response: z.array(ZComplaintSummary),
});

export const complaintDetail = defineCall({
  ...LandingCall.complaintDetail,
  summary: 'One of the signed-in learner’s complaints',
  auth: 'required',
  request: z.object({ id: zId() }),
  response: ZComplaintDetail,
});

export const complaintDetailByTicket = defineCall({
  ...LandingCall.complaintDetailByTicket,
  summary: 'A complaint by the ticket its submitter got (no login)',
  auth: 'none',
  request: z.object({ ticket: zText(40).min(16) }),
  response: ZComplaintDetail,
});
