import { ghostingDetails, ghostingDiagnose, ghostingSearch } from '@course/contracts/tools-ghosting';
import {
  pianoPromote,
  pianoVideoDetail,
  pianoVideos,
  practicePlanCheckIn,
  practicePlanDetail,
  practicePlanList,
  practicePlanStart,
} from '@course/contracts/tools-piano';
import { ResponseCode } from '@course/domain/response-codes';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, courses, sections } from '../../db/schema/index.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { strokesOf } from './characters.ts';
import { diagnoseImage, medianSvg } from './ghosting-score.ts';
import { checkInPlan, planDetailOf, startPlan } from './piano-plans.ts';

/** A photo-like JPEG of a character written with a pen along its strokes on off-white paper, optionally moved. */
async function handwritten(character: string, opts: { shift?: number; strokes?: number } = {}) {
  const data = await strokesOf(character);
  const medians = data.medians.slice(0, opts.strokes ?? data.medians.length);
  const svg = medianSvg(medians, 400, 40, '#222').replace(
    'translate(0, 900)',
    `translate(${opts.shift ?? 0}, ${900 + (opts.shift ?? 0)})`,
  );
  return sharp(Buffer.from(svg)).flatten({ background: '#f4efe4' }).jpeg({ quality: 85 }).toBuffer();
}

const blank = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#f7f3ea' } })
    .png()
    .toBuffer();

describe('diagnosis score (overlap of the ink with the model strokes)', () => {
  it('scores a perfect trace high, a shifted, partial, wrong or blank one low', async () => {
    const yong = await strokesOf('永');
    const perfect = await diagnoseImage(await handwritten('永'), '永', yong, 2);
    expect(perfect.score).toBeGreaterThanOrEqual(90);
    expect(perfect.strokes).toHaveLength(yong.strokes.length);
    expect(Math.min(...perfect.strokes)).toBeGreaterThanOrEqual(80);

    const shifted = await diagnoseImage(await handwritten('永', { shift: 220 }), '永', yong, 2);
    expect(shifted.score).toBeLessThan(50);

    const wrong = await diagnoseImage(await handwritten('人'), '永', yong, 2);
    expect(wrong.score).toBeLessThan(60);
    expect(wrong.score).toBeLessThan(perfect.score - 30);

    const partial = await diagnoseImage(await handwritten('永', { strokes: 2 }), '永', yong, 2);
    expect(partial.precision).toBeGreaterThanOrEqual(85);
    expect(partial.recall).toBeLessThan(50);
    expect(partial.strokes[0]).toBeGreaterThanOrEqual(80);
    expect(partial.strokes.at(-1)).toBeLessThan(30);

    const empty = await diagnoseImage(await blank(), '永', yong, 2);
    expect(empty).toMatchObject({ score: 0, inkPixels: 0, recall: 0 });
  });

  it('the stricter tolerance of ghosting5 scores a slightly moved trace lower', async () => {
    const data = await strokesOf('山');
    const moved = await handwritten('山', { shift: 40 });
    const lenient = await diagnoseImage(moved, '山', data, 2);
    const strict = await diagnoseImage(moved, '山', data, 1);
    expect(strict.score).toBeLessThan(lenient.score);
  });
});

