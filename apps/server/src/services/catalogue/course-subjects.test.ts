import { listByParameter } from '@course/contracts/catalogue-course';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

type Answer = { code: number; data: { list: { subject: string }[]; total: number; subjects: string[] } };

/** The subject facet of listByParameter: the home page's subject shortcuts only lead to courses. */
describeEachDatabase('course subjects of a brand', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  }, 120_000);
  afterAll(async () => t?.close());

  const list = async (body: Record<string, unknown>) =>
    envelopeOf(
      await callInject(t.app, listByParameter, { body: { pageNum: 1, pageSize: 50, ...body } }),
    ) as Answer;

  it('names the subjects with published courses of the brand, whatever the filters', async () => {
    const nbc = await list({});
    expect(nbc.code).toBe(0);
    expect([...nbc.data.subjects].sort()).toEqual(['calligraphy', 'memory', 'piano', 'short-video']);
    // every subject named leads to at least one course
    for (const subject of nbc.data.subjects) {
      const bySubject = await list({ subject });
      expect(bySubject.data.total, subject).toBeGreaterThan(0);
    }
    // no health or finance course in nbc: those shortcuts would lead to 暂无课程
    expect((await list({ subject: 'health' })).data.total).toBe(0);
    expect((await list({ subject: 'piano' })).data.subjects).toEqual(nbc.data.subjects);
    const jz = await list({ productCode: 'jz' });
    expect([...jz.data.subjects].sort()).toEqual(['finance', 'health']);
  });

  it('drops a subject once its last published course is withdrawn', async () => {
    const nbcPiano = and(
      eq(courses.brand, 'nbc'),
      eq(courses.subject, 'piano'),
      eq(courses.status, 'published'),
    );
    const pianoIds = (await t.database.db.select({ id: courses.id }).from(courses).where(nbcPiano)).map(
      (r) => r.id,
    );
    expect(pianoIds.length).toBeGreaterThan(0);
    await t.database.db.update(courses).set({ status: 'archived' }).where(inArray(courses.id, pianoIds));
    try {
      expect((await list({})).data.subjects).not.toContain('piano');
    } finally {
      await t.database.db.update(courses).set({ status: 'published' }).where(inArray(courses.id, pianoIds));
    }
  });
});
