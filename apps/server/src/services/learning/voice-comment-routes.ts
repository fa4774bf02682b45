import {
  commentVoiceDelete,
  commentVoiceInfo,
  commentVoiceList,
  commentVoicePublish,
} from '@course/contracts/learning-voice-comments';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerUploadCall, requireCustomer } from '../../http/register-call.ts';
import type { UploadStore } from '../../integrations/uploads/port.ts';
import {
  deleteVoiceComment,
  publishVoiceComment,
  voiceCommentInfo,
  voiceCommentsOf,
} from './voice-comments.ts';

/** commentVoice/*: a lesson's voice comments, publishing a recording (multipart) and deleting one's own. */
export function registerVoiceCommentRoutes(app: FastifyInstance, store: UploadStore): void {
  const deps = { store, log: app.log };
  registerCall(app, commentVoiceInfo, async (ctx) =>
    voiceCommentInfo(ctx.db, {
      sectionId: ctx.input.sectionId,
      customerId: ctx.customer?.customerId ?? null,
      now: ctx.now(),
    }),
  );
  registerCall(app, commentVoiceList, async (ctx) =>
    voiceCommentsOf(ctx.db, { ...ctx.input, customerId: ctx.customer?.customerId ?? null }),
  );
  registerUploadCall(app, commentVoicePublish, async (ctx) =>
    publishVoiceComment(ctx.db, deps, {
      sectionId: ctx.input.sectionId,
      customerId: requireCustomer(ctx).customerId,
      file: ctx.file,
      now: ctx.now(),
    }),
  );
  registerCall(app, commentVoiceDelete, async (ctx) =>
    deleteVoiceComment(ctx.db, deps, {
      commentId: ctx.input.commentId,
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  );
}