/** The diagnosis and practice-plan calls, on PGlite and PostgreSQL. */
describeEachDatabase('tools: ghosting and piano', { seeded: true }, (getDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('diagnoses a photo, keeps it in the learner’s history and best score', async () => {
    const { token } = await t.newCustomer({ mobile: '13800138951' });
    const image = `data:image/jpeg;base64,${(await handwritten('天')).toString('base64')}`;
    const result = await call(t.app, ghostingDiagnose, {
      token,
      body: { family: 'ghosting', character: '天', image },
    });
    expect(result.code).toBe(0);
    expect(result.data.score).toBeGreaterThanOrEqual(85);
    const details = await call(t.app, ghostingDetails, {
      token,
      body: { family: 'ghosting', character: '天' },
    });
    expect(details.data).toMatchObject({
      character: '天',
      best: result.data.score,
      lessonTitle: '第5课 综合练习',
    });
    expect(details.data.history.map((h) => h.id)).toEqual([result.data.id]);
    // another family keeps its own history
    const other = await call(t.app, ghostingDetails, {
      token,
      body: { family: 'ghosting5', character: '天' },
    });
    expect(other.data.history).toEqual([]);

    const garbage = await call(t.app, ghostingDiagnose, {
      token,
      body: {
        family: 'ghosting',
        character: '天',
        image: 'data:image/png;base64,aGVsbG8gd29ybGQgdGhpcyBpcyBub3QgYW4gaW1hZ2U=',
      },
    });
    expect(garbage.code).toBe(ResponseCode.invalidParams);

    const search = await call(t.app, ghostingSearch, {
      token,
      body: { family: 'ghosting5', keyword: '明月abc' },
    });
    expect(search.data.list.map((c) => [c.character, c.lessonTitle])).toEqual([
      ['明', '第4课 静夜思'],
      ['月', '第4课 静夜思'],
    ]);
  });

  it('plans: one check-in per Beijing day even when racing, over HTTP', async () => {
    const { token } = await t.newCustomer({ mobile: '13800138952' });
    const list = await call(t.app, practicePlanList, { token, body: {} });
    expect(list.data.templates.map((x) => x.code)).toContain('rhythm-14');
    const started = await Promise.all(
      [1, 2].map(() => call(t.app, practicePlanStart, { token, body: { templateCode: 'rhythm-14' } })),
    );
    expect(started[0]?.data.id).toBe(started[1]?.data.id);
    const planId = started[0]?.data.id as number;
    expect(started[0]?.data).toMatchObject({ dayIndex: 1, streak: 0, checkedToday: false });

    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, practicePlanCheckIn, { token, body: { planId, minutes: 15 } }),
      ),
    );
    expect(racing.filter((r) => r.code === 0)).toHaveLength(1);
    expect(racing.filter((r) => r.code === ResponseCode.planCheckedInToday)).toHaveLength(5);
    const detail = await call(t.app, practicePlanDetail, { token, body: { planId } });
    expect(detail.data).toMatchObject({ checkedDays: 1, streak: 1, checkedToday: true });
    expect(detail.data.days).toHaveLength(14);

    const other = await t.newCustomer({ mobile: '13800138953' });
    const foreign = await call(t.app, practicePlanDetail, { token: other.token, body: { planId } });
    expect(foreign.code).toBe(ResponseCode.notFound);
  });

  it('plans: Beijing days, streaks across days, 2502 after the end', async () => {
    const db = getDatabase().db;
    const { customerId } = await t.newCustomer({ mobile: '13800138955' });
    const at = (iso: string) => new Date(iso);
    const plan = await startPlan(db, customerId, 'rhythm-14', at('2026-03-10T02:00:00Z'));
    expect(plan).toMatchObject({ startDay: '2026-03-10', dayIndex: 1 });
    await checkInPlan(db, customerId, { planId: plan.id, minutes: 15 }, at('2026-03-10T02:00:00Z'));
    // 23:30 Beijing is still the same day; 00:10 Beijing the next
    await expect(
      checkInPlan(db, customerId, { planId: plan.id, minutes: 10 }, at('2026-03-10T15:30:00Z')),
    ).rejects.toMatchObject({ code: ResponseCode.planCheckedInToday });
    const second = await checkInPlan(
      db,
      customerId,
      { planId: plan.id, minutes: 20 },
      at('2026-03-10T16:10:00Z'),
    );
    expect(second).toMatchObject({ dayIndex: 2, checkedDays: 2, streak: 2, checkedToday: true });

    const day3 = await planDetailOf(db, customerId, plan.id, at('2026-03-12T03:00:00Z'));
    expect(day3).toMatchObject({ dayIndex: 3, streak: 2, checkedToday: false });
    const day4 = await planDetailOf(db, customerId, plan.id, at('2026-03-13T03:00:00Z'));
    expect(day4).toMatchObject({ dayIndex: 4, streak: 0 });
    expect(day4.days.slice(0, 3).map((d) => [d.dayKey, d.checked, d.minutes])).toEqual([
      ['2026-03-10', true, 15],
      ['2026-03-11', true, 20],
      ['2026-03-12', false, null],
    ]);
    await expect(
      checkInPlan(db, customerId, { planId: plan.id, minutes: 10 }, at('2026-03-25T03:00:00Z')),
    ).rejects.toMatchObject({ code: ResponseCode.planEnded });
    // starting an ended plan again starts it over today
    const again = await startPlan(db, customerId, 'rhythm-14', at('2026-03-25T03:00:00Z'));
    expect(again).toMatchObject({ id: plan.id, startDay: '2026-03-25', checkedDays: 0 });
  });

  it('demonstration videos: trial lessons play for everyone, the rest only for owners; the promotion names the course', async () => {
    const { token } = await t.newCustomer({ mobile: '13800138954' });
    const videos = await call(t.app, pianoVideos, { token, body: {} });
    expect(videos.data.course?.owned).toBe(false);
    const trial = videos.data.list.find((v) => v.isTrial);
    const locked = videos.data.list.find((v) => !v.isTrial);
    expect(trial?.playable).toBe(true);
    expect(locked?.playable).toBe(false);
    const open = await call(t.app, pianoVideoDetail, { token, body: { id: trial?.id as number } });
    expect(open.data.mediaUrl).toBeTruthy();
    const closed = await call(t.app, pianoVideoDetail, { token, body: { id: locked?.id as number } });
    expect(closed.data.mediaUrl).toBeNull();
    const promote = await call(t.app, pianoPromote, { token, body: {} });
    expect(promote.data.course?.id).toBe(videos.data.course?.id);
  });

  it('the promotion’s facts are counted from the piano course’s own rows and follow its price', async () => {
    const { token } = await t.newCustomer();
    const promote = await call(t.app, pianoPromote, { token, body: {} });
    const course = promote.data.course!;
    expect(course).toMatchObject({ priceCents: 19_900, originalPriceCents: 49_900, owned: false });
    const db = t.database.db;
    const rows = await db
      .select({
        chapter: chapters.title,
        title: sections.title,
        kind: sections.kind,
        isTrial: sections.isTrial,
      })
      .from(sections)
      .innerJoin(chapters, eq(chapters.id, sections.chapterId))
      .where(eq(sections.courseId, course.id))
      .orderBy(asc(chapters.sort), asc(sections.sort));
    const n = (kind: string) => rows.filter((r) => r.kind === kind).length;
    const fact = (label: string) => promote.data.facts.find((f) => f.label === label)?.value;
    expect(fact('课时')).toBe(`${rows.length} 节（${n('video')} 节视频、${n('audio')} 节音频）`);
    expect(fact('免费试听')).toBe(`${rows.filter((r) => r.isTrial).length} 节`);
    expect(fact('主讲老师')).toBe('林雨桐');
    expect(promote.data.chapters.flatMap((c) => c.lessons)).toEqual(rows.map((r) => r.title));
    expect(promote.data.chapters.map((c) => c.title)).toEqual([...new Set(rows.map((r) => r.chapter))]);
    // a price set in the catalogue shows at once (nothing is copied into the tool)
    await db.update(courses).set({ priceCents: 15_800 }).where(eq(courses.id, course.id));
    try {
      const again = await call(t.app, pianoPromote, { token, body: {} });
      expect(again.data.course?.priceCents).toBe(15_800);
    } finally {
      await db.update(courses).set({ priceCents: 19_900 }).where(eq(courses.id, course.id));
    }
  });
});
