import { teacherLogin } from '@course/contracts/identity-login';
import { questionAll, questionAnswer, questionDetail, saveQuestion } from '@course/contracts/learning-extra';
import { liveDetail, liveList, liveSubscribe } from '@course/contracts/learning-live';
import { QUESTION_DAILY_LIMIT } from '@course/domain/live-lessons';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courseLives, customerMessages, liveSubscriptions } from '../../db/schema/index.ts';
import { DEMO_TEACHER } from '../../db/seed-identity.ts';
import { LIVE_DEMO_COURSE } from '../../db/seed-lives.ts';
import { slidingPlaylist } from '../../sandbox/live-stream.ts';
import { call, courseByTitle } from '../../test-support/order-helpers.ts';
import { callInject } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { grantCourse } from '../catalogue/ownership.ts';

/**
 * Live lessons and Q&A (issue 18) on PGlite and PostgreSQL through the real calls: a live's status, stream and
 * replay by the clock and by who may watch; the reminder once; questions' limits (the daily limit under
 * concurrent asks), who sees what, and a teacher's answer through the teacherToken.
 */
describeEachDatabase('live lessons and Q&A', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let courseId: number;
  let teacherToken: string;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    courseId = (await courseByTitle(t.database.db, LIVE_DEMO_COURSE)).id;
    const login = await call(t.app, teacherLogin, {
      body: { mobile: DEMO_TEACHER.mobile, password: DEMO_TEACHER.password },
    });
    teacherToken = login.data.teacherToken;
  });
  afterAll(async () => t?.close());
  const db = () => t.database.db;

  async function owner() {
    const who = await t.newCustomer({ nickname: '李同学' });
    await grantCourse(db(), { customerId: who.customerId, courseId, source: 'gifted', grantRef: 'test' });
    return who;
  }

  async function newLive(startsInMs: number, lengthMs: number, audience: 'owners' | 'public' = 'owners') {
    const startsAt = new Date(Date.now() + startsInMs);
    const [row] = await db()
      .insert(courseLives)
      .values({
        courseId,
        title: `测试直播 ${Math.random()}`,
        teacherName: '王老师',
        audience,
        startsAt,
        endsAt: new Date(startsAt.getTime() + lengthMs),
        streamUrl: '/sandbox/live/demo.m3u8',
        replayUrl: '/uploads/media/pattern.mp4',
      })
      .returning();
    return row!;
  }

  it('gives the stream only while the live is on and the replay only after, to those who may watch', async () => {
    const learner = await owner();
    const stranger = await t.newCustomer();
    const upcoming = await newLive(3_600_000, 3_600_000);
    const onAir = await newLive(-60_000, 3_600_000);
    const ended = await newLive(-7_200_000, 3_600_000);
    const detail = async (token: string, liveId: number) =>
      (await call(t.app, liveDetail, { token, body: { liveId } })).data.live;

    expect(await detail(learner.token, upcoming.id)).toMatchObject({
      status: 'upcoming',
      statusText: '未开始',
      streamUrl: null,
      replayUrl: null,
    });
    expect(await detail(learner.token, onAir.id)).toMatchObject({
      status: 'live',
      statusText: '直播中',
      streamUrl: '/sandbox/live/demo.m3u8',
      replayUrl: null,
    });
    expect(await detail(learner.token, ended.id)).toMatchObject({
      status: 'ended',
      statusText: '已结束',
      streamUrl: null,
      replayUrl: '/uploads/media/pattern.mp4',
    });
    // not an owner: the owners' live is locked, a public one plays
    expect(await detail(stranger.token, onAir.id)).toMatchObject({ canWatch: false, streamUrl: null });
    const open = await newLive(-60_000, 3_600_000, 'public');
    expect(await detail(stranger.token, open.id)).toMatchObject({
      canWatch: true,
      streamUrl: expect.any(String),
    });

    const list = await call(t.app, liveList, { token: learner.token, body: { courseId } });
    const starts = list.data.list.map((l) => l.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('reminds once: concurrent subscriptions make one row and one site message', async () => {
    const learner = await owner();
    const live = await newLive(86_400_000, 3_600_000);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t.app, liveSubscribe, { token: learner.token, body: { liveId: live.id } }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0]);
    expect(answers[0]!.data.live.subscribed).toBe(true);
    const subs = await db()
      .select()
      .from(liveSubscriptions)
      .where(
        and(eq(liveSubscriptions.liveId, live.id), eq(liveSubscriptions.customerId, learner.customerId)),
      );
    expect(subs).toHaveLength(1);
    const messages = await db()
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.dedupeKey, `live-subscribe:${live.id}`));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toContain('北京时间');
    const ended = await newLive(-7_200_000, 3_600_000);
    expect(
      (await call(t.app, liveSubscribe, { token: learner.token, body: { liveId: ended.id } })).code,
    ).toBe(ResponseCode.conflict);
  });

  it('checks a question’s length and allows QUESTION_DAILY_LIMIT a day even when asked at once', async () => {
    const learner = await owner();
    const short = await call(t.app, saveQuestion, {
      token: learner.token,
      body: { courseId, content: '怎么办' },
    });
    expect(short).toMatchObject({ code: ResponseCode.invalidParams, msg: '问题至少 5 个字' });
    const answers = await Promise.all(
      Array.from({ length: QUESTION_DAILY_LIMIT + 3 }, (_, i) =>
        call(t.app, saveQuestion, {
          token: learner.token,
          body: { courseId, content: `第${i}个问题：怎么记得更牢？` },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(QUESTION_DAILY_LIMIT);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(3);
    for (const a of refused) expect(a.code).toBe(ResponseCode.questionDailyLimit);
  });

  it('shows public questions and one’s own; a teacher answers through the teacherToken and the asker sees it', async () => {
    const asker = await owner();
    const other = await owner();
    const pub = await call(t.app, saveQuestion, {
      token: asker.token,
      body: { courseId, content: '公开的问题：数字编码怎么练？' },
    });
    const priv = await call(t.app, saveQuestion, {
      token: asker.token,
      body: { courseId, content: '私下的问题：我记性差怎么办？', isPublic: false },
    });
    expect(pub.code).toBe(0);
    const seenByOther = await call(t.app, questionAll, {
      token: other.token,
      body: { courseId, pageNum: 1, pageSize: 50 },
    });
    const ids = seenByOther.data.list.map((q) => q.id);
    expect(ids).toContain(pub.data.id);
    expect(ids).not.toContain(priv.data.id);
    expect(seenByOther.data.list.find((q) => q.id === pub.data.id)).toMatchObject({
      isMine: false,
      askerName: '李**',
    });
    // answered ones come first for a learner
    const answered = seenByOther.data.list.map((q) => q.answeredAt !== null);
    expect(answered).toEqual([...answered].sort((a, b) => Number(b) - Number(a)));
    expect(
      (await call(t.app, questionDetail, { token: other.token, body: { questionId: priv.data.id } })).code,
    ).toBe(ResponseCode.notFound);
    expect(
      (await call(t.app, questionDetail, { token: asker.token, body: { questionId: priv.data.id } })).code,
    ).toBe(0);

    // a learner cannot answer; a teacher can, and sees the private question
    const byLearner = await call(t.app, questionAnswer, {
      token: other.token,
      body: { questionId: pub.data.id, answer: '我来回答' },
    });
    expect(byLearner.code).toBe(ResponseCode.teacherRequired);
    const empty = await callInject(t.app, questionAnswer, {
      headers: { teacherToken },
      body: { questionId: pub.data.id, answer: ' ' },
    });
    expect(empty.json()).toMatchObject({ code: ResponseCode.invalidParams });
    const answer = await callInject(t.app, questionAnswer, {
      headers: { teacherToken },
      body: {
        questionId: priv.data.id,
        answer: '每天练十分钟，坚持一周。',
        videoUrl: '/uploads/media/pattern.mp4',
      },
    });
    expect(answer.json()).toMatchObject({
      code: 0,
      data: { answer: '每天练十分钟，坚持一周。', answeredByName: DEMO_TEACHER.name },
    });
    const seen = await call(t.app, questionDetail, {
      token: asker.token,
      body: { questionId: priv.data.id },
    });
    expect(seen.data.question).toMatchObject({
      answer: '每天练十分钟，坚持一周。',
      answerVideoUrl: '/uploads/media/pattern.mp4',
      isMine: true,
    });
    const notice = await db()
      .select()
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.customerId, asker.customerId),
          eq(customerMessages.dedupeKey, `question-answered:${priv.data.id}`),
        ),
      );
    expect(notice).toHaveLength(1);
    const teacherView = await callInject(t.app, questionAll, {
      headers: { teacherToken },
      body: { courseId, pageNum: 1, pageSize: 50 },
    });
    expect(teacherView.json().data.isTeacher).toBe(true);
  });

  it('slides the sandbox live playlist with the clock, marking each loop as a discontinuity', () => {
    const at = slidingPlaylist(12_000);
    expect(at).toContain('#EXT-X-MEDIA-SEQUENCE:3');
    expect(at).not.toContain('#EXT-X-ENDLIST');
    expect(at.match(/#EXTINF/g)).toHaveLength(4);
    // segments 3..6 play files 0,1,2,0; the wrap before segment 6 is a discontinuity, the first is not tagged
    expect(at.match(/pattern-\d\.ts/g)).toEqual([
      'pattern-0.ts',
      'pattern-1.ts',
      'pattern-2.ts',
      'pattern-0.ts',
    ]);
    expect(at.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(at).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(slidingPlaylist(14_000)).toContain('#EXT-X-MEDIA-SEQUENCE:4');
    // counted from the live's start: small numbers however late the clock
    const late = Date.UTC(2026, 10, 27, 12);
    expect(slidingPlaylist(late + 12_000, late)).toContain('#EXT-X-MEDIA-SEQUENCE:3');
  });
});
