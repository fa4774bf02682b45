// Over 300 lines: the content half's server behaviour on both databases, sharing one app and its seeded library.
import { reportLearnRecord } from '@course/contracts/learning-section';
import { chronicProgramme } from '@course/contracts/tools-chronic';
import {
  contentDetail,
  contentList,
  contentPostDetail,
  contentPostSave,
  contentPosts,
  contentReact,
  pictureMountList,
  pictureMountSave,
  pictureTemplates,
} from '@course/contracts/tools-content';
import { checkToolPermission } from '@course/contracts/tools-shell';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sections, toolContentItems } from '../../db/schema/index.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { grantCourse } from '../catalogue/ownership.ts';
import { imageSizeOf } from './content-pictures.ts';

/** A PNG header of the given size (signature + IHDR): enough for the server's check by content. */
function pngOf(width: number, height: number): string {
  const b = Buffer.alloc(33);
  b.writeUInt32BE(0x89504e47, 0);
  b.writeUInt32BE(0x0d0a1a0a, 4);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt8(8, 24);
  b.writeUInt8(6, 25);
  return `data:image/png;base64,${b.toString('base64')}`;
}

describe('imageSizeOf', () => {
  it('reads a PNG header and refuses bytes that are not an image', () => {
    expect(imageSizeOf(Buffer.from(pngOf(300, 400).split(',')[1]!, 'base64'))).toEqual({
      type: 'png',
      width: 300,
      height: 400,
    });
    expect(imageSizeOf(Buffer.from('hello world, not an image at all'))).toBeNull();
  });
});

