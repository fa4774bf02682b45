import { z } from 'zod';
import { ZContestView, zActivityCode } from './contests-activity.ts';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * The contest's voice/ and video/ groups (issue 16): the same eight calls for audio contests (memory, apac)
 * and video contests (shortVideo), built by one factory with the group in the name and path
 * (`voice/getHome` → `/activity/api/v1/voice/getHome`), so the web cache keeps the two apart.
 */

const BASE = '/activity/api/v1';

export const ZEntry = z.object({
  entryId: z.number().int(),
  /** 参赛编号, shown on the vote pages. */
  entryNo: z.string(),
  realName: z.string(),
  nickname: z.string(),
  /** Empty when the learner has none (the page shows the name's first character). */
  avatarUrl: z.string(),
  region: z.string().nullable(),
  status: z.enum(['applied', 'submitted', 'approved', 'rejected']),
  mediaUrl: z.string().nullable(),
  mediaType: z.string().nullable(),
  /** Video entries: the poster frame shown before playing. */
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  voteCount: z.number().int(),
  /** Why an operator rejected the entry; null unless rejected. */
  reviewReason: z.string().nullable(),
  /** 1-based place by votes (ties by earlier entry); null before the entry is submitted. */
  rank: z.number().int().nullable(),
});
export type Entry = z.infer<typeof ZEntry>;

export const ZUploadTarget = z.object({
  key: z.string(),
  method: z.literal('PUT'),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.number(),
});

/** `start` asks for a signed address for `size` bytes of `contentType`; `finish` checks what was stored there. */
export const ZUploadRequest = z.object({
  step: z.enum(['start', 'finish']),
  contentType: z
    .string()
    .regex(/^[a-z]+\/[a-z0-9.+-]{1,60}$/)
    .optional(),
  size: z
    .number()
    .int()
    .min(1)
    .max(200 * 1024 * 1024)
    .optional(),
  uploadKey: zText(200).optional(),
});

function familyCalls<G extends 'voice' | 'video'>(group: G) {
  const path = (call: string) => `${BASE}/${group}/${call}`;
  return {
    getHome: defineCall({
      name: `${group}/getHome`,
      summary: 'The contest with the learner’s entry and the top three',
      path: path('getHome'),
      auth: 'optional',
      request: z.object({ activityCode: zActivityCode() }),
      response: z.object({
        activity: ZContestView,
        myEntry: ZEntry.nullable(),
        entryCount: z.number().int(),
        voteTotal: z.number().int(),
        top: z.array(ZEntry),
      }),
    }),
    apply: defineCall({
      name: `${group}/apply`,
      summary: 'Applies to the contest: one entry per learner; 1009 when not eligible, closed or applied',
      path: path('apply'),
      auth: 'required',
      request: z.object({
        activityCode: zActivityCode(),
        realName: z.string().trim().min(2).max(20),
        region: zText(40).optional(),
        /**
         * apacInviteApply: the entry of the contestant whose share link brought the learner (the link's
         * `inviter`). Recorded when it is an entry of this contest; an unknown one is ignored (the friend still
         * applies).
         */
        inviterEntryId: zId().optional(),
      }),
      response: ZEntry,
    }),
    smsSend: defineCall({
      name: `${group}/smsSend`,
      summary: 'Sends the vote code to the voter’s bound mobile (contests whose votes need SMS)',
      path: path('smsSend'),
      auth: 'required',
      request: z.object({ activityCode: zActivityCode() }),
      response: z.object({ sent: z.boolean(), mobileMasked: z.string(), cooldownSeconds: z.number().int() }),
    }),
    upload: defineCall({
      name: `${group}/upload`,
      summary:
        'The entry’s file: a signed PUT address (start), then the content check (finish); 2401 refused',
      path: path('upload'),
      auth: 'required',
      request: ZUploadRequest.extend({ activityCode: zActivityCode() }),
      response: z.object({ target: ZUploadTarget.nullable(), entry: ZEntry.nullable() }),
    }),
    getRank: defineCall({
      name: `${group}/getRank`,
      summary: 'Entries by votes, paged, with the learner’s own place',
      path: path('getRank'),
      auth: 'optional',
      request: z.object({
        activityCode: zActivityCode(),
        pageNum: z.number().int().min(1).max(10_000),
        pageSize: z.number().int().min(1).max(50),
      }),
      response: z.object({ list: z.array(ZEntry), total: z.number().int(), myEntry: ZEntry.nullable() }),
    }),
    vote: defineCall({
      name: `${group}/vote`,
      summary: 'One vote for an entry; 2403 over the daily limits, 1009 outside the vote stage',
      path: path('vote'),
      auth: 'required',
      request: z.object({
        activityCode: zActivityCode(),
        entryId: zId(),
        smsCode: z
          .string()
          .regex(/^\d{6}$/)
          .optional(),
      }),
      response: z.object({
        entryId: z.number().int(),
        voteCount: z.number().int(),
        votesLeftToday: z.number().int(),
        votesLeftForEntryToday: z.number().int(),
      }),
    }),
    getVoteForMe: defineCall({
      name: `${group}/getVoteForMe`,
      summary: 'One entry for its vote page, with what the signed-in voter has left today',
      path: path('getVoteForMe'),
      auth: 'optional',
      request: z.object({ activityCode: zActivityCode(), entryId: zId() }),
      response: z.object({
        activity: ZContestView,
        entry: ZEntry,
        isMine: z.boolean(),
        votesLeftToday: z.number().int().nullable(),
        votesLeftForEntryToday: z.number().int().nullable(),
      }),
    }),
    getInvitees: defineCall({
      name: `${group}/getInvitees`,
      summary: 'apacInvite: the friends who applied through the contestant’s invitation, newest first',
      path: path('getInvitees'),
      auth: 'required',
      request: z.object({ activityCode: zActivityCode() }),
      response: z.object({
        /** The learner's own entry, which their share link names; null before they apply (nothing to share). */
        inviterEntryId: z.number().int().nullable(),
        count: z.number().int(),
        /** At most 100, newest first. */
        list: z.array(
          z.object({
            entryNo: z.string(),
            nickname: z.string(),
            avatarUrl: z.string(),
            status: ZEntry.shape.status,
            /** When the friend applied (ms since the epoch; shown in Beijing time). */
            appliedAt: z.number().int(),
          }),
        ),
      }),
    }),
    getTeacherQrcode: defineCall({
      name: `${group}/getTeacherQrcode`,
      summary: 'The contest teacher’s contact QR for contestants',
      path: path('getTeacherQrcode'),
      auth: 'required',
      request: z.object({ activityCode: zActivityCode() }),
      response: z.object({ teacherName: z.string(), qrcodeUrl: z.string(), tip: z.string() }),
    }),
    getCertificate: defineCall({
      name: `${group}/getCertificate`,
      summary:
        'The contestant’s certificate once results are out: the award and a signed link to the PDF, or why not yet',
      path: path('getCertificate'),
      auth: 'required',
      request: z.object({ activityCode: zActivityCode() }),
      response: z.object({
        available: z.boolean(),
        /** Why there is no certificate yet, in a learner's words; null when available. */
        reason: z.string().nullable(),
        realName: z.string().nullable(),
        rank: z.number().int().nullable(),
        award: z.string().nullable(),
        /** The PDF, a link signed for this entry (a browser download sends no token). */
        url: z.string().nullable(),
      }),
    }),
  };
}

export const voiceCalls = familyCalls('voice');
export const videoCalls = familyCalls('video');
export type FamilyCalls = typeof voiceCalls;
export const CONTEST_FAMILY_CALLS = [voiceCalls, videoCalls] as const;
