import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beijingDayKey } from '@course/domain/beijing-time';
import { mediaDurationSec } from '@course/domain/course-subjects';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../integrations/uploads/media.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import {
  campMembers,
  categoryModules,
  chapterUnlockRules,
  courseCategories,
  courseOwnerships,
  courses,
  customers,
  examQuestions,
  learnRecords,
  sectionBrowseLogs,
  sections,
  toolContentItems,
} from './schema/index.ts';
import { seedDemoData } from './seed.ts';
import { COURSES_DEMO_LEARNER, DEMO_STAY_MINUTES } from './seed-courses.ts';
import { melodyDuration, noteFrequency, renderMelodyWav, TWINKLE } from './seed-courses-media.ts';

describe('the courses demo seed', () => {
  let testDb: TestDatabase;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-courses-'));
    testDb = await createTestDatabase('pglite');
    await seedDemoData(testDb.database, { uploadsDir });
    await seedDemoData(testDb.database, { uploadsDir });
  }, 120_000);
  afterAll(async () => {
    await testDb.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('points every section at a media file the seed wrote (or at text)', async () => {
    const rows = await testDb.database.db.select().from(sections);
    for (const s of rows) {
      if (s.kind === 'text') {
        expect(s.content?.length ?? 0).toBeGreaterThan(0);
        continue;
      }
      expect(s.mediaUrl).toMatch(/^\/uploads\/media\//);
      const file = path.join(uploadsDir, s.mediaUrl!.slice('/uploads/'.length));
      expect((await stat(file)).size, file).toBeGreaterThan(100);
    }
    const kinds = new Set(rows.map((s) => s.mediaUrl?.split('.').pop()));
    expect(kinds).toEqual(new Set(['wav', 'mp4', 'mp3', 'm3u8', undefined]));
  });

  it('stores each audio and video section and content item with the whole seconds its file holds (the length its player shows)', async () => {
    const db = testDb.database.db;
    const rows = [...(await db.select().from(sections)), ...(await db.select().from(toolContentItems))];
    const files = rows.filter((s) => s.mediaUrl && /\.(mp3|wav|mp4)$/.test(s.mediaUrl));
    expect(files.length).toBeGreaterThan(5);
    expect(files.some((s) => 'mediaKind' in s)).toBe(true);
    for (const s of files) {
      const bytes = await readFile(path.join(uploadsDir, s.mediaUrl!.slice('/uploads/'.length)));
      const probed = await probeMedia(bytes);
      expect(s.durationSec, `${s.title} (${s.mediaUrl})`).toBe(mediaDurationSec(probed!.durationSeconds!));
    }
  });

  it('adds its two courses once, with unlock rules, categories, modules and an exam', async () => {
    const db = testDb.database.db;
    const own = await db.select().from(courses).where(eq(courses.title, '每日一听：记忆力小课堂'));
    expect(own).toHaveLength(1);
    expect(await db.select().from(chapterUnlockRules)).toHaveLength(2);
    const cats = await db.select().from(courseCategories).where(eq(courseCategories.brand, 'nbc'));
    expect(cats.map((c) => c.name)).toEqual(['推荐', '记忆力', '书法', '钢琴', '短视频']);
    expect((await db.select().from(categoryModules)).length).toBeGreaterThan(5);
    expect((await db.select().from(examQuestions)).length).toBe(8);
  });

  it('gives the demo learner courses and a class, and leaves the shared demo customers without courses', async () => {
    const db = testDb.database.db;
    const [learner] = await db
      .select()
      .from(customers)
      .where(eq(customers.openid, COURSES_DEMO_LEARNER.openid));
    expect(
      await db.select().from(courseOwnerships).where(eq(courseOwnerships.customerId, learner!.id)),
    ).toHaveLength(4);
    expect(await db.select().from(campMembers).where(eq(campMembers.customerId, learner!.id))).toHaveLength(
      1,
    );
    // 学习分钟 and the calendar read the browse logs: a log for each record's section on its Beijing day, 25
    // minutes in all (the learning centre showed 0 学习分钟 beside 2 学完小节)
    const records = await db.select().from(learnRecords).where(eq(learnRecords.customerId, learner!.id));
    const logs = await db
      .select()
      .from(sectionBrowseLogs)
      .where(eq(sectionBrowseLogs.customerId, learner!.id));
    expect(records).toHaveLength(DEMO_STAY_MINUTES.length);
    expect(logs.map((l) => `${l.sectionId} ${l.day}`).sort()).toEqual(
      records.map((r) => `${r.sectionId} ${beijingDayKey(r.lastAt!)}`).sort(),
    );
    expect(logs.reduce((sum, l) => sum + l.stayMs, 0)).toBe(25 * 60_000);
    for (const learnNumber of ['100001', '100002']) {
      const [shared] = await db.select().from(customers).where(eq(customers.learnNumber, learnNumber));
      const owned = await db
        .select()
        .from(courseOwnerships)
        .where(and(eq(courseOwnerships.customerId, shared!.id)));
      expect(owned).toEqual([]);
    }
  });

  it('generates melodies as 8 kHz mono WAV of the right length', async () => {
    expect(noteFrequency('A4')).toBe(440);
    expect(Math.round(noteFrequency('C4'))).toBe(262);
    const wav = renderMelodyWav({ notes: TWINKLE, bpm: 100 });
    expect(Buffer.from(wav).toString('ascii', 0, 4)).toBe('RIFF');
    expect(Buffer.from(wav).readUInt32LE(24)).toBe(8000);
    const seconds = (wav.length - 44) / 2 / 8000;
    expect(mediaDurationSec(seconds)).toBe(melodyDuration('media/melody-twinkle.wav'));
    const copied = await readFile(path.join(uploadsDir, 'media/pattern.mp4'));
    expect(copied.subarray(4, 8).toString('ascii')).toBe('ftyp');
  });
});
