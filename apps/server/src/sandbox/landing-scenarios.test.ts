import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { courses } from '../db/schema/index.ts';
import { courseExtension } from '../services/catalogue/course-pages.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';
import { createLandingScenario } from './landing-scenarios.ts';

const uploads = mkdtempSync(path.join(tmpdir(), 'landing-scenario-'));
const defaults = {
  classCount: 2,
  capacity: 20,
  full: false,
  withoutGroupQr: false,
  owns: false,
  excluded: false,
};

describeEachDatabase('sandbox landing scenarios', { seeded: true }, (getDatabase) => {
  it('puts its course on sale with a drawn cover and teacher, as an operator must (no broken cover on the detail page)', async () => {
    const scenario = await createLandingScenario(getDatabase().db, uploads, defaults);
    const [course] = await getDatabase().db.select().from(courses).where(eq(courses.id, scenario.courseId));
    expect(course!.status).toBe('published');
    expect(course!.teacherName).toBe('林晓');
    for (const url of [course!.coverUrl, course!.teacherAvatarUrl]) {
      expect(url).toMatch(/^\/uploads\/(covers|avatars)\/sandbox-[0-9a-f]{8}(-teacher)?\.svg$/);
      const file = path.join(uploads, url.slice('/uploads/'.length));
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('<svg');
    }
    // the detail page's teacher line: no dangling comma for a course without a subtitle
    const extension = await courseExtension(getDatabase().db, { courseId: scenario.courseId });
    expect(extension.teacher.intro).toBe('林晓老师');
    const [seeded] = await getDatabase()
      .db.select()
      .from(courses)
      .where(eq(courses.title, '零基础硬笔书法：30天写出一手好字'));
    expect(seeded!.subtitle).not.toBe('');
    const withSubtitle = await courseExtension(getDatabase().db, { courseId: seeded!.id });
    expect(withSubtitle.teacher.intro).toBe(`${seeded!.teacherName}老师，${seeded!.subtitle}`);
  });
});
