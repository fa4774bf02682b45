// Over 300 lines: one operator walk (course, chapters, sections, media, prices, on-sale rules, packages) on both databases, kept as one story.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { courseDetail } from '@course/contracts/catalogue-course';
import type { ConsoleCallContract } from '@course/contracts/console-call';
import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE } from '@course/contracts/console-call';
import {
  CONSOLE_COURSE_UPLOAD_PATH,
  COURSE_SUBJECT_KEYS,
  consoleChapterSave,
  consoleCourseDetail,
  consoleCourseList,
  consoleCourseReorder,
  consoleCourseSave,
  consoleCourseSetOnSale,
  consolePackageList,
  consolePackageSave,
  consoleSectionSave,
} from '@course/contracts/console-courses';
import { ResponseCode } from '@course/domain/response-codes';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, COURSE_SUBJECTS, chapterUnlockRules, courses } from '../../db/schema/index.ts';
import { consoleCall, staffSessionOf } from '../../test-support/console-client.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/** A 1×1 PNG: the cover. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eU/AAWjAtwMmmtCAAAAAElFTkSuQmCC';

/** A valid mono 16-bit PCM WAV of `seconds` seconds at 8 kHz (silence). */
export function wavOf(seconds: number): Buffer {
  const rate = 8000;
  const data = rate * 2 * seconds;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(data, 40);
  return b;
}

