import { chronicProgramme } from '@course/contracts/tools-chronic';
import {
  contentDetail,
  contentList,
  contentPostDetail,
  contentPostSave,
  contentPosts,
  contentReact,
  pictureMountList,
  pictureMountSave,
  pictureTemplates,
} from '@course/contracts/tools-content';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { createUploadStore } from '../../integrations/uploads/create-store.ts';
import { chronicProgrammeOf } from './chronic.ts';
import { contentDetailOf, contentListOf, reactToContent } from './content-library.ts';
import { mountedPicturesOf, pictureTemplatesOf, saveMountedPicture } from './content-pictures.ts';
import { contentPostDetailOf, contentPostsOf, saveContentPost } from './content-posts.ts';

/** The content half of the tools: the chronic-disease programme, the content library, notes, questions, pictures. */
export function registerContentRoutes(app: FastifyInstance): void {
  const store = createUploadStore(app.config);
  registerCall(app, chronicProgramme, async (ctx) =>
    chronicProgrammeOf(ctx.db, requireCustomer(ctx).customerId),
  );
  registerCall(app, contentList, async (ctx) =>
    contentListOf(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, contentDetail, async (ctx) =>
    contentDetailOf(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, contentReact, async (ctx) =>
    reactToContent(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, contentPostSave, async (ctx) =>
    saveContentPost(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, contentPosts, async (ctx) =>
    contentPostsOf(ctx.db, requireCustomer(ctx).customerId, ctx.input),
  );
  registerCall(app, contentPostDetail, async (ctx) =>
    contentPostDetailOf(ctx.db, requireCustomer(ctx).customerId, ctx.input.postId),
  );
  registerCall(app, pictureMountSave, async (ctx) =>
    saveMountedPicture(ctx.db, store, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, pictureTemplates, async (ctx) =>
    pictureTemplatesOf(ctx.db, requireCustomer(ctx).customerId, ctx.now()),
  );
  registerCall(app, pictureMountList, async (ctx) =>
    mountedPicturesOf(ctx.db, requireCustomer(ctx).customerId),
  );
}
