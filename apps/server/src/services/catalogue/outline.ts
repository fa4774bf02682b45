import type { TChapterItem, TCourseProgress, TSectionItem } from '@course/contracts/catalogue-shared';
import {
  type ChapterAccess,
  decideChapterAccess,
  isChapterOpenForOwner,
  type UnlockRule,
} from '@course/domain/chapter-access';
import { COURSE_NOT_BOUGHT, COURSE_SERVICE_NOT_OPEN } from '@course/domain/constants';
import { courseProgressPercent } from '@course/domain/learn-progress';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { chapters, chapterUnlockRules, learnRecords, sections } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type Ownership, ownershipOf } from './ownership.ts';

/**
 * A course's chapters and sections as one learner sees them: which are open (packages/domain chapter-access),
 * which are learned, and the course progress. Every content call goes through here, so the server and the
 * web app apply the same rule.
 */

export type Outline = {
  courseId: number;
  ownership: Ownership;
  chapters: TChapterItem[];
  /** Every section in course order. */
  sections: TSectionItem[];
  progress: TCourseProgress;
  /** Access decision per section id. */
  access: Map<number, ChapterAccess>;
};

export async function loadOutline(
  db: AppDb,
  input: { courseId: number; customerId: number | null; now: Date; inNativeApp?: boolean },
): Promise<Outline> {
  const { courseId, customerId, now } = input;
  const [ownership, chapterRows, sectionRows, records] = await Promise.all([
    ownershipOf(db, customerId, courseId, now),
    db
      .select({
        id: chapters.id,
        title: chapters.title,
        sort: chapters.sort,
        unlockAt: chapters.unlockAt,
        ruleKind: chapterUnlockRules.kind,
        ruleDays: chapterUnlockRules.days,
      })
      .from(chapters)
      .leftJoin(chapterUnlockRules, eq(chapterUnlockRules.chapterId, chapters.id))
      .where(eq(chapters.courseId, courseId))
      .orderBy(asc(chapters.sort), asc(chapters.id)),
    db
      .select()
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.sort), asc(sections.id)),
    customerId === null
      ? Promise.resolve([])
      : db
          .select({
            sectionId: learnRecords.sectionId,
            isLearned: learnRecords.isLearned,
            maxPercent: learnRecords.maxPercent,
            lastAt: learnRecords.lastAt,
          })
          .from(learnRecords)
          .where(and(eq(learnRecords.customerId, customerId), eq(learnRecords.courseId, courseId)))
          .orderBy(desc(learnRecords.lastAt)),
  ]);
  const recordBy = new Map(records.map((r) => [r.sectionId, r]));
  const access = new Map<number, ChapterAccess>();
  const allSections: TSectionItem[] = [];
  const chapterItems: TChapterItem[] = [];
  let previousLearned = true;
  for (const chapter of chapterRows) {
    const rule: UnlockRule = chapter.ruleKind
      ? { kind: chapter.ruleKind, days: chapter.ruleDays ?? 0 }
      : null;
    const base = {
      owned: ownership !== null,
      grantedAt: ownership?.grantedAt ?? null,
      unlockAt: chapter.unlockAt,
      rule,
      previousChapterLearned: previousLearned,
      inNativeApp: input.inNativeApp ?? false,
      now,
    };
    const own = sectionRows.filter((s) => s.chapterId === chapter.id);
    const items = own.map((s): TSectionItem => {
      const decision = decideChapterAccess({ ...base, isTrial: s.isTrial });
      access.set(s.id, decision);
      const record = recordBy.get(s.id);
      return {
        id: s.id,
        chapterId: chapter.id,
        courseId,
        title: s.title,
        kind: s.kind,
        durationSec: s.durationSec,
        isTrial: s.isTrial,
        sort: s.sort,
        isLearned: record?.isLearned ?? false,
        percent: record?.isLearned ? 100 : (record?.maxPercent ?? 0),
        locked: !decision.allowed,
      };
    });
    const chapterDecision = decideChapterAccess({ ...base, isTrial: false });
    const openForOwner = ownership !== null && isChapterOpenForOwner({ ...base, isTrial: false });
    const anyOpen = items.some((i) => !i.locked);
    chapterItems.push({
      id: chapter.id,
      courseId,
      title: chapter.title,
      sort: chapter.sort,
      locked: ownership !== null ? !openForOwner : !anyOpen,
      lockMessage: chapterDecision.allowed ? null : chapterDecision.message,
      unlocksAt: chapterDecision.allowed ? null : (chapterDecision.unlocksAt?.getTime() ?? null),
      sections: items,
    });
    allSections.push(...items);
    previousLearned = items.every((i) => i.isLearned);
  }
  const learned = allSections.filter((s) => s.isLearned).length;
  const last = records[0];
  const lastSection = last ? allSections.find((s) => s.id === last.sectionId) : undefined;
  return {
    courseId,
    ownership,
    chapters: chapterItems,
    sections: allSections,
    access,
    progress: {
      learned,
      total: allSections.length,
      percent: courseProgressPercent(learned, allSections.length),
      lastSectionId: lastSection?.id ?? null,
      lastSectionTitle: lastSection?.title ?? null,
    },
  };
}

/** Refuses with 1010 and the toast text of the spec. */
export function noAccess(message: string): AppError {
  return new AppError(ResponseCode.noAccess, message);
}

/** Throws 1010 unless the learner may open the section; answers how (owned or trial). */
export function assertSectionAccess(outline: Outline, sectionId: number): 'owned' | 'trial' {
  const decision = outline.access.get(sectionId);
  if (!decision) throw noAccess(COURSE_NOT_BOUGHT);
  if (!decision.allowed) throw noAccess(decision.message);
  return decision.reason;
}

/** Throws 1010 unless the learner owns the course. */
export function assertOwned(ownership: Ownership, inNativeApp = false): NonNullable<Ownership> {
  if (!ownership) throw noAccess(inNativeApp ? COURSE_SERVICE_NOT_OPEN : COURSE_NOT_BOUGHT);
  return ownership;
}
