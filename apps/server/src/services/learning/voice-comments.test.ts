// Over 300 lines: one suite for the voice comments' calls on both databases (publish, refusals, list, delete, daily limit).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { voiceCommentList, voiceCommentSave } from '@course/contracts/learning-extra';
import {
  commentVoiceDelete,
  commentVoiceInfo,
  commentVoiceList,
  commentVoicePublish,
  type TVoiceComment,
  VOICE_COMMENT_MAX_BYTES,
} from '@course/contracts/learning-voice-comments';
import { myCommentList } from '@course/contracts/shell-content';
import { ResponseCode } from '@course/domain/response-codes';
import { VOICE_DAILY_LIMIT, VoiceCommentText } from '@course/domain/voice-comments';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sectionComments, sections } from '../../db/schema/index.ts';
import { probeMedia } from '../../integrations/uploads/media.ts';
import { makePng, makeWav } from '../../test-support/contest-helpers.ts';
import { hostileTally } from '../../test-support/hostile-tally.ts';
import { type Answer, limitHolder, ok } from '../../test-support/limit-check.ts';
import { call, courseByTitle, PAID_COURSE } from '../../test-support/order-helpers.ts';
import { callInject, envelopeOf, uploadInject } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { grantCourse } from '../catalogue/ownership.ts';

/**
 * Voice comments on lessons (commentVoice) on PGlite and PostgreSQL through the real calls: a recording is
 * published as a multipart upload checked by its content and duration (a WAV, and a WebM without a written
 * duration as a browser's MediaRecorder makes it), stored re-encoded as AAC; refused when it is not audio, too
 * short, too long, too large, not the signed file, or its learner does not own the course; listed newest first;
 * deleted only by its learner; shown in myComment as a voice item; at most VOICE_DAILY_LIMIT a Beijing day even
 * when published at once.
 */

const run = promisify(execFile);

/** `seconds` of a tone as Opus in WebM written to a pipe: no duration in the header, as MediaRecorder writes it. */
async function recorderWebm(seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 8 * 1024 * 1024 },
  );
  return stdout;
}

