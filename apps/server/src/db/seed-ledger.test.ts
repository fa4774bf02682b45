import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, rowCounts } from '../test-support/test-database.ts';
import type { Database } from './client.ts';
import { camps, courses, demoSeedRows, goods, pageTemplates } from './schema/index.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_GOODS } from './seed-commerce.ts';
import { DEMO_CAMP, DEMO_COURSES, DEMO_TEMPLATES } from './seed-data.ts';

const TABLES = [
  'courses',
  'chapters',
  'sections',
  'camps',
  'classes',
  'page_templates',
  'goods',
  'goods_reviews',
];

const counts = (database: Database) => rowCounts(database, TABLES);

/** What an operator changes in the console stays changed when the server starts again with the demo seed on. */
describeEachDatabase('the demo seed keeps what an operator changed (seed-ledger.ts)', (getDatabase) => {
  let uploadsDir: string;
  const seed = () => seedDemoData(getDatabase(), { uploadsDir });

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-ledger-'));
    await seed();
  }, 60_000);

  afterAll(async () => {
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('a database seeded before the ledger: its demo rows are found by name and recorded, none made twice', async () => {
    const { db } = getDatabase();
    await db.delete(demoSeedRows);
    const before = await counts(getDatabase());

    await seed();

    expect(await counts(getDatabase())).toEqual(before);
    const recorded = await db.select().from(demoSeedRows);
    expect(recorded.map((r) => r.key)).toEqual(
      expect.arrayContaining([`course:${DEMO_COURSES[1]!.slug}`, `goods:${DEMO_GOODS[1]!.slug}`]),
    );
  });

  it('a renamed course, camp, landing template and goods is not made again on the next start', async () => {
    const { db } = getDatabase();
    const before = await counts(getDatabase());
    const course = DEMO_COURSES[0]!;
    const template = DEMO_TEMPLATES[0]!;
    const good = DEMO_GOODS[0]!;
    await db.update(courses).set({ title: '运营改过的课程名' }).where(eq(courses.title, course.title));
    await db.update(camps).set({ name: '运营改过的营期名' }).where(eq(camps.name, DEMO_CAMP.name));
    await db
      .update(pageTemplates)
      .set({ name: '运营改过的模板名' })
      .where(eq(pageTemplates.name, template.name));
    await db.update(goods).set({ title: '运营改过的商品名' }).where(eq(goods.title, good.title));

    await seed();

    expect(await counts(getDatabase())).toEqual(before);
    for (const [table, column, name] of [
      [courses, courses.title, course.title],
      [camps, camps.name, DEMO_CAMP.name],
      [pageTemplates, pageTemplates.name, template.name],
      [goods, goods.title, good.title],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, name)), name).toEqual([]);
    }
    expect(await db.select().from(courses).where(eq(courses.title, '运营改过的课程名'))).toHaveLength(1);
  });

  it('a deleted demo template is not made again', async () => {
    const { db } = getDatabase();
    const template = DEMO_TEMPLATES[1]!;
    const [row] = await db.select().from(pageTemplates).where(eq(pageTemplates.name, template.name));
    await db.delete(pageTemplates).where(eq(pageTemplates.id, row!.id));
    const before = await counts(getDatabase());

    await seed();

    expect(await counts(getDatabase())).toEqual(before);
    expect(await db.select().from(pageTemplates).where(eq(pageTemplates.name, template.name))).toEqual([]);
  });
});
