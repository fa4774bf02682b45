import { z } from 'zod';
import { zId } from './define-call.ts';

/** Shapes of the catalogue that the catalogue, learning and orders calls share. Times are milliseconds since the epoch. */

export const SECTION_KIND_VALUES = ['audio', 'video', 'text'] as const;

export const ZPageRequest = {
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};

export const zCourseId = () => zId();

export const ZOffer = z.object({ priceCents: z.number(), endsAt: z.number() });

/** A price under the price rule (packages/domain/src/price-rule.ts): what one unit costs this learner now. */
export const ZPriceQuote = z.object({
  unitPriceCents: z.number(),
  listPriceCents: z.number(),
  struckPriceCents: z.number().nullable(),
  discountCents: z.number(),
  source: z.enum(['list', 'offer', 'member', 'package', 'free']),
  label: z.string().nullable(),
  offerEndsAt: z.number().nullable(),
});

export type TPriceQuote = z.infer<typeof ZPriceQuote>;

/** A course as a card in lists. */
export const ZCourseCard = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  subject: z.string(),
  subjectName: z.string(),
  teacherName: z.string(),
  teacherAvatarUrl: z.string(),
  priceCents: z.number(),
  originalPriceCents: z.number().nullable(),
  isZeroYuan: z.boolean(),
  sectionCount: z.number(),
  learnerCount: z.number(),
  offer: ZOffer.nullable(),
});

export type TCourseCard = z.infer<typeof ZCourseCard>;

/** A section in a catalogue, with the learner's progress and whether it is open for them. */
export const ZSectionItem = z.object({
  id: z.number(),
  chapterId: z.number(),
  courseId: z.number(),
  title: z.string(),
  kind: z.enum(SECTION_KIND_VALUES),
  durationSec: z.number(),
  isTrial: z.boolean(),
  sort: z.number(),
  isLearned: z.boolean(),
  percent: z.number(),
  locked: z.boolean(),
});

export type TSectionItem = z.infer<typeof ZSectionItem>;

export const ZChapterItem = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  sort: z.number(),
  locked: z.boolean(),
  /** The toast text when it cannot be opened (该章节还未解锁, 您还未购买课程 ...). */
  lockMessage: z.string().nullable(),
  unlocksAt: z.number().nullable(),
  sections: z.array(ZSectionItem),
});

export type TChapterItem = z.infer<typeof ZChapterItem>;

export const ZCourseProgress = z.object({
  learned: z.number(),
  total: z.number(),
  percent: z.number(),
  lastSectionId: z.number().nullable(),
  lastSectionTitle: z.string().nullable(),
});

export type TCourseProgress = z.infer<typeof ZCourseProgress>;

export const ZOwnership = z.object({
  isPay: z.boolean(),
  source: z.enum(['bought', 'gifted', 'zero_yuan', 'member']).nullable(),
});
