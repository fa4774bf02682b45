import { helpArticles } from '@course/contracts/messages-help';
import { contentPage, myCommentList } from '@course/contracts/shell-content';
import { appletScheme, downloadLinks, reportDownloadClick } from '@course/contracts/shell-download';
import { reportAppLaunch, screenRecordingBatch } from '@course/contracts/shell-report';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionComments, sections, shellAppLaunches, shellDownloadClicks } from '../../db/schema/index.ts';
import { createLocalFolderStore } from '../../integrations/uploads/local-folder.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { recordingKey, storeRecordingBatch } from './screen-recordings.ts';

type Envelope<T> = { code: number; msg: string; data: T };

const launch = (launchId: string) => ({
  launchId,
  token: 'x',
  deviceId: 'device-1',
  deviceModel: 'iPhone',
  osName: 'ios',
  osVersion: '17.2',
  appChannel: 'wechat',
  appVersion: '1.2.1',
  latitude: 39.9,
  longitude: 116.4,
});

describeEachDatabase('the shell service (issue 18)', (getDatabase) => {
  let t: TestApp;
  const call = async <T>(
    contract: Parameters<typeof callInject>[1],
    body: Record<string, unknown>,
    token?: string,
  ) => envelopeOf(await callInject(t.app, contract, { body, ...(token ? { token } : {}) })) as Envelope<T>;

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  }, 120_000);
  afterAll(async () => t?.close());

  it('gives the channel’s own APK when it has one, else the app’s links', async () => {
    const own = await call<{ androidUrl: string; iosUrl: string; scheme: string }>(downloadLinks, {
      app: 'main',
      channel: 'h5_recall',
    });
    expect(own.code).toBe(0);
    expect(own.data.androidUrl).toMatch(/\.apk$/);
    expect(own.data.androidUrl).toContain('h5_recall');
    expect(own.data.iosUrl).toMatch(/^https:\/\/apps\.apple\.com\//);
    const other = await call<{ androidUrl: string }>(downloadLinks, { app: 'main', channel: 'ad_unknown_1' });
    expect(other.data.androidUrl).toMatch(/^https:\/\/a\.app\.qq\.com\//);
    const books = await call<{ name: string }>(downloadLinks, { app: 'books', channel: 'h5_books' });
    expect(books.data.name).toContain('读书');
    const bad = await call(downloadLinks, { app: 'main', channel: 'bad channel!' });
    expect(bad.code).toBe(ResponseCode.invalidParams);
  });

  it('counts every download tap per channel and platform, also when they arrive at once', async () => {
    const channel = `test_${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call<{ clicks: number }>(reportDownloadClick, { app: 'main', channel, platform: 'android' }),
      ),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(answers.map((a) => a.data.clicks).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    await call(reportDownloadClick, { app: 'main', channel, platform: 'ios' });
    const rows = await t.database.db
      .select()
      .from(shellDownloadClicks)
      .where(eq(shellDownloadClicks.channel, channel));
    expect(Object.fromEntries(rows.map((r) => [r.platform, r.clicks]))).toEqual({ android: 12, ios: 1 });
  });

  it('opens the mini-program through a URL-scheme ticket of the real format', async () => {
    const answer = await call<{ openlink: string; expiresAt: number; appletName: string }>(appletScheme, {
      entry: 'msgToAppletH5',
      query: 'courseId=3',
    });
    expect(answer.code).toBe(0);
    expect(answer.data.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=[A-Za-z0-9_-]{12}$/);
    expect(answer.data.expiresAt).toBeGreaterThan(Date.now());
    expect((await call(appletScheme, { entry: 'msgToapplets', query: 'a=<b>' })).code).toBe(
      ResponseCode.invalidParams,
    );
  });

  it('serves the seeded content pages and answers 1005 for an unknown key', async () => {
    const news = await call<{ title: string; blocks: { type: string }[] }>(contentPage, { key: 'appNews' });
    expect(news.code).toBe(0);
    expect(news.data.blocks.map((b) => b.type)).toContain('cards');
    const jump = await call<{ blocks: { type: string; target?: string }[] }>(contentPage, {
      key: 'jumpadress',
    });
    expect(jump.data.blocks[0]).toMatchObject({ type: 'redirect', target: '/center' });
    expect((await call(contentPage, { key: 'nothingHere' })).code).toBe(ResponseCode.notFound);
  });

  it('lists the learner’s own lesson comments with their lesson and course, and nobody else’s', async () => {
    const me = await t.newCustomer();
    const other = await t.newCustomer();
    const [section] = await t.database.db.select().from(sections).limit(1);
    await t.database.db.insert(sectionComments).values([
      {
        sectionId: section!.id,
        customerId: me.customerId,
        content: '老师讲得很清楚',
        createdAt: new Date(Date.now() - 1000),
      },
      { sectionId: section!.id, customerId: me.customerId, content: '第二遍听懂了' },
      { sectionId: section!.id, customerId: other.customerId, content: '别人的评论' },
    ]);
    const mine = await call<{ total: number; list: { content: string; sectionTitle: string }[] }>(
      myCommentList,
      {},
      me.token,
    );
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((c) => c.content)).toEqual(['第二遍听懂了', '老师讲得很清楚']);
    expect(mine.data.list[0]!.sectionTitle).toBe(section!.title);
    expect((await call(myCommentList, {})).code).toBe(ResponseCode.notLoggedIn);
  });

  it('stores an app launch once per launch id, also when the same launch is reported twice at once', async () => {
    const me = await t.newCustomer();
    const id = `launch-${Date.now()}`;
    const [a, b] = await Promise.all([
      call<{ recorded: boolean }>(reportAppLaunch, launch(id), me.token),
      call<{ recorded: boolean }>(reportAppLaunch, launch(id), me.token),
    ]);
    expect([a.data.recorded, b.data.recorded].sort()).toEqual([false, true]);
    const rows = await t.database.db.select().from(shellAppLaunches).where(eq(shellAppLaunches.launchId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ appVersion: '1.2.1', appChannel: 'wechat', latitude: 39.9 });
    expect((await call(reportAppLaunch, launch(`${id}-x`))).code).toBe(ResponseCode.notLoggedIn);
  });

  it('stores recording batches through the upload port and refuses them beyond the session cap', async () => {
    const sessionId = `rec-${Date.now()}`;
    const events = JSON.stringify([{ type: 4, data: { href: 'https://x' }, timestamp: 1 }]);
    const first = await call<{ bytes: number; batches: number }>(screenRecordingBatch, {
      sessionId,
      seq: 0,
      pageUrl: 'https://h5.example.com/index',
      events,
    });
    expect(first.code).toBe(0);
    expect(first.data).toEqual({ bytes: Buffer.byteLength(events), batches: 1 });
    expect(
      (await call(screenRecordingBatch, { sessionId, seq: 1, pageUrl: '', events: '{"a":1}' })).code,
    ).toBe(ResponseCode.invalidParams);

    const store = createLocalFolderStore({ dataDir: t.app.config.dataDir, secret: 'k' });
    expect((await store.read(recordingKey(sessionId, 0)))?.toString()).toBe(events);
    // a small cap: concurrent batches cannot pass it together
    const capped = `cap-${Date.now()}`;
    const batch = JSON.stringify([{ type: 3, data: { source: 0 }, pad: 'x'.repeat(80) }]);
    const size = Buffer.byteLength(batch);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, seq) =>
        storeRecordingBatch(
          t.database.db,
          store,
          { sessionId: capped, seq, pageUrl: '', events: batch, customerId: null },
          new Date(),
          size * 3,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: ResponseCode.recordingCapReached });
  });

  it('gives the help articles of lessonHelp and issue in their order', async () => {
    const lesson = await call<{ list: { category: string; question: string }[] }>(helpArticles, {
      topic: 'lessonHelp',
    });
    expect(lesson.data.list.length).toBeGreaterThanOrEqual(4);
    expect(lesson.data.list[0]!.category).toBe('播放问题');
    const issue = await call<{ list: unknown[] }>(helpArticles, { topic: 'issue' });
    expect(issue.data.list.length).toBeGreaterThan(0);
    expect((await call(helpArticles, { topic: 'other' })).code).toBe(ResponseCode.invalidParams);
  });
});

describe('recordingKey', () => {
  it('is a key the upload port accepts', async () => {
    const { UPLOAD_KEY } = await import('../../integrations/uploads/port.ts');
    expect(UPLOAD_KEY.test(recordingKey('0123456789abcdef0123456789abcdef', 12))).toBe(true);
  });
});