describeEachDatabase('voice comments on lessons (commentVoice)', { seeded: true }, (getDatabase, target) => {
  const tally = hostileTally(`voice comments (${target.name})`);
  const hold = limitHolder(tally, `voice comments [${target.name}]`);
  let t: TestApp;
  let courseId: number;
  let sectionId: number;
  let otherSectionId: number;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    courseId = (await courseByTitle(t.database.db, PAID_COURSE)).id;
    const lessons = await t.database.db
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(sections.sort, sections.id);
    sectionId = lessons[0]!.id;
    otherSectionId = lessons[1]!.id;
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
  });
  const db = () => t.database.db;

  async function owner(nickname = '王同学') {
    const who = await t.newCustomer({ nickname });
    await grantCourse(db(), { customerId: who.customerId, courseId, source: 'bought', grantRef: 'test' });
    return who;
  }
  const publish = async (
    token: string,
    file: Buffer | null,
    input: { section?: number; fileMd5?: string } = {},
  ) =>
    envelopeOf(
      await uploadInject(t.app, commentVoicePublish, {
        token,
        body: { sectionId: input.section ?? sectionId },
        file,
        ...(input.fileMd5 ? { fileMd5: input.fileMd5 } : {}),
      }),
    );
  const stored = (url: string) => path.join(t.app.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

  it('tells who may publish: owners; a learner without the course and a visitor see why not', async () => {
    const learner = await owner();
    const stranger = await t.newCustomer();
    const info = async (token?: string) =>
      (await call(t.app, commentVoiceInfo, { ...(token ? { token } : {}), body: { sectionId } })).data;
    expect(await info(learner.token)).toMatchObject({
      sectionId,
      courseId,
      courseTitle: PAID_COURSE,
      canPost: true,
      blockedReason: null,
      postedToday: 0,
      dailyLimit: VOICE_DAILY_LIMIT,
      minSeconds: 1,
      maxSeconds: 60,
    });
    expect(await info(stranger.token)).toMatchObject({
      canPost: false,
      blockedReason: 'owners-only',
      blockedText: VoiceCommentText.ownersOnly,
    });
    expect(await info()).toMatchObject({ canPost: false, blockedReason: 'sign-in' });
    expect((await call(t.app, commentVoiceInfo, { body: { sectionId: 99_999_999 } })).code).toBe(
      ResponseCode.notFound,
    );
  });

  it('publishes a recording re-encoded as AAC in M4A, with its duration, from a WAV and from a recorder’s WebM', async () => {
    const learner = await owner('录音学员');
    const fromWav = await publish(learner.token, makeWav(2.2));
    expect(fromWav.code, fromWav.msg).toBe(0);
    const wavComment = fromWav.data as TVoiceComment;
    expect(wavComment).toMatchObject({ sectionId, nickname: '录音学员', durationSeconds: 2, isMine: true });
    expect(wavComment.voiceUrl).toMatch(/^\/uploads\/voice-comments\/\d+\/[0-9a-f]{32}\.m4a$/);
    const clip = await readFile(stored(wavComment.voiceUrl));
    expect((await fileTypeFromBuffer(clip))?.ext).toBe('m4a');
    expect((await probeMedia(clip))?.durationSeconds).toBeCloseTo(2.2, 0);

    const webm = await recorderWebm(3.2);
    const fromWebm = await publish(learner.token, webm);
    expect(fromWebm.code, fromWebm.msg).toBe(0);
    expect(fromWebm.data).toMatchObject({ durationSeconds: 3, isMine: true });
  });

  it('refuses what is not a recording of 1 to 60 seconds, a file that is not the signed one, and a non-owner', async () => {
    const learner = await owner();
    const stranger = await t.newCustomer();
    const refusals: Array<[string, Answer, number, string]> = [
      ['a picture', await publish(learner.token, makePng()), ResponseCode.uploadRefused, '文件格式不支持'],
      [
        'text',
        await publish(learner.token, Buffer.from('这不是录音'.repeat(20))),
        ResponseCode.uploadRefused,
        '文件格式不支持',
      ],
      [
        '0.3 s',
        await publish(learner.token, makeWav(0.3)),
        ResponseCode.uploadRefused,
        '音频太短：至少 1 秒',
      ],
      [
        '62 s',
        await publish(learner.token, makeWav(62)),
        ResponseCode.uploadRefused,
        '音频太长：不能超过 60 秒',
      ],
      [
        'over the byte limit',
        await publish(learner.token, Buffer.alloc(VOICE_COMMENT_MAX_BYTES + 1, 7)),
        ResponseCode.uploadRefused,
        '文件太大',
      ],
      [
        'another file than the signed one',
        await publish(learner.token, makeWav(2), { fileMd5: '0'.repeat(32) }),
        ResponseCode.badSign,
        '上传的文件与签名不符',
      ],
      [
        'no file',
        await publish(learner.token, null, { fileMd5: 'a'.repeat(32) }),
        ResponseCode.invalidParams,
        '缺少文件',
      ],
      [
        'a stranger',
        await publish(stranger.token, makeWav(2)),
        ResponseCode.voiceCommentOwnersOnly,
        '购买本课程',
      ],
      [
        'an unknown lesson',
        await publish(learner.token, makeWav(2), { section: 99_999_999 }),
        ResponseCode.notFound,
        '小节不存在',
      ],
    ];
    for (const [label, answer, code, text] of refusals) {
      tally.record(answer.code === code);
      expect({ label, code: answer.code }).toEqual({ label, code });
      expect(answer.msg, label).toContain(text);
    }
    // JSON to the upload call is refused before anything is read as a file
    const json = await callInject(t.app, commentVoicePublish, {
      token: learner.token,
      body: { sectionId, fileMd5: 'a'.repeat(32) },
    });
    expect(json.statusCode).toBe(415);
    expect(envelopeOf(json).code).toBe(ResponseCode.malformedBody);
    // nothing was stored for the refused recordings
    const rows = await db()
      .select({ id: sectionComments.id })
      .from(sectionComments)
      .where(eq(sectionComments.customerId, learner.customerId));
    expect(rows).toEqual([]);
  });

  it('lists a lesson’s voice comments newest first, a page at a time, apart from the text comments', async () => {
    const [a, b] = [await owner('甲'), await owner('乙')];
    const section = otherSectionId;
    const first = (await publish(a.token, makeWav(1.5), { section })).data as TVoiceComment;
    const second = (await publish(b.token, makeWav(4), { section })).data as TVoiceComment;
    await call(t.app, voiceCommentSave, {
      token: a.token,
      body: { sectionId: section, content: '文字留言' },
    });

    const page1 = (
      await call(t.app, commentVoiceList, {
        token: a.token,
        body: { sectionId: section, pageNum: 1, pageSize: 1 },
      })
    ).data;
    expect(page1.total).toBe(2);
    expect(page1.list.map((c) => [c.id, c.nickname, c.durationSeconds, c.isMine])).toEqual([
      [second.id, '乙', 4, false],
    ]);
    const page2 = (
      await call(t.app, commentVoiceList, {
        token: a.token,
        body: { sectionId: section, pageNum: 2, pageSize: 1 },
      })
    ).data;
    expect(page2.list.map((c) => [c.id, c.durationSeconds, c.isMine])).toEqual([[first.id, 2, true]]);
    // a visitor reads the list too
    expect((await call(t.app, commentVoiceList, { body: { sectionId: section } })).data.total).toBe(2);
    // the text comments of the audio page stay text
    const texts = (
      await call(t.app, voiceCommentList, { body: { sectionId: section, pageNum: 1, pageSize: 20 } })
    ).data;
    expect(texts.list.map((c) => c.content)).toEqual(['文字留言']);
  });

  it('deletes only the learner’s own voice comment, once, and takes its clip out of the store and of myComment', async () => {
    const [author, other] = [await owner('作者'), await owner('旁人')];
    const comment = (await publish(author.token, makeWav(2))).data as TVoiceComment;
    expect(existsSync(stored(comment.voiceUrl))).toBe(true);

    const mine = (
      await call(t.app, myCommentList, { token: author.token, body: { pageNum: 1, pageSize: 20 } })
    ).data;
    expect(mine.list[0]).toMatchObject({
      id: comment.id,
      kind: 'voice',
      content: '',
      voiceUrl: comment.voiceUrl,
      durationSeconds: 2,
      sectionId,
      courseTitle: PAID_COURSE,
    });

    const byOther = await call(t.app, commentVoiceDelete, {
      token: other.token,
      body: { commentId: comment.id },
    });
    expect([byOther.code, byOther.msg]).toEqual([
      ResponseCode.voiceCommentNotYours,
      VoiceCommentText.notYours,
    ]);
    expect(existsSync(stored(comment.voiceUrl))).toBe(true);

    const [once, twice] = await Promise.all([
      call(t.app, commentVoiceDelete, { token: author.token, body: { commentId: comment.id } }),
      call(t.app, commentVoiceDelete, { token: author.token, body: { commentId: comment.id } }),
    ]);
    expect([once.code, twice.code].sort()).toEqual([0, ResponseCode.notFound]);
    expect(existsSync(stored(comment.voiceUrl))).toBe(false);
    const [row] = await db().select().from(sectionComments).where(eq(sectionComments.id, comment.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const list = (await call(t.app, commentVoiceList, { body: { sectionId } })).data;
    expect(list.list.map((c) => c.id)).not.toContain(comment.id);
    const after = (
      await call(t.app, myCommentList, { token: author.token, body: { pageNum: 1, pageSize: 20 } })
    ).data;
    expect(after.list.map((c) => c.id)).not.toContain(comment.id);
    expect(
      (await call(t.app, commentVoiceDelete, { token: other.token, body: { commentId: 99_999_999 } })).code,
    ).toBe(ResponseCode.notFound);
  });

  it(`keeps ${VOICE_DAILY_LIMIT} voice comments a Beijing day when the last ones are published at once`, async () => {
    const learner = await owner();
    const now = Date.now();
    const filler = (createdAt: Date, i: number) => ({
      sectionId,
      customerId: learner.customerId,
      kind: 'voice' as const,
      content: '',
      voiceKey: `voice-comments/${courseId}/filler-${i}.m4a`,
      voiceUrl: `/uploads/voice-comments/${courseId}/filler-${i}.m4a`,
      durationSeconds: 3,
      createdAt,
    });
    // yesterday's do not count; today's deleted ones do
    await db()
      .insert(sectionComments)
      .values(Array.from({ length: 5 }, (_, i) => filler(new Date(now - 26 * 3_600_000), i)));
    await db()
      .insert(sectionComments)
      .values(Array.from({ length: VOICE_DAILY_LIMIT - 3 }, (_, i) => filler(new Date(now - 1000), 100 + i)));
    await db()
      .update(sectionComments)
      .set({ deletedAt: new Date(now - 500) })
      .where(
        and(
          eq(sectionComments.customerId, learner.customerId),
          eq(sectionComments.voiceKey, `voice-comments/${courseId}/filler-100.m4a`),
        ),
      );

    const folder = path.join(t.app.config.dataDir, 'uploads', 'voice-comments', String(courseId));
    const clipsBefore = existsSync(folder) ? readdirSync(folder).length : 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => publish(learner.token, makeWav(1.5))));
    hold(
      'voice comments per learner per Beijing day',
      answers,
      3,
      ok,
      (a) => a.code === ResponseCode.voiceCommentDailyLimit && a.msg === VoiceCommentText.dailyLimit,
    );
    const info = (await call(t.app, commentVoiceInfo, { token: learner.token, body: { sectionId } })).data;
    expect(info.postedToday).toBe(VOICE_DAILY_LIMIT);
    // the refused recordings left no clip behind: the folder holds the three published ones more
    expect(readdirSync(folder).length - clipsBefore).toBe(3);
  });
});
