import { imgCheck } from '@course/contracts/contests-content';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { finishUpload, IMAGE_LIMITS, moderatedImage, startUpload, type UploadDeps } from './uploads.ts';

/** `/imgCheck/imgCheck`: an image upload with its content check (type by content, size, moderation). */
export function registerContentRoutes(app: FastifyInstance, uploads: UploadDeps): void {
  registerCall(app, imgCheck, async (ctx) => {
    const customerId = requireCustomer(ctx).customerId;
    const now = ctx.now();
    if (ctx.input.step === 'start') {
      const target = await startUpload(ctx.db, uploads, {
        customerId,
        contestId: null,
        purpose: 'image-check',
        limits: IMAGE_LIMITS,
        contentType: ctx.input.contentType,
        size: ctx.input.size,
        now,
      });
      return { target, pass: false, url: null };
    }
    const file = await finishUpload(ctx.db, uploads, {
      customerId,
      contestId: null,
      uploadKey: ctx.input.uploadKey,
      limits: IMAGE_LIMITS,
      now,
      extraCheck: moderatedImage(uploads.moderation),
    });
    return { target: null, pass: true, url: file.url };
  });
}
