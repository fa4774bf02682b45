import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * The shell's content pages (issue 18): one table of pages keyed by route name, rendered by one engine from a
 * list of blocks, and the learner's own comments (myComment).
 */

/** A link a block offers: a path of this site or an http(s) address (the page applies the redirect rules). */
const zHref = () => z.string().max(500);

export const ZContentBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    title: z.string(),
    subtitle: z.string(),
    badge: z.string().optional(),
    image: z.string().optional(),
  }),
  z.object({ type: z.literal('text'), heading: z.string().optional(), text: z.string() }),
  z.object({
    type: z.literal('steps'),
    heading: z.string(),
    items: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  z.object({
    type: z.literal('cards'),
    heading: z.string().optional(),
    items: z.array(
      z.object({
        title: z.string(),
        text: z.string(),
        tag: z.string().optional(),
        /** Price in cents (shown ¥x.xx). */
        priceCents: z.number().int().optional(),
        /** Epoch ms, shown as a Beijing date (news). */
        date: z.number().optional(),
        href: zHref().optional(),
      }),
    ),
  }),
  z.object({
    type: z.literal('links'),
    heading: z.string().optional(),
    items: z.array(z.object({ title: z.string(), text: z.string().optional(), href: zHref() })),
  }),
  z.object({ type: z.literal('cta'), label: z.string(), href: zHref() }),
  /** jumpadress: where to go (checked against the redirect rules on both sides) after delayMs. */
  z.object({ type: z.literal('redirect'), target: zHref(), delayMs: z.number().int().min(0).max(10_000) }),
  /**
   * msgToapplets / msgToAppletH5: the mini-program page the URL scheme opens. appId is the mini-program's;
   * wechatType names its secret (WECHAT_APP_SECRET_<wechatType>) for the real generatescheme call.
   */
  z.object({
    type: z.literal('applet'),
    appletName: z.string(),
    appId: z.string(),
    wechatType: z.number().int(),
    path: z.string(),
    envVersion: z.enum(['release', 'trial', 'develop']),
  }),
  /** preloadTemplate: images of the landing templates to warm the cache with. */
  z.object({ type: z.literal('preload'), images: z.array(z.string()).max(50) }),
]);
export type TContentBlock = z.infer<typeof ZContentBlock>;

export const ZContentBody = z.object({ blocks: z.array(ZContentBlock).max(40) });

export const contentPage = defineCall({
  name: 'contentPage',
  summary: 'A content page of the shell by its route name (appNews, screen-projector, productHome …)',
  path: '/app/api/v1/content/page',
  auth: 'optional',
  request: z.object({
    key: zText(40)
      .min(1)
      .regex(/^[A-Za-z0-9_-]+$/, '页面标识只能包含字母、数字、下划线和短横线'),
  }),
  response: z.object({ key: z.string(), title: z.string(), blocks: z.array(ZContentBlock) }),
});

export const ZMyComment = z.object({
  id: z.number(),
  /** A text comment, or a voice comment (commentVoice) played from `voiceUrl`. */
  kind: z.enum(['text', 'voice']),
  /** The text; empty for a voice comment. */
  content: z.string(),
  voiceUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  createdAt: z.number(),
  sectionId: z.number(),
  sectionTitle: z.string(),
  courseId: z.number(),
  courseTitle: z.string(),
});

export const myCommentList = defineCall({
  name: 'myCommentList',
  summary:
    'The learner’s own comments under lessons (text and voice, deleted voice ones left out), across courses, newest first',
  path: '/course/api/v1/voiceCourse/comment/mine',
  auth: 'required',
  request: z.object({
    pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(ZMyComment), total: z.number() }),
});
