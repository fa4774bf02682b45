import { z } from 'zod';
import { ZUploadRequest, ZUploadTarget } from './contests-entry.ts';
import { defineCall } from './define-call.ts';

/**
 * `/imgCheck/imgCheck` (issue 16): the content check of an image a learner uploads (spring couplets, the
 * calligraphy contest). `start` gives a signed PUT address; `finish` checks the stored file's real type and
 * size and asks the moderation service; a refused image is deleted and answered 2401 (type, size) or 2402
 * (moderation).
 */
export const imgCheck = defineCall({
  name: 'imgCheck',
  summary: 'Image upload with the content check: signed address (start), type, size and moderation (finish)',
  path: '/imgCheck/imgCheck',
  auth: 'required',
  request: ZUploadRequest,
  response: z.object({
    target: ZUploadTarget.nullable(),
    pass: z.boolean(),
    url: z.string().nullable(),
  }),
});
