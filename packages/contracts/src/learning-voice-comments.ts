import { z } from 'zod';
import { ZPageRequest } from './catalogue-shared.ts';
import { defineCall, zId } from './define-call.ts';

/**
 * commentVoice (语音点评): voice comments on a lesson, recorded in the browser and uploaded. They are rows of the
 * lesson's comments (`section_comments`, kind `voice`), next to the text comments of `voiceCommentList`.
 * Durations, the daily limit and the texts are @course/domain/voice-comments.
 */

const BASE = '/course/api/v1/commentVoice';

/** The largest recording accepted: 60 s is about 0.5 MB of Opus or 1 MB of AAC; room for a plainer recorder. */
export const VOICE_COMMENT_MAX_BYTES = 5 * 1024 * 1024;

export const ZVoiceComment = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  /** Where the clip is played from (the upload store): AAC in M4A, whatever the phone recorded. */
  voiceUrl: z.string(),
  /** Whole seconds, at least 1. */
  durationSeconds: z.number().int(),
  createdAt: z.number(),
  isMine: z.boolean(),
});
export type TVoiceComment = z.infer<typeof ZVoiceComment>;

export const commentVoiceInfo = defineCall({
  name: 'commentVoiceInfo',
  summary:
    'The lesson of the voice comments page: titles, whether the learner may publish (owns the course) and why not, today’s count',
  path: `${BASE}/info`,
  auth: 'optional',
  request: z.object({ sectionId: zId() }),
  response: z.object({
    sectionId: z.number().int(),
    sectionTitle: z.string(),
    courseId: z.number().int(),
    courseTitle: z.string(),
    canPost: z.boolean(),
    /** Why the learner may not publish: not signed in, or not an owner of the course; null when they may. */
    blockedReason: z.enum(['sign-in', 'owners-only']).nullable(),
    blockedText: z.string().nullable(),
    postedToday: z.number().int(),
    dailyLimit: z.number().int(),
    minSeconds: z.number(),
    maxSeconds: z.number(),
  }),
});

export const commentVoiceList = defineCall({
  name: 'commentVoiceList',
  summary: 'The voice comments on a lesson, newest first, a page at a time (deleted ones left out)',
  path: `${BASE}/list`,
  auth: 'optional',
  request: z.object({ sectionId: zId(), ...ZPageRequest }),
  response: z.object({ list: z.array(ZVoiceComment), total: z.number().int() }),
});

export const commentVoicePublish = defineCall({
  name: 'commentVoicePublish',
  summary:
    'Publishes a recording (multipart: sectionId, fileMd5, the file under `voice`): checked by its content and duration, re-encoded, stored; owners only (2621), daily limit (2620), 2401 refused',
  path: `${BASE}/publish`,
  auth: 'required',
  upload: { field: 'voice', maxBytes: VOICE_COMMENT_MAX_BYTES },
  request: z.object({ sectionId: zId() }),
  response: ZVoiceComment,
});

export const commentVoiceDelete = defineCall({
  name: 'commentVoiceDelete',
  summary:
    'Deletes the learner’s own voice comment (soft delete, the clip removed from the store); 2622 for another’s',
  path: `${BASE}/delete`,
  auth: 'required',
  request: z.object({ commentId: zId() }),
  response: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});