describeEachDatabase(
  'console courses: courses, outline, media, prices, on sale, packages',
  { seeded: true },
  (getDatabase) => {
    let t: TestApp;
    let auth: { token: string; csrf: string };
    const db = () => getDatabase().db;
    const call = <C extends ConsoleCallContract>(c: C, input: Record<string, unknown>) =>
      consoleCall(t.app, c, input, auth);
    const upload = async (query: string, file: Buffer, name: string) => {
      const boundary = `----b${Date.now()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return envelopeOf(
        await t.app.inject({
          method: 'POST',
          url: `${CONSOLE_COURSE_UPLOAD_PATH}?${query}`,
          headers: {
            cookie: `${CONSOLE_SESSION_COOKIE}=${auth.token}`,
            [CONSOLE_CSRF_HEADER]: auth.csrf,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload,
        }),
      ) as {
        code: number;
        msg: string;
        data: { url: string; durationSec: number | null; sectionId: number };
      };
    };
    const learnerDetail = async (courseId: number) => {
      const { token } = await t.newCustomer();
      return envelopeOf(await callInject(t.app, courseDetail, { body: { courseId }, token })) as {
        code: number;
        data: {
          course: { title: string; priceCents: number };
          price: { payCents: number } & Record<string, unknown>;
          chapters: { title: string; sections: { title: string; duration?: number }[] }[];
        };
      };
    };

    beforeAll(async () => {
      t = await buildTestApp(getDatabase());
      auth = await staffSessionOf(db(), 'operator', `courses_op_${process.pid}`);
    });
    afterAll(async () => {
      await t.close();
    });

    it('an operator builds a course, uploads a section audio (duration read), puts it on sale; learners see edits at once', async () => {
      const created = await call(consoleCourseSave, {
        brand: 'nbc',
        title: '控制台新课',
        subject: 'memory',
        priceCents: 9900,
        originalPriceCents: 19900,
      });
      expect(created.code, created.msg).toBe(0);
      const courseId = created.data.course.id;
      const basics = {
        courseId,
        brand: 'nbc',
        title: '控制台新课',
        subject: 'memory',
        originalPriceCents: 19900,
      };
      expect(created.data.course.status).toBe('draft');
      // a draft is not for sale: the learner's course call does not find it
      expect((await learnerDetail(courseId)).code).toBe(ResponseCode.notFound);
      // nothing to sell yet
      const empty = await call(consoleCourseSetOnSale, { courseId, onSale: true });
      expect(empty).toMatchObject({ code: ResponseCode.courseNotReady, msg: '课程还没有小节，不能上架' });

      const chapter = await call(consoleChapterSave, { courseId, title: '第一章 入门' });
      expect(chapter.code, chapter.msg).toBe(0);
      const chapterId = chapter.data.course.chapters[0]!.id;
      const section = await call(consoleSectionSave, { chapterId, title: '第一节 听', kind: 'audio' });
      const sectionId = section.data.course.chapters[0]!.sections[0]!.id;
      const silent = await call(consoleCourseSetOnSale, { courseId, onSale: true });
      expect(silent).toMatchObject({
        code: ResponseCode.courseNotReady,
        msg: '小节「第一节 听」还没有上传音视频，不能上架',
      });

      // a text file named .wav is refused by its content
      const fake = await upload(
        `kind=audio&sectionId=${sectionId}`,
        Buffer.from('not audio at all'),
        'a.wav',
      );
      expect(fake.code).toBe(ResponseCode.uploadRefused);
      const uploaded = await upload(`kind=audio&sectionId=${sectionId}`, wavOf(3), 'lesson.wav');
      expect(uploaded.code, uploaded.msg).toBe(0);
      expect(uploaded.data).toMatchObject({ durationSec: 3, sectionId });
      expect(uploaded.data.url).toMatch(/^\/uploads\/course-media\/audio\/[0-9a-f]{32}\.wav$/);
      const stored = readFileSync(path.join(t.app.config.dataDir, uploaded.data.url.slice(1)));
      expect(stored.length).toBe(wavOf(3).length);
      const detail = await call(consoleCourseDetail, { courseId });
      expect(detail.data.course.chapters[0]!.sections[0]).toMatchObject({
        kind: 'audio',
        mediaUrl: uploaded.data.url,
        durationSec: 3,
      });

      expect(await call(consoleCourseSetOnSale, { courseId, onSale: true })).toMatchObject({
        code: ResponseCode.courseNotReady,
        msg: '请先上传课程封面，再上架',
      });
      const cover = await upload('kind=image', Buffer.from(ONE_PIXEL_PNG, 'base64'), 'cover.png');
      // re-encoded by the upload pipeline (sharp): an opaque image is stored as JPEG
      expect(cover.data.url).toMatch(/^\/uploads\/course-media\/image\/[0-9a-f]{32}\.(jpg|png)$/);
      const withCover = await call(consoleCourseSave, {
        ...basics,
        coverUrl: cover.data.url,
        priceCents: 9900,
      });
      expect(withCover.code, withCover.msg).toBe(0);
      const onSale = await call(consoleCourseSetOnSale, { courseId, onSale: true });
      expect(onSale.code, onSale.msg).toBe(0);
      expect(onSale.data.course.status).toBe('published');
      const seen = await learnerDetail(courseId);
      expect(seen.code).toBe(0);
      expect(seen.data.course).toMatchObject({ title: '控制台新课', priceCents: 9900 });
      expect(seen.data.chapters[0]!.sections.map((s) => s.title)).toEqual(['第一节 听']);

      // the price changes: the very next learner request has it
      const repriced = await call(consoleCourseSave, {
        ...basics,
        coverUrl: cover.data.url,
        priceCents: 4900,
      });
      expect(repriced.code, repriced.msg).toBe(0);
      expect((await learnerDetail(courseId)).data.course.priceCents).toBe(4900);

      // audited with before and after
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'course.update'), eq(auditLog.targetId, String(courseId))))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit!.before).toMatchObject({ priceCents: 9900 });
      expect(audit!.after).toMatchObject({ priceCents: 4900 });
      const actions = (
        await db()
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.targetType, 'section'))
      ).map((r) => r.action);
      expect(actions).toEqual(expect.arrayContaining(['section.create', 'section.media']));

      // taken off sale: gone for learners again
      expect((await call(consoleCourseSetOnSale, { courseId, onSale: false })).code).toBe(0);
      expect((await learnerDetail(courseId)).code).toBe(ResponseCode.notFound);

      const search = await call(consoleCourseList, { q: '控制台新' });
      expect(search.data.list.map((c) => c.id)).toEqual([courseId]);
      expect(search.data.list[0]).toMatchObject({ chapterCount: 1, sectionCount: 1, status: 'draft' });
    });

    it('the contract lists the schema course subjects', () => {
      expect([...COURSE_SUBJECT_KEYS]).toEqual([...COURSE_SUBJECTS]);
    });

    it('price rules and field errors answer a code and a Chinese message, and change nothing', async () => {
      const base = { brand: 'nbc', title: '价格规则', subject: 'piano' };
      expect(
        await call(consoleCourseSave, { ...base, priceCents: 5000, originalPriceCents: 100 }),
      ).toMatchObject({
        code: ResponseCode.coursePriceInvalid,
        msg: '划线价不能低于售价',
      });
      expect(await call(consoleCourseSave, { ...base, priceCents: 100, isZeroYuan: true })).toMatchObject({
        code: ResponseCode.coursePriceInvalid,
        msg: '0 元课程的售价必须为 0',
      });
      expect((await call(consoleCourseSave, { ...base, priceCents: 12.5 })).code).toBe(
        ResponseCode.invalidParams,
      );
      expect((await call(consoleCourseSave, { ...base, priceCents: -1 })).code).toBe(
        ResponseCode.invalidParams,
      );
      expect((await call(consoleCourseSave, { ...base, title: '  ', priceCents: 1 })).code).toBe(
        ResponseCode.invalidParams,
      );
      expect(await db().select().from(courses).where(eq(courses.title, '价格规则'))).toEqual([]);
    });

    it('chapters: unlock rules are stored for the learning engine; reorder moves sections, a stale order is refused', async () => {
      const course = await call(consoleCourseSave, {
        brand: 'nbc',
        title: '排序课',
        subject: 'health',
        priceCents: 0,
      });
      const courseId = course.data.course.id;
      await call(consoleChapterSave, { courseId, title: '一' });
      const two = await call(consoleChapterSave, {
        courseId,
        title: '二',
        unlockRule: 'days_after_grant',
        unlockDays: 3,
      });
      const [c1, c2] = two.data.course.chapters;
      expect(c2).toMatchObject({ title: '二', unlockRule: 'days_after_grant', unlockDays: 3 });
      expect(
        await db().select().from(chapterUnlockRules).where(eq(chapterUnlockRules.chapterId, c2!.id)),
      ).toEqual([{ chapterId: c2!.id, kind: 'days_after_grant', days: 3 }]);
      await call(consoleSectionSave, { chapterId: c1!.id, title: 'a', kind: 'text', content: '图文' });
      const withB = await call(consoleSectionSave, { chapterId: c1!.id, title: 'b', kind: 'text' });
      const [a, b] = withB.data.course.chapters[0]!.sections;
      const reordered = await call(consoleCourseReorder, {
        courseId,
        chapters: [
          { chapterId: c2!.id, sectionIds: [b!.id] },
          { chapterId: c1!.id, sectionIds: [a!.id] },
        ],
      });
      expect(reordered.code, reordered.msg).toBe(0);
      expect(reordered.data.course.chapters.map((c) => [c.title, c.sections.map((s) => s.title)])).toEqual([
        ['二', ['b']],
        ['一', ['a']],
      ]);
      const stale = await call(consoleCourseReorder, {
        courseId,
        chapters: [{ chapterId: c1!.id, sectionIds: [a!.id, b!.id] }],
      });
      expect(stale.code).toBe(ResponseCode.outlineMismatch);
      // the rule back to none deletes it
      await call(consoleChapterSave, { courseId, chapterId: c2!.id, title: '二', unlockRule: 'none' });
      expect(
        await db().select().from(chapterUnlockRules).where(eq(chapterUnlockRules.chapterId, c2!.id)),
      ).toEqual([]);
    });

    it('packages: of one brand, at least two courses, in order', async () => {
      const ids: number[] = [];
      for (const title of ['套餐课甲', '套餐课乙']) {
        const c = await call(consoleCourseSave, { brand: 'jz', title, subject: 'finance', priceCents: 1000 });
        ids.push(c.data.course.id);
      }
      const saved = await call(consolePackageSave, {
        brand: 'jz',
        title: '理财双课',
        priceCents: 1500,
        originalPriceCents: 2000,
        courseIds: [ids[1], ids[0]],
      });
      expect(saved.code, saved.msg).toBe(0);
      expect(saved.data.package.courses.map((c) => c.title)).toEqual(['套餐课乙', '套餐课甲']);
      const one = await call(consolePackageSave, {
        brand: 'jz',
        title: 'x',
        priceCents: 1,
        courseIds: [ids[0]],
      });
      expect(one.code).toBe(ResponseCode.invalidParams);
      const otherBrand = await call(consolePackageSave, {
        brand: 'nbc',
        title: '跨品牌',
        priceCents: 1,
        courseIds: ids,
      });
      expect(otherBrand).toMatchObject({
        code: ResponseCode.invalidParams,
        msg: '套餐只能包含同一品牌的课程',
      });
      const list = await call(consolePackageList, {});
      expect(list.data.list.find((p) => p.id === saved.data.package.id)?.title).toBe('理财双课');
    });
  },
);
