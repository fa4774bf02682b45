// Over 300 lines: one suite for the landing funnel's calls, sharing one app and its seeded landing scenarios.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { landingFunnel, pageTemplateSave } from '@course/contracts/landing-admin';
import {
  complaintDetail,
  complaintDetailByTicket,
  complaintReasons,
  complaintRecords,
  complaintSave,
} from '@course/contracts/landing-complaint';
import { configureList } from '@course/contracts/landing-configure';
import { groupNotJoinSave } from '@course/contracts/landing-feedback';
import {
  addGroupPageInfo,
  checkLiveOrder,
  liveGroupData,
  liveJoinGroup,
  liveLanding,
  liveQrCode,
  putinWechatConfigByType,
  signUpAndAllocateClass,
} from '@course/contracts/landing-live';
import { frontErrorReport } from '@course/contracts/landing-track';
import {
  landingEventReport,
  reportClickLog,
  saveChannelClickId,
  saveCustomerOptionInfo,
  saveMonitorFollow,
  saveReturnInfo,
} from '@course/contracts/landing-tracking';
import { DEFAULT_LAYOUT } from '@course/domain/landing-layout';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { landingEvents } from '../../db/schema/index.ts';
import { createLandingScenario } from '../../sandbox/landing-scenarios.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
const data = <T = Record<string, unknown>>(response: Awaited<ReturnType<typeof callInject>>) =>
  envelopeOf(response) as Envelope<T>;

const scenarioDefaults = {
  classCount: 2,
  capacity: 200,
  full: false,
  withoutGroupQr: false,
  owns: false,
  excluded: false,
};

