import { videoCalls } from '@course/contracts/contests-entry';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestEntries } from '../../db/schema/index.ts';
import type { UploadStoreConfig } from '../../env.ts';
import {
  type FakeS3,
  fakeS3Config,
  makeMp4,
  putToTarget,
  readPublic,
  startFakeS3,
} from '../../test-support/contest-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * Video entries (the short-video family, `short-video-2026`, the `video/` calls) on both stores (local folder
 * and S3 through s3rver) and both databases: a tiny MP4 made by ffmpeg goes to the store with the signed
 * address, finish reads its duration with ffprobe and cuts a JPEG poster frame beside it, and a friend's vote
 * on the video entry counts on the rank.
 */
const CODE = 'short-video-2026';
const ADAPTERS = ['local', 's3'] as const;

describeEachDatabase('contest video entries', { seeded: true }, (getDatabase) => {
  let video: Buffer;
  beforeAll(async () => {
    video = await makeMp4(3);
  });

  describe.each(ADAPTERS)('on the %s store', (adapter) => {
    let t: TestApp;
    let s3: FakeS3 | null = null;
    beforeAll(async () => {
      let uploads: UploadStoreConfig = { store: 'local' };
      if (adapter === 's3') {
        s3 = await startFakeS3();
        uploads = fakeS3Config(s3);
      }
      t = await buildTestApp(getDatabase(), { uploads });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    it('stores a video entry with its duration and poster frame, and a friend’s vote counts', async () => {
      expect(video.length).toBeLessThan(40_000);
      const who = await t.newCustomer();
      const applied = await call(t.app, videoCalls.apply, {
        token: who.token,
        body: { activityCode: CODE, realName: '李小影' },
      });
      expect(applied.code).toBe(0);
      const started = await call(t.app, videoCalls.upload, {
        token: who.token,
        body: { activityCode: CODE, step: 'start', contentType: 'video/mp4', size: video.length },
      });
      expect(started.code).toBe(0);
      const target = started.data.target!;
      expect(target.key).toMatch(/^contests\/\d+\/[0-9a-f]{32}\.bin$/);
      if (adapter === 's3') expect(target.url).toMatch(/X-Amz-Signature=/);
      else expect(target.url).toMatch(/^\/uploads-put\//);
      expect(await putToTarget(t.app, target, video)).toBe(200);
      const done = await call(t.app, videoCalls.upload, {
        token: who.token,
        body: { activityCode: CODE, step: 'finish', uploadKey: target.key },
      });
      expect(done.code).toBe(0);
      const entry = done.data.entry!;
      expect(entry).toMatchObject({ status: 'submitted', mediaType: 'video/mp4', durationSeconds: 3 });
      // The video as uploaded, and the poster frame beside it.
      expect((await readPublic(t.app, entry.mediaUrl!))?.equals(video)).toBe(true);
      expect(entry.posterUrl).toBe(entry.mediaUrl!.replace(/\.bin$/, '-poster.jpg'));
      const poster = await readPublic(t.app, entry.posterUrl!);
      expect(poster).not.toBeNull();
      expect(await sharp(poster!).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 64 });
      const [row] = await t.database.db
        .select()
        .from(contestEntries)
        .where(eq(contestEntries.id, entry.entryId));
      expect(row).toMatchObject({ durationSeconds: 3, posterUrl: entry.posterUrl, mediaKey: target.key });

      // A friend votes for the video entry through the video/ calls; the rank shows it at once.
      const friend = await t.newCustomer();
      const vote = await call(t.app, videoCalls.vote, {
        token: friend.token,
        body: { activityCode: CODE, entryId: entry.entryId },
      });
      expect(vote).toMatchObject({ code: 0, data: { entryId: entry.entryId, voteCount: 1 } });
      const rank = await call(t.app, videoCalls.getRank, {
        token: who.token,
        body: { activityCode: CODE, pageNum: 1, pageSize: 50 },
      });
      expect(rank.data.myEntry).toMatchObject({ entryId: entry.entryId, voteCount: 1 });
      expect(rank.data.list.find((e) => e.entryId === entry.entryId)).toMatchObject({
        voteCount: 1,
        posterUrl: entry.posterUrl,
      });
      const again = await call(t.app, videoCalls.vote, {
        token: friend.token,
        body: { activityCode: CODE, entryId: entry.entryId },
      });
      expect(again.code).toBe(2403);
    });

    it('refuses a video shorter than the contest allows (2401) and deletes it', async () => {
      const short = await makeMp4(1);
      const who = await t.newCustomer();
      await call(t.app, videoCalls.apply, {
        token: who.token,
        body: { activityCode: CODE, realName: '短片' },
      });
      const started = await call(t.app, videoCalls.upload, {
        token: who.token,
        body: { activityCode: CODE, step: 'start', contentType: 'video/mp4', size: short.length },
      });
      expect(await putToTarget(t.app, started.data.target!, short)).toBe(200);
      const done = await call(t.app, videoCalls.upload, {
        token: who.token,
        body: { activityCode: CODE, step: 'finish', uploadKey: started.data.target!.key },
      });
      expect(done.code).toBe(2401);
      expect(done.msg).toContain('太短');
    });
  });
});
