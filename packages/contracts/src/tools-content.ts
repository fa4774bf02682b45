import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * The content tools (issue 19, content half): one resource library behind the video tools (treasureChest,
 * videoToolHome, hotList, resourceDetail …) and the content families (golden sentences, class notices, the brand
 * book, course plans, benefits, treasure). Likes, favourites and benefit claims count once per learner; notes
 * (private) and questions (public, answered by a teacher) are tied to one item; pictureMounting saves the
 * picture a learner framed on the phone.
 */

export const ZContentFamily = z.enum([
  'video',
  'sentence',
  'notice',
  'brand',
  'plan',
  'benefit',
  'treasure',
  'expansion',
]);
export const ZContentMedia = z.enum(['video', 'audio', 'none']);

export const ZContentCard = z.object({
  id: z.number().int(),
  family: ZContentFamily,
  category: z.string(),
  categoryName: z.string(),
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  mediaKind: ZContentMedia,
  durationSec: z.number().int(),
  author: z.string(),
  /** Seeded views plus likes and favourites of learners. */
  views: z.number().int(),
  likes: z.number().int(),
  /** Epoch ms. */
  publishedAt: z.number(),
});
export type TContentCard = z.infer<typeof ZContentCard>;

export const contentList = defineCall({
  name: 'contentList',
  summary: 'Items of one content family, by category, newest / in order / hottest first, a page at a time',
  path: '/course-market/api/v1/tools/content/list',
  auth: 'required',
  request: z.object({
    family: ZContentFamily,
    category: zText(20).optional(),
    sort: z.enum(['default', 'hot', 'new']).default('default'),
    /** Only the items this learner marked as favourite. */
    favorites: z.boolean().optional(),
    pageNum: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({
    list: z.array(ZContentCard),
    total: z.number().int(),
    /** The family's categories that have items, in order, with how many. */
    categories: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  }),
});

const ZReactionState = z.object({
  liked: z.boolean(),
  favorited: z.boolean(),
  claimed: z.boolean(),
  likes: z.number().int(),
  favorites: z.number().int(),
  claims: z.number().int(),
});

export const contentDetail = defineCall({
  name: 'contentDetail',
  summary:
    'One item (by id, or the first of a family / category) with its body, facts and this learner’s marks',
  path: '/course-market/api/v1/tools/content/detail',
  auth: 'required',
  request: z.object({
    id: zId().optional(),
    family: ZContentFamily.optional(),
    category: zText(20).optional(),
  }),
  response: z.object({
    item: ZContentCard.extend({
      body: z.string(),
      mediaUrl: z.string().nullable(),
      facts: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
    reactions: ZReactionState,
    /** Up to four other items of the same family. */
    related: z.array(ZContentCard),
    questionCount: z.number().int(),
  }),
});

export const contentReact = defineCall({
  name: 'contentReact',
  summary: 'Like / favourite (on or off) an item, or claim a benefit (once); counted once per learner',
  path: '/course-market/api/v1/tools/content/react',
  auth: 'required',
  request: z.object({
    id: zId(),
    kind: z.enum(['like', 'favorite', 'claim']),
    on: z.boolean(),
  }),
  response: ZReactionState,
});

export const ZContentPost = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemTitle: z.string(),
  kind: z.enum(['note', 'question']),
  text: z.string(),
  /** Who asked (a question); the learner's own nickname or the seeded name. */
  askerName: z.string(),
  mine: z.boolean(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TContentPost = z.infer<typeof ZContentPost>;

export const contentPostSave = defineCall({
  name: 'contentPostSave',
  summary: 'Save a note on an item (new, or edit one of mine with postId) or ask a question on it',
  path: '/course-market/api/v1/tools/content/post/save',
  auth: 'required',
  request: z.object({
    itemId: zId(),
    kind: z.enum(['note', 'question']),
    text: zText(500),
    postId: zId().optional(),
  }),
  response: ZContentPost,
});

export const contentPosts = defineCall({
  name: 'contentPosts',
  summary: 'My notes (all, or on one item) or the questions on one item, newest first',
  path: '/course-market/api/v1/tools/content/post/list',
  auth: 'required',
  request: z.object({ kind: z.enum(['note', 'question']), itemId: zId().optional() }),
  response: z.object({ list: z.array(ZContentPost) }),
});

export const contentPostDetail = defineCall({
  name: 'contentPostDetail',
  summary: 'One question (anyone’s) or one of my notes, with its item',
  path: '/course-market/api/v1/tools/content/post/detail',
  auth: 'required',
  request: z.object({ postId: zId() }),
  response: z.object({ post: ZContentPost, item: ZContentCard }),
});

const zColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * The picture frame a template offers (pictureMounting draws it on the phone): colours of the outer border, the
 * mat and the caption, the border's line, the default caption, and the layout — `mat` (a picture window on a
 * mat inside a border) or `polaroid` (a white print with a wide bottom margin for the caption).
 */
export const ZPictureFrame = z.object({
  layout: z.enum(['mat', 'polaroid']),
  outer: zColour,
  inner: zColour,
  line: zColour,
  text: zColour,
  caption: z.string().min(1).max(12),
});
export type TPictureFrame = z.infer<typeof ZPictureFrame>;

export const ZPictureTemplate = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  frame: ZPictureFrame,
});
export type TPictureTemplate = z.infer<typeof ZPictureTemplate>;

export const pictureTemplates = defineCall({
  name: 'pictureTemplates',
  summary: 'The templates with a picture frame (the ones videoMountingDetail shows), in their order',
  path: '/course-market/api/v1/tools/picture/templates',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(ZPictureTemplate) }),
});

/** The composited picture as a JPEG or PNG data URL, within the request size limit (256 KB). */
export const PICTURE_DATA_URL_MAX = 240_000;

export const pictureMountSave = defineCall({
  name: 'pictureMountSave',
  summary: 'Store the picture a learner mounted in a frame (the composited JPEG/PNG) in the upload store',
  path: '/course-market/api/v1/tools/picture/save',
  auth: 'required',
  /** templateId: one of pictureTemplates (1005 otherwise, 2551 when taken down). */
  request: z.object({ templateId: zId(), image: zText(PICTURE_DATA_URL_MAX) }),
  response: z.object({ id: z.number().int(), imageUrl: z.string(), createdAt: z.number() }),
});

export const pictureMountList = defineCall({
  name: 'pictureMountList',
  summary: 'The pictures this learner mounted and saved, newest first',
  path: '/course-market/api/v1/tools/picture/list',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        /** The code of the template whose frame it was made in. */
        frameCode: z.string(),
        imageUrl: z.string(),
        createdAt: z.number(),
      }),
    ),
  }),
});