describeEachDatabase('the group-QR funnel calls', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  const uploads = () => path.join(t.app.config.dataDir, 'uploads');
  const scenario = (input: Partial<typeof scenarioDefaults> & Record<string, unknown> = {}) =>
    createLandingScenario(t.database.db, uploads(), { ...scenarioDefaults, ...input });

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the whole landing in one call: default layout, sign-up and the class QR', async () => {
    const { token } = await t.newCustomer();
    const res = data(
      await callInject(t.app, liveLanding, {
        token,
        body: { groupCodePage: 'pageTemplate', channel: '1001', subChannel: '100101' },
      }),
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      layout: null,
      complaintFlag: 1,
      channelLinkUrl: null,
      check: { type: 1 },
      signUp: { type: 2, sceneCode: 1 },
      fallback: null,
      failedStage: null,
      needsMobile: false,
      qr: { qrCodeType: 1, sceneCode: 1, isJoinGroup: false, isToLessonCenter: false },
    });
    const qr = res.data.qr as { newQrCode: string; codeNumber: string; learnNumber: string };
    expect(qr.newQrCode).toMatch(/^\/uploads\/qr\/camp1-class\d-group\.svg$/);
    expect(qr.codeNumber).toBe(`101-${qr.learnNumber}`);
    expect((res.data.avatars as string[]).length).toBeGreaterThanOrEqual(8);
  });

  it('answers the same class and learner number when the learner comes back', async () => {
    const { token } = await t.newCustomer();
    const body = { groupCodePage: 'classInfo20' };
    const first = data<{ qr: { groupId: string; learnNumber: string } }>(
      await callInject(t.app, liveLanding, { token, body }),
    );
    const again = data<{ qr: { groupId: string; learnNumber: string } }>(
      await callInject(t.app, signUpAndAllocateClass, { token, body: { ...body, from: 2 } }),
    );
    expect(again.data).toMatchObject({
      type: 2,
      learnNumber: first.data.qr.learnNumber,
      groupId: first.data.qr.groupId,
    });
  });

  it('carries the QR image it answers as a data URL of the uploaded file', async () => {
    const { token } = await t.newCustomer();
    const { addGroupPageId } = await scenario();
    const res = data<{ qr: { newQrCode: string }; qrImages: Record<string, string> }>(
      await callInject(t.app, liveLanding, {
        token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId },
      }),
    );
    const url = res.data.qr.newQrCode;
    const file = await readFile(path.join(uploads(), url.slice('/uploads/'.length)));
    expect(res.data.qrImages).toEqual({ [url]: `data:image/svg+xml;base64,${file.toString('base64')}` });
  });

  it("uses a template's layout, checked on read", async () => {
    const { token } = await t.newCustomer();
    const { addGroupPageId } = await scenario({
      layout: { tBackgroundColor: '#123456', tQrcodeTop: 420, tQrcodeHeight: 300, tShowMarquee: '1' },
    });
    // a row written around the API: one bad field
    await t.database.db.execute(
      sql`update page_templates set component_json = component_json || '{"tBackgroundImg":"javascript:alert(1)","extra":1}'::jsonb where id = ${addGroupPageId}`,
    );
    const res = data<{ layout: string }>(
      await callInject(t.app, liveLanding, {
        token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId },
      }),
    );
    expect(JSON.parse(res.data.layout)).toEqual({
      tBackgroundColor: '#123456',
      tQrcodeTop: 420,
      tQrcodeHeight: 300,
      tShowMarquee: '1',
    });
    const info = data<{ componentJson: string }>(
      await callInject(t.app, addGroupPageInfo, { token, body: { addGroupPageId } }),
    );
    expect(JSON.parse(info.data.componentJson)).not.toHaveProperty('tBackgroundImg');
  });

  it('sends a banned channel to its link and signs nobody up', async () => {
    const { token, customerId } = await t.newCustomer();
    const res = data(
      await callInject(t.app, liveLanding, {
        token,
        body: { groupCodePage: 'pageTemplate', channel: '1002', subChannel: '100201' },
      }),
    );
    expect(res.data).toMatchObject({ channelLinkUrl: '/classInfoInvalid', signUp: null, qr: null });
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from landing_enrolments where customer_id = ${customerId}`,
    );
    expect(rows.rows[0]!.n).toBe(0);
    const direct = data(
      await callInject(t.app, signUpAndAllocateClass, {
        token,
        body: { groupCodePage: 'pageTemplate', channel: '1002', subChannel: '100201', from: 2 },
      }),
    );
    expect(direct.data).toMatchObject({ type: 4, linkUrl: '/classInfoInvalid' });
  });

  it('answers type 5 for a learner who bought the course and type 2 under a mutual exclusion', async () => {
    const buyer = await t.newCustomer();
    const owned = await scenario({ customerId: buyer.customerId, owns: true });
    const five = data(
      await callInject(t.app, liveLanding, {
        token: buyer.token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId: owned.addGroupPageId },
      }),
    );
    expect(five.data).toMatchObject({ check: { type: 5, courseId: owned.courseId }, signUp: null, qr: null });

    const held = await t.newCustomer();
    const excluded = await scenario({ customerId: held.customerId, excluded: true });
    const two = data(
      await callInject(t.app, liveLanding, {
        token: held.token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId: excluded.addGroupPageId },
      }),
    );
    expect(two.data).toMatchObject({
      check: {
        type: 2,
        mutualExclusionQr: { qrUrl: '/uploads/qr/course-advisor.svg', name: '课程顾问 陈老师' },
      },
      signUp: null,
    });
    const check = data(
      await callInject(t.app, checkLiveOrder, {
        token: held.token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId: excluded.addGroupPageId },
      }),
    );
    expect(check.data).toMatchObject({ type: 2 });
  });

  it('shows a sandbox scenario’s template even when its id was visited before it existed (CI flake: a link to template 7)', async () => {
    const buyer = await t.newCustomer();
    const before = await scenario();
    const nextId = before.addGroupPageId + 1;
    const visitEarly = data(
      await callInject(t.app, liveLanding, {
        token: buyer.token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId: nextId },
      }),
    );
    expect(visitEarly.data).toMatchObject({ layout: null });
    const created = await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/landing/scenario',
      payload: { customerId: buyer.customerId, owns: true },
    });
    const owned = (created.json() as Envelope<{ addGroupPageId: number; courseId: number }>).data;
    expect(owned.addGroupPageId).toBe(nextId);
    const five = data(
      await callInject(t.app, liveLanding, {
        token: buyer.token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId: nextId },
      }),
    );
    expect(five.data).toMatchObject({ check: { type: 5, courseId: owned.courseId } });
  });

  it('answers full (type 3) when the camp is full, and the funnel counts the refusal', async () => {
    const { token } = await t.newCustomer();
    const full = await scenario({ full: true, capacity: 3 });
    const res = data(
      await callInject(t.app, liveLanding, {
        token,
        body: {
          groupCodePage: 'pageTemplate',
          addGroupPageId: full.addGroupPageId,
          channel: 'c9',
          subChannel: 's9',
        },
      }),
    );
    expect(res.data).toMatchObject({ signUp: { type: 3 }, qr: null, fallback: null });
    const figures = data<Record<string, unknown>[]>(
      await callInject(t.app, landingFunnel, { body: { addGroupPageId: full.addGroupPageId } }),
    );
    expect(figures.data).toEqual([
      expect.objectContaining({
        addGroupPageId: full.addGroupPageId,
        channel: 'c9',
        subChannel: 's9',
        views: 1,
        signUps: 0,
        refusals: 1,
      }),
    ]);
  });

  it('asks a get-info landing for the phone first, then signs up with it', async () => {
    const { token } = await t.newCustomer({ mobile: null });
    const first = data(await callInject(t.app, liveLanding, { token, body: { groupCodePage: 'tui' } }));
    expect(first.data).toMatchObject({ needsMobile: true, signUp: null, check: { type: 1 } });
    const second = data(
      await callInject(t.app, liveLanding, { token, body: { groupCodePage: 'tui', mobile: '13912345678' } }),
    );
    expect(second.data).toMatchObject({ needsMobile: false, signUp: { type: 2 }, qr: { qrCodeType: 1 } });
  });

  it('gives teacher pages the teacher QR and legacy pages the older result', async () => {
    const { token } = await t.newCustomer();
    const teacher = data<{ qr: { qrCodeType: number; newQrCode: string } }>(
      await callInject(t.app, liveLanding, { token, body: { groupCodePage: 'addTeacher' } }),
    );
    expect(teacher.data.qr.qrCodeType).toBe(2);
    expect(teacher.data.qr.newQrCode).toMatch(/teacher\.svg$/);
    const legacy = data(
      await callInject(t.app, liveLanding, { token, body: { groupCodePage: 'classInfo18-2' } }),
    );
    expect(legacy.data).toMatchObject({ qr: null, legacyQr: { groupQrcodeIsInvalid: false } });
    const old = data(
      await callInject(t.app, liveGroupData, { token, body: { groupCodePage: 'classInfo18-2' } }),
    );
    expect(old.data).toMatchObject({ groupQrcodeIsInvalid: false, sceneCode: 1 });
  });

  it('shows the teacher (scene 6) when the class has no group QR, and the lesson-centre flag where allowed', async () => {
    const { token } = await t.newCustomer();
    const noGroup = await scenario({ withoutGroupQr: true });
    const res = data(
      await callInject(t.app, liveLanding, {
        token,
        body: { groupCodePage: 'classInfo20-lessonCenter', addGroupPageId: noGroup.addGroupPageId },
      }),
    );
    expect(res.data).toMatchObject({ qr: { sceneCode: 6, qrCodeType: 2, isToLessonCenter: true } });
    const groupId = (res.data.qr as { groupId: string }).groupId;
    expect(data(await callInject(t.app, liveJoinGroup, { token, body: { groupId } })).data).toEqual({
      isJoinGroup: true,
    });
    const qr = data(
      await callInject(t.app, liveQrCode, {
        token,
        body: { groupCodePage: 'classInfo20-lessonCenter', addGroupPageId: noGroup.addGroupPageId },
      }),
    );
    expect(qr.data).toMatchObject({ isJoinGroup: true, sceneCode: 6 });
  });

  it('reports scene 4 while the camp runs', async () => {
    const { token } = await t.newCustomer();
    const running = await scenario();
    await callInject(t.app, liveLanding, {
      token,
      body: { groupCodePage: 'pageTemplate', addGroupPageId: running.addGroupPageId },
    });
    await t.database.db.execute(
      sql`update camps set starts_at = now() - interval '2 days' where id = ${running.campId}`,
    );
    const qr = data(
      await callInject(t.app, liveQrCode, {
        token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId: running.addGroupPageId },
      }),
    );
    expect(qr.data).toMatchObject({ sceneCode: 4 });
  });

  it('falls back to the official-account QR: 99 without a login, 98 without a camp', async () => {
    const anonymous = data(await callInject(t.app, liveLanding, { body: { groupCodePage: 'pageTemplate' } }));
    expect(anonymous.data).toMatchObject({
      signUp: null,
      fallback: { sceneCode: 99, learnNumber: '99999', codeNumber: '399-99999', name: '能力培训学堂服务号' },
    });
    const { token } = await t.newCustomer();
    const [course] = (
      await t.database.db.execute<{ id: number }>(
        sql`insert into courses (brand, title, subject, price_cents, is_zero_yuan) values ('nbc', '无营期课程', 'memory', 0, true) returning id`,
      )
    ).rows;
    const saved = data<{ id: number }>(
      await callInject(t.app, pageTemplateSave, {
        body: { name: '无营期', brand: 'nbc', courseId: course!.id, componentJson: '{}' },
      }),
    );
    const res = data(
      await callInject(t.app, liveLanding, {
        token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId: saved.data.id },
      }),
    );
    expect(res.data).toMatchObject({ failedStage: 'signUp', fallback: { sceneCode: 98 } });
    // a fallback scene (94–99) of a group-QR landing counts as "no valid group" on the funnel ('full' events)
    const noGroup = await t.database.db
      .select({ detail: landingEvents.detail })
      .from(landingEvents)
      .where(and(eq(landingEvents.kind, 'full'), eq(landingEvents.pageTemplateId, saved.data.id)));
    expect(noGroup).toEqual([{ detail: 'scene:98' }]);
  });

  it('shows official-account pages their QR and sends a diversion on', async () => {
    const { token } = await t.newCustomer();
    const follow = data(
      await callInject(t.app, liveLanding, { token, body: { groupCodePage: 'wechatPublic' } }),
    );
    expect(follow.data).toMatchObject({ signUp: null, fallback: { qrcode: '/uploads/qr/wechat-99.svg' } });
    const diversion = data(
      await callInject(t.app, liveLanding, { token, body: { groupCodePage: 'classInfoDiversion' } }),
    );
    expect(['/classInfo20', '/pageTemplate']).toContain(diversion.data.redirect);
    const unknown = data(await callInject(t.app, liveLanding, { token, body: { groupCodePage: 'index' } }));
    expect(unknown.code).toBe(1001);
  });

  it('checks componentJson on write: http(s) URLs, colours and bounded numbers only', async () => {
    const good = data<{ id: number; componentJson: string }>(
      await callInject(t.app, pageTemplateSave, {
        body: {
          name: '好模板',
          brand: 'nbc',
          componentJson: JSON.stringify({
            ...DEFAULT_LAYOUT,
            tQrcodeTop: '640',
            tBackgroundImg: 'https://cdn.example.com/bg.png',
          }),
        },
      }),
    );
    expect(good.code).toBe(0);
    expect(JSON.parse(good.data.componentJson)).toMatchObject({ tQrcodeTop: 640 });
    for (const bad of [
      { tBackgroundImg: 'javascript:alert(1)' },
      { tQrcodeBackImg: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { tBackgroundColor: 'red;background:url(x)' },
      { tQrcodeTop: 99_999 },
      { tQrcodeHeight: 'big' },
      { tShowMarquee: 'yes' },
      { tUnknown: 1 },
    ]) {
      const res = data(
        await callInject(t.app, pageTemplateSave, {
          body: { name: '坏模板', brand: 'nbc', componentJson: JSON.stringify(bad) },
        }),
      );
      expect(res.code, JSON.stringify(bad)).toBe(1001);
      expect(res.msg).toMatch(/^参数错误：componentJson /);
    }
    // operator calls are HMAC-signed: a browser's MD5 sign is refused
    const md5Signed = await t.app.inject({
      method: 'POST',
      url: '/putin/api/v1/admin/landing/funnel',
      payload: { wechatType: 99, productCode: 'nbc' },
    });
    expect(md5Signed.json()).toMatchObject({ code: 1003 });
  });

  it('records the page events and counts them in the funnel figures', async () => {
    const { token } = await t.newCustomer();
    const { addGroupPageId } = await scenario();
    const place = { groupCodePage: 'pageTemplate', addGroupPageId, channel: 'cf', subChannel: 'sf' };
    await callInject(t.app, liveLanding, { token, body: place });
    for (const event of [
      'qr_shown',
      'long_press',
      'qr_identify_fail',
      'qr_identify_fail',
      'mutual_exclusion_not_register',
    ]) {
      const res = data(
        await callInject(t.app, landingEventReport, { token, body: { event, ...place, detail: 'x' } }),
      );
      expect(res.code).toBe(0);
    }
    const feedback = data(
      await callInject(t.app, groupNotJoinSave, {
        token,
        body: { feedbackCode: '1', groupId: '1', ...place },
      }),
    );
    expect(feedback.code).toBe(0);
    const figures = data<unknown[]>(await callInject(t.app, landingFunnel, { body: { addGroupPageId } }));
    expect(figures.data).toEqual([
      {
        addGroupPageId,
        channel: 'cf',
        subChannel: 'sf',
        views: 1,
        qrShown: 1,
        longPresses: 1,
        feedbacks: 1,
        signUps: 1,
        refusals: 0,
        identifyFailures: 2,
        mutualExclusions: 1,
      },
    ]);
    const later = data<unknown[]>(
      await callInject(t.app, landingFunnel, {
        body: { addGroupPageId, from: new Date(Date.now() + 60_000).toISOString() },
      }),
    );
    expect(later.data).toEqual([]);
  });

  it('keeps complaints with records and details, also by ticket without a login', async () => {
    const reasons = data<{ id: string; desc: string }[]>(await callInject(t.app, complaintReasons));
    expect(reasons.data.length).toBeGreaterThan(3);
    const { token } = await t.newCustomer();
    const saved = data<{ id: number; ticket: string }>(
      await callInject(t.app, complaintSave, {
        token,
        body: {
          reasonCode: reasons.data[0]!.id,
          content: '广告说免费，结果要收费',
          mobile: '13812345678',
          comFrom: 'landing',
        },
      }),
    );
    expect(saved.code).toBe(0);
    const records = data<{ id: number; status: string }[]>(
      await callInject(t.app, complaintRecords, { token }),
    );
    expect(records.data).toEqual([expect.objectContaining({ id: saved.data.id, status: 'submitted' })]);
    const detail = data(await callInject(t.app, complaintDetail, { token, body: { id: saved.data.id } }));
    expect(detail.data).toMatchObject({
      content: '广告说免费，结果要收费',
      mobile: '138****5678',
      reply: null,
    });
    const other = await t.newCustomer();
    expect(
      data(await callInject(t.app, complaintDetail, { token: other.token, body: { id: saved.data.id } }))
        .code,
    ).toBe(1005);
    const byTicket = data(
      await callInject(t.app, complaintDetailByTicket, { body: { ticket: saved.data.ticket } }),
    );
    expect(byTicket.data).toMatchObject({ id: saved.data.id });
    const anonymous = data(
      await callInject(t.app, complaintSave, { body: { reasonCode: 'other', content: '匿名投诉' } }),
    );
    expect(anonymous.code).toBe(0);
    const badPhone = data(
      await callInject(t.app, complaintSave, { body: { reasonCode: 'other', content: 'x', mobile: '123' } }),
    );
    expect(badPhone).toMatchObject({ code: 1001, msg: '您输入的电话有误，请输入正确的电话号码！' });
  });

  it('keeps the reports: return info, monitor follow, click id, option info, click log', async () => {
    const { token } = await t.newCustomer();
    const calls = [
      [saveReturnInfo, { channel: '1002', subChannel: '100201', linkUrl: '/classInfoInvalid' }],
      [
        saveMonitorFollow,
        {
          phoneModel: 'Pixel 7',
          osName: 'android',
          chainType: 'LL20027',
          eventType: 1,
          channel: '1001',
          addGroupPageId: '1',
        },
      ],
      [saveChannelClickId, { clickId: 'gdt-abc', channel: '1001' }],
      [
        saveCustomerOptionInfo,
        { optionType: 'waitlist', mobile: '13812345678', groupCodePage: 'notAvailable' },
      ],
      [reportClickLog, { plateFrom: 'landing', pageName: 'pageTemplate', gdt_vid: 'x1' }],
    ] as const;
    for (const [contract, body] of calls) {
      const res = data(await callInject(t.app, contract, { token, body }));
      expect(res.code, contract.name).toBe(0);
    }
    const kinds = await t.database.db.execute<{ kind: string }>(
      sql`select kind from tracking_records order by id`,
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining([
        'return_info',
        'monitor_follow',
        'channel_click_id',
        'customer_option',
        'click_log',
      ]),
    );
    const noPhone = data(
      await callInject(t.app, saveCustomerOptionInfo, { token, body: { optionType: 'waitlist' } }),
    );
    expect(noPhone.code).toBe(1001);
  });

  it('answers the account QR by wechatType, the configuration list, and keeps the spec’s error levels', async () => {
    const account = data(await callInject(t.app, putinWechatConfigByType, { params: { type: 1 } }));
    expect(account.data).toMatchObject({ type: 1, name: '匠知课堂', appId: 'wx_sandbox_jz_1' });
    const list = data(await callInject(t.app, configureList, { body: { codeList: ['miniComplaint'] } }));
    expect(list.data).toEqual([{ code: 'miniComplaint', value: 1 }]);
    const report = data<{ id: number }>(
      await callInject(t.app, frontErrorReport, {
        body: {
          errorCode: 12000,
          errorType: 3,
          exceptionType: 2,
          exceptionPageUrl: '/x',
          description: 'd',
          level: 2,
        },
      }),
    );
    const [row] = (
      await t.database.db.execute<{ level: number; error_type: number }>(
        sql`select level, error_type from front_error_reports where id = ${report.data.id}`,
      )
    ).rows;
    expect(row).toEqual({ level: 1, error_type: 1 });
  });
});
