import { getActivity } from '@course/contracts/contests-activity';
import { voiceCalls } from '@course/contracts/contests-entry';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contestEntries, contestUploads } from '../../db/schema/index.ts';
import { SANDBOX_REFUSE_MARKER } from '../../integrations/uploads/moderation.ts';
import { putToTarget, readPublic } from '../../test-support/contest-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * The calligraphy contest (a works contest: a photo of the work) on PGlite and PostgreSQL: the seeded contest
 * with its sponsors, a photo re-encoded by sharp and kept as the entry under review, a new upload replacing a
 * pending or refused one, an approved entry final (2450) even when the approval races the upload, and one
 * entry per learner under concurrent sign-ups.
 */
const CODE = 'calligraphy-2026';

describeEachDatabase('calligraphy contest', (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#fdfaf2' } })
      .jpeg()
      .toBuffer();
  const start = async (token: string, bytes: Buffer) =>
    call(t.app, voiceCalls.upload, {
      token,
      body: { activityCode: CODE, step: 'start', contentType: 'image/jpeg', size: bytes.length },
    });
  const upload = async (token: string, bytes: Buffer) => {
    const started = await start(token, bytes);
    expect(started.code).toBe(0);
    expect(await putToTarget(t.app, started.data.target!, bytes)).toBe(200);
    return call(t.app, voiceCalls.upload, {
      token,
      body: { activityCode: CODE, step: 'finish', uploadKey: started.data.target!.key },
    });
  };
  const contestant = async () => {
    const who = await t.newCustomer();
    const applied = await call(t.app, voiceCalls.apply, {
      token: who.token,
      body: { activityCode: CODE, realName: '王羲之' },
    });
    expect(applied.code).toBe(0);
    return { ...who, entryId: applied.data.entryId };
  };
  const review = (entryId: number, status: 'approved' | 'rejected', reason: string | null = null) =>
    t.database.db
      .update(contestEntries)
      .set({ status, reviewReason: reason })
      .where(eq(contestEntries.id, entryId));

  it('is seeded as an image contest with its prizes, rules and sponsors', async () => {
    const answer = await call(t.app, getActivity, { body: { activityCode: CODE } });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ family: 'calligraphy', entry: { kind: 'image' } });
    expect(answer.data.sponsors.length).toBeGreaterThan(0);
    expect(answer.data.rules.join('')).toContain('审核通过后不能再替换');
  });

  it('keeps the re-encoded photo as the entry under review, and a new upload replaces a pending one', async () => {
    const who = await contestant();
    const first = await upload(who.token, await photo(300, 400));
    expect(first.code).toBe(0);
    expect(first.data.entry).toMatchObject({ status: 'submitted', mediaType: 'image/jpeg' });
    const firstUrl = first.data.entry!.mediaUrl!;
    const served = await readPublic(t.app, firstUrl);
    expect((await sharp(served!).metadata()).width).toBe(300);

    const second = await upload(who.token, await photo(240, 320));
    expect(second.code).toBe(0);
    expect(second.data.entry!.mediaUrl).not.toBe(firstUrl);
    expect(await readPublic(t.app, firstUrl)).toBeNull();
    const home = await call(t.app, voiceCalls.getHome, { token: who.token, body: { activityCode: CODE } });
    expect(home.data.myEntry).toMatchObject({ status: 'submitted', mediaUrl: second.data.entry!.mediaUrl });
  });

  it('shows a refusal with its reason, and a new upload sends the work back to review', async () => {
    const who = await contestant();
    expect((await upload(who.token, await photo(200, 200))).code).toBe(0);
    await review(who.entryId, 'rejected', '照片模糊，请重新拍摄');
    const home = await call(t.app, voiceCalls.getHome, { token: who.token, body: { activityCode: CODE } });
    expect(home.data.myEntry).toMatchObject({ status: 'rejected', reviewReason: '照片模糊，请重新拍摄' });
    const again = await upload(who.token, await photo(210, 210));
    expect(again.data.entry).toMatchObject({ status: 'submitted', reviewReason: null });
  });

  it('refuses to replace an approved work (2450), also when the approval comes between start and finish', async () => {
    const who = await contestant();
    const first = await upload(who.token, await photo(200, 260));
    await review(who.entryId, 'approved');
    const refused = await start(who.token, await photo(200, 260));
    expect(refused.code).toBe(ResponseCode.entryApprovedFinal);
    expect(refused.msg).toBe('作品已通过审核，不能再替换');

    const racer = await contestant();
    expect((await upload(racer.token, await photo(200, 260))).code).toBe(0);
    const bytes = await photo(220, 280);
    const started = await start(racer.token, bytes);
    await putToTarget(t.app, started.data.target!, bytes);
    await review(racer.entryId, 'approved');
    const late = await call(t.app, voiceCalls.upload, {
      token: racer.token,
      body: { activityCode: CODE, step: 'finish', uploadKey: started.data.target!.key },
    });
    expect(late.code).toBe(ResponseCode.entryApprovedFinal);
    const [row] = await t.database.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.id, racer.entryId));
    expect(row).toMatchObject({ status: 'approved' });
    expect(row!.mediaUrl).not.toContain(started.data.target!.key.replace(/\.bin$/, ''));
    expect(first.data.entry!.status).toBe('submitted');
  });

  it('sends a photo entry through the moderation port: a refused photo is 2402, deleted, and the entry unchanged', async () => {
    for (const code of [CODE, 'graduation-2026']) {
      const who = await t.newCustomer();
      expect(
        (
          await call(t.app, voiceCalls.apply, {
            token: who.token,
            body: { activityCode: code, realName: '欧阳询' },
          })
        ).code,
      ).toBe(0);
      const send = async (bytes: Buffer) => {
        const started = await call(t.app, voiceCalls.upload, {
          token: who.token,
          body: { activityCode: code, step: 'start', contentType: 'image/jpeg', size: bytes.length },
        });
        expect(started.code).toBe(0);
        expect(await putToTarget(t.app, started.data.target!, bytes)).toBe(200);
        const done = await call(t.app, voiceCalls.upload, {
          token: who.token,
          body: { activityCode: code, step: 'finish', uploadKey: started.data.target!.key },
        });
        return { done, key: started.data.target!.key };
      };
      // A real JPEG that passes the content check; the sandbox moderation refuses it by the marker it carries.
      const marked = Buffer.concat([await photo(200, 260), Buffer.from(SANDBOX_REFUSE_MARKER, 'latin1')]);
      const refused = await send(marked);
      expect(refused.done.code).toBe(ResponseCode.contentRefused);
      expect(refused.done.msg).toBe('图片内容不合规，请更换图片');
      const [upload] = await t.database.db
        .select()
        .from(contestUploads)
        .where(eq(contestUploads.key, refused.key));
      expect(upload).toMatchObject({ status: 'refused', reason: '图片内容不合规，请更换图片' });
      expect(await readPublic(t.app, `/uploads/${refused.key}`)).toBeNull();
      const home = await call(t.app, voiceCalls.getHome, { token: who.token, body: { activityCode: code } });
      expect(home.data.myEntry).toMatchObject({ status: 'applied', mediaUrl: null });
      // The same photo without the marker passes.
      expect((await send(await photo(200, 260))).done.code).toBe(0);
    }
  });

  it('gives a learner one entry under concurrent sign-ups', async () => {
    const who = await t.newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, voiceCalls.apply, { token: who.token, body: { activityCode: CODE, realName: '颜真卿' } }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ResponseCode.conflict)).toHaveLength(7);
    const rows = await t.database.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.customerId, who.customerId));
    expect(rows).toHaveLength(1);
  });
});