/** The content half of the tools (issue 19), on PGlite and PostgreSQL. */
describeEachDatabase('tools: chronic programme and content library', { seeded: true }, (getDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const itemId = async (code: string) => {
    const [row] = await t.database.db
      .select({ id: toolContentItems.id })
      .from(toolContentItems)
      .where(eq(toolContentItems.code, code));
    return row!.id;
  };

  it('the chronic-disease programme opens with its course and counts the learner’s learned sections', async () => {
    const { token, customerId } = await t.newCustomer();
    const locked = await call(t.app, checkToolPermission, { token, body: { toolCode: 'chronic-disease' } });
    expect(locked.data).toMatchObject({ status: 'locked', access: 'course' });
    const before = await call(t.app, chronicProgramme, { token, body: {} });
    expect(before.data).toMatchObject({ learned: 0, total: 5, lastSectionId: null });
    expect(before.data.disclaimer).toContain('不能替代医生');

    await grantCourse(t.database.db, {
      customerId,
      courseId: before.data.courseId,
      source: 'bought',
      grantRef: 'test',
    });
    const open = await call(t.app, checkToolPermission, { token, body: { toolCode: 'chronic-disease' } });
    expect(open.data.status).toBe('allowed');
    const [text] = await t.database.db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.courseId, before.data.courseId), eq(sections.kind, 'text')));
    const report = await call(t.app, reportLearnRecord, {
      token,
      body: {
        life: 'ended',
        sectionId: text!.id,
        isLearned: 1,
        learnTime: 1,
        audioTime: 1,
        osName: 'h5',
        type: 3,
        time: 100,
      },
    });
    expect(report.code).toBe(0);
    const after = await call(t.app, chronicProgramme, { token, body: {} });
    expect(after.data).toMatchObject({ learned: 1, total: 5, lastSectionId: text!.id, studyDays: 1 });
  });

  it('lists a family by category and by popularity; a taken-down item answers 2551', async () => {
    const { token } = await t.newCustomer();
    const templates = await call(t.app, contentList, {
      token,
      body: { family: 'video', category: 'template' },
    });
    expect(templates.data.list.map((c) => c.code)).toEqual([
      'video-template-birthday',
      'video-template-checkin',
      'picture-template-ink',
      'picture-template-graduation',
    ]);
    expect(templates.data.categories.map((c) => c.code)).toEqual([
      'lesson',
      'template',
      'material',
      'replay',
      'welfare',
    ]);
    const hot = await call(t.app, contentList, {
      token,
      body: { family: 'video', sort: 'hot', pageSize: 3 },
    });
    const views = hot.data.list.map((c) => c.views + c.likes * 10);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    // the total counts the family's shown items, not the page
    const shown = await t.database.db
      .select({ id: toolContentItems.id })
      .from(toolContentItems)
      .where(and(eq(toolContentItems.family, 'video'), eq(toolContentItems.takenDown, false)));
    expect(hot.data.list).toHaveLength(3);
    expect(hot.data.total).toBe(shown.length);
    expect(shown.length).toBe(12);

    const first = await call(t.app, contentDetail, { token, body: { family: 'plan', category: 'book' } });
    expect(first.data.item.code).toBe('plan-book-21day');
    expect(first.data.item.facts.length).toBeGreaterThan(0);

    const id = await itemId('treasure-gift-pack');
    await t.database.db.update(toolContentItems).set({ takenDown: true }).where(eq(toolContentItems.id, id));
    const gone = await call(t.app, contentDetail, { token, body: { id } });
    expect(gone).toMatchObject({ code: ResponseCode.contentTakenDown, msg: '该内容已下架' });
    await t.database.db.update(toolContentItems).set({ takenDown: false }).where(eq(toolContentItems.id, id));
    const none = await call(t.app, contentDetail, { token, body: {} });
    expect(none.code).toBe(ResponseCode.invalidParams);
  });

  it('counts a like once per learner however often it is sent at once; a benefit is claimed once', async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    const id = await itemId('sentence-3');
    const likes = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, contentReact, { token: a.token, body: { id, kind: 'like', on: true } }),
      ),
    );
    expect(likes.every((r) => r.code === 0)).toBe(true);
    const byB = await call(t.app, contentReact, { token: b.token, body: { id, kind: 'like', on: true } });
    expect(byB.data).toMatchObject({ liked: true, likes: 2 });
    const off = await call(t.app, contentReact, { token: a.token, body: { id, kind: 'like', on: false } });
    expect(off.data).toMatchObject({ liked: false, likes: 1 });
    const fav = await call(t.app, contentReact, { token: a.token, body: { id, kind: 'favorite', on: true } });
    expect(fav.data).toMatchObject({ favorited: true, favorites: 1 });
    const mine = await call(t.app, contentList, {
      token: a.token,
      body: { family: 'sentence', favorites: true },
    });
    expect(mine.data.list.map((c) => c.id)).toEqual([id]);

    const notBenefit = await call(t.app, contentReact, {
      token: a.token,
      body: { id, kind: 'claim', on: true },
    });
    expect(notBenefit.code).toBe(ResponseCode.contentNotClaimable);
    const benefit = await itemId('benefit-arrival-7');
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        call(t.app, contentReact, { token: a.token, body: { id: benefit, kind: 'claim', on: true } }),
      ),
    );
    expect(claims.every((r) => r.code === 0)).toBe(true);
    const detail = await call(t.app, contentDetail, { token: a.token, body: { id: benefit } });
    expect(detail.data.reactions).toMatchObject({ claimed: true, claims: 1 });
    const undo = await call(t.app, contentReact, {
      token: a.token,
      body: { id: benefit, kind: 'claim', on: false },
    });
    expect(undo.code).toBe(ResponseCode.conflict);
  });

  it('keeps notes private and editable by their writer; questions are public with their answers', async () => {
    const a = await t.newCustomer({ nickname: '笔记同学' });
    const b = await t.newCustomer();
    const id = await itemId('video-pen-horizontal');
    const note = await call(t.app, contentPostSave, {
      token: a.token,
      body: { itemId: id, kind: 'note', text: '  起笔轻，收笔稳  ' },
    });
    expect(note.data).toMatchObject({
      text: '起笔轻，收笔稳',
      mine: true,
      itemTitle: '硬笔书法：横画的起笔与收笔',
    });
    const edited = await call(t.app, contentPostSave, {
      token: a.token,
      body: { itemId: id, kind: 'note', text: '起笔轻，行笔匀，收笔稳', postId: note.data.id },
    });
    expect(edited.data.id).toBe(note.data.id);
    const mine = await call(t.app, contentPosts, { token: a.token, body: { kind: 'note' } });
    expect(mine.data.list.map((n) => n.text)).toEqual(['起笔轻，行笔匀，收笔稳']);
    expect((await call(t.app, contentPosts, { token: b.token, body: { kind: 'note' } })).data.list).toEqual(
      [],
    );
    const steal = await call(t.app, contentPostSave, {
      token: b.token,
      body: { itemId: id, kind: 'note', text: 'x', postId: note.data.id },
    });
    expect(steal.code).toBe(ResponseCode.notFound);
    const peek = await call(t.app, contentPostDetail, { token: b.token, body: { postId: note.data.id } });
    expect(peek.code).toBe(ResponseCode.noAccess);
    const blank = await call(t.app, contentPostSave, {
      token: a.token,
      body: { itemId: id, kind: 'note', text: '   ' },
    });
    expect(blank.code).toBe(ResponseCode.invalidParams);

    const asked = await call(t.app, contentPostSave, {
      token: a.token,
      body: { itemId: id, kind: 'question', text: '竖画总写歪怎么办？' },
    });
    expect(asked.data).toMatchObject({ askerName: '笔记同学', answer: null });
    const questions = await call(t.app, contentPosts, {
      token: b.token,
      body: { kind: 'question', itemId: id },
    });
    expect(questions.data.list.length).toBeGreaterThanOrEqual(3);
    expect(questions.data.list.filter((q) => q.answer !== null).length).toBeGreaterThanOrEqual(2);
    const seen = await call(t.app, contentPostDetail, { token: b.token, body: { postId: asked.data.id } });
    expect(seen.data).toMatchObject({ post: { mine: false, text: '竖画总写歪怎么办？' }, item: { id } });
    const noItem = await call(t.app, contentPosts, { token: b.token, body: { kind: 'question' } });
    expect(noItem.code).toBe(ResponseCode.invalidParams);
  });

  it('offers the templates the detail page shows as frames, each with its frame', async () => {
    const { token } = await t.newCustomer();
    const templates = await call(t.app, pictureTemplates, { token, body: {} });
    expect(templates.data.list.map((x) => x.code)).toEqual([
      'video-template-birthday',
      'video-template-checkin',
      'picture-template-ink',
      'picture-template-graduation',
    ]);
    expect(templates.data.list.map((x) => x.frame.layout)).toEqual(['mat', 'polaroid', 'mat', 'mat']);
    // the same items templateVideo lists and videoMountingDetail opens
    const listed = await call(t.app, contentList, {
      token,
      body: { family: 'video', category: 'template', sort: 'default', pageNum: 1, pageSize: 20 },
    });
    expect(listed.data.list.map((x) => x.id)).toEqual(templates.data.list.map((x) => x.id));
    const first = templates.data.list[0]!;
    await t.database.db
      .update(toolContentItems)
      .set({ takenDown: true })
      .where(eq(toolContentItems.id, first.id));
    try {
      const fewer = await call(t.app, pictureTemplates, { token, body: {} });
      expect(fewer.data.list.map((x) => x.id)).not.toContain(first.id);
      const refused = await call(t.app, pictureMountSave, {
        token,
        body: { templateId: first.id, image: pngOf(600, 800) },
      });
      expect(refused.code).toBe(ResponseCode.contentTakenDown);
    } finally {
      await t.database.db
        .update(toolContentItems)
        .set({ takenDown: false })
        .where(eq(toolContentItems.id, first.id));
    }
  });

  it('stores a mounted picture checked by its bytes, in a template’s frame, for its learner only', async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    const templates = (await call(t.app, pictureTemplates, { token: a.token, body: {} })).data.list;
    const gold = templates.find((x) => x.code === 'picture-template-graduation')!;
    const saved = await call(t.app, pictureMountSave, {
      token: a.token,
      body: { templateId: gold.id, image: pngOf(600, 800) },
    });
    expect(saved.code).toBe(0);
    expect(saved.data.imageUrl).toMatch(/tools-mounting\/\d+\/[0-9a-f]{24}\.png$/);
    const fake = await call(t.app, pictureMountSave, {
      token: a.token,
      body: {
        templateId: gold.id,
        image: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`,
      },
    });
    expect(fake.code).toBe(ResponseCode.pictureRefused);
    const tiny = await call(t.app, pictureMountSave, {
      token: a.token,
      body: { templateId: gold.id, image: pngOf(20, 20) },
    });
    expect(tiny.code).toBe(ResponseCode.pictureRefused);
    // an item without a frame (a golden sentence) is no template
    const sentence = await call(t.app, contentDetail, { token: a.token, body: { family: 'sentence' } });
    const noFrame = await call(t.app, pictureMountSave, {
      token: a.token,
      body: { templateId: sentence.data.item.id, image: pngOf(600, 800) },
    });
    expect(noFrame).toMatchObject({ code: ResponseCode.notFound, msg: '相框模板不存在' });
    const list = await call(t.app, pictureMountList, { token: a.token, body: {} });
    expect(list.data.list).toEqual([{ ...saved.data, frameCode: 'picture-template-graduation' }]);
    expect((await call(t.app, pictureMountList, { token: b.token, body: {} })).data.list).toEqual([]);
  });

  it('the piano tools’ further reading and listening are library items that open to text or audio', async () => {
    const { token } = await t.newCustomer();
    const list = await call(t.app, contentList, {
      token,
      body: { family: 'expansion', sort: 'default', pageNum: 1, pageSize: 20 },
    });
    expect(list.data.categories.map((c) => [c.code, c.name, c.count])).toEqual([
      ['listen', '推荐聆听', 3],
      ['read', '延伸阅读', 3],
    ]);
    for (const card of list.data.list) {
      const detail = await call(t.app, contentDetail, { token, body: { id: card.id } });
      expect(detail.data.item.body.length).toBeGreaterThan(40);
      if (card.category === 'listen') {
        expect(detail.data.item).toMatchObject({
          mediaKind: 'audio',
          mediaUrl: expect.stringMatching(/\.wav$/),
        });
        expect(detail.data.item.durationSec).toBeGreaterThan(5);
      } else {
        expect(detail.data.item.mediaKind).toBe('none');
      }
    }
  });
});
