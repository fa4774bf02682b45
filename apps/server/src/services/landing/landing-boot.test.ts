import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liveLanding } from '@course/contracts/landing-live';
import { landingBootTag } from '@course/domain/landing-context';
import { landingPageLayout, qrSlotBox } from '@course/domain/landing-first-screen';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { landingEnrolments, landingEvents } from '../../db/schema/index.ts';
import { LEARNER_SESSION_COOKIE } from '../../http/session-cookie.ts';
import { createLandingScenario } from '../../sandbox/landing-scenarios.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * The landing document carries the answer (docs/decisions.md): a request with a valid session cookie gets the
 * page's liveLanding answer in `window.__LANDING_BOOT__`, resolved by the call's own function (the sign-up
 * happens once, whichever asks first); anything else gets today's document.
 */

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><title>加载中</title><!--app-config-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="app-loading"></div><div id="root"></div></body></html>`;

type Boot = {
  variant: string;
  layout?: string | null;
  answer?: {
    tag: string;
    wechatType: number;
    answer: {
      qr: { newQrCode: string; groupId: string; learnNumber: string } | null;
      qrImages: Record<string, string>;
      signUp: { type: number } | null;
      user: { learnNumber: string | null } | null;
    };
  };
};

const bootOf = (html: string): Boot => {
  const [, json] = html.match(/window\.__LANDING_BOOT__=(.*?)<\/script>/s) ?? [];
  expect(json, 'the boot data').toBeDefined();
  return JSON.parse(json!) as Boot;
};

const cookieLine = (setCookie: string | string[] | undefined): string | undefined =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).find((line) =>
    line.startsWith(`${LEARNER_SESSION_COOKIE}=`),
  );

describeEachDatabase('the landing document carries the answer', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  const uploads = () => path.join(t.app.config.dataDir, 'uploads');

  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDistDir, 'landing'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX);
    writeFileSync(path.join(webDistDir, 'landing', 'landing.js'), 'console.log("landing")');
    writeFileSync(path.join(webDistDir, 'landing', 'landing.css'), '.lp{}');
    t = await buildTestApp(getDatabase(), { webDistDir });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A learner signed in as the sandbox signs in (its answer sets the session cookie, as a login does). */
  const signedIn = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/sandbox/api/session', payload: {} });
    const body = res.json() as { data: { token: string; customerId: number } };
    const line = cookieLine(res.headers['set-cookie']);
    expect(line).toBeDefined();
    return { ...body.data, cookie: line!.split(';')[0]! };
  };

  const enrolmentsOf = async (customerId: number, courseId: number) =>
    t.database.db
      .select({ id: landingEnrolments.id, classId: landingEnrolments.classId })
      .from(landingEnrolments)
      .where(and(eq(landingEnrolments.customerId, customerId), eq(landingEnrolments.courseId, courseId)));

  it('carries the answer, signs up once, draws the inline QR where the page shows it and is never stored', async () => {
    const { token, customerId, cookie } = await signedIn();
    expect(cookie).toBe(`${LEARNER_SESSION_COOKIE}=${token}`);
    const { addGroupPageId, courseId } = await createLandingScenario(t.database.db, uploads(), {
      classCount: 2,
      capacity: 200,
      full: false,
      withoutGroupQr: false,
      owns: false,
      excluded: false,
    });
    const res = await t.app.inject({
      url: `/pageTemplate?addGroupPageId=${addGroupPageId}&channel=1001&subChannel=100101`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const boot = bootOf(res.body);
    expect(boot.layout).toEqual(expect.any(String));
    expect(boot.answer).toMatchObject({ tag: landingBootTag(token), wechatType: 99 });
    const answer = boot.answer!.answer;
    expect(answer.signUp).toMatchObject({ type: 2 });
    const qrUrl = answer.qr!.newQrCode;
    expect(qrUrl).toMatch(/^\/uploads\/qr\//);
    // the QR travels once: as the data URL of the <img> the document draws where the page shows it (the
    // template's square), right after <body>, over the loading overlay; not also in the boot data
    expect(answer.qrImages[qrUrl]).toBeUndefined();
    const box = qrSlotBox(landingPageLayout({ kind: 'group-qr' }, boot.layout).layout);
    expect(res.body).toMatch(
      new RegExp(
        '<body><div id="lp-boot-screen" class="lp-root" style="position:absolute;top:0;left:0;right:0;z-index:10000">' +
          '<div class="lp-page" style="background-color:[^";]+;min-height:100vh">' +
          `<div class="lp-qr-slot" style="top:${box.top};width:${box.width};height:${box.height}">` +
          `<img id="lp-boot-qr" class="lp-qr" data-testid="group-qr" data-qr-url="${qrUrl}" src="data:image/svg\\+xml;base64,[^"]+" alt="长按识别二维码"`,
      ),
    );
    expect(res.body).not.toContain(token);

    // the sign-up happened once, with the funnel's events; the page's call afterwards gets the same class
    const enrolled = await enrolmentsOf(customerId, courseId);
    expect(enrolled).toHaveLength(1);
    const views = await t.database.db
      .select({ id: landingEvents.id })
      .from(landingEvents)
      .where(and(eq(landingEvents.customerId, customerId), eq(landingEvents.kind, 'view')));
    expect(views).toHaveLength(1);
    const again = envelopeOf(
      await callInject(t.app, liveLanding, {
        token,
        body: { groupCodePage: 'pageTemplate', addGroupPageId, channel: '1001', subChannel: '100101' },
      }),
    ) as { code: number; data: { qr: { groupId: string; learnNumber: string } } };
    expect(again.code).toBe(0);
    expect(again.data.qr).toMatchObject({
      groupId: answer.qr!.groupId,
      learnNumber: answer.qr!.learnNumber,
    });
    expect(await enrolmentsOf(customerId, courseId)).toEqual(enrolled);
  });

  it('draws a QR that is an address by its address (the browser fetches it as it parses the body)', async () => {
    const { cookie } = await signedIn();
    // a QR image too big to inline (qr-images.ts): the page loads it by its address
    const { addGroupPageId } = await createLandingScenario(t.database.db, uploads(), {
      classCount: 1,
      capacity: 200,
      full: false,
      withoutGroupQr: false,
      owns: false,
      excluded: false,
    });
    const first = bootOf(
      (await t.app.inject({ url: `/pageTemplate?addGroupPageId=${addGroupPageId}`, headers: { cookie } }))
        .body,
    );
    const qrUrl = first.answer!.answer.qr!.newQrCode;
    // the learner's class QR grows past the inline limit; the next document's <img> loads it by its address
    writeFileSync(path.join(uploads(), qrUrl.slice('/uploads/'.length)), `<svg>${' '.repeat(30_000)}</svg>`);
    await t.kv.delete(`landing:qr-image:${qrUrl}`);
    const res = await t.app.inject({
      url: `/pageTemplate?addGroupPageId=${addGroupPageId}`,
      headers: { cookie },
    });
    const boot = bootOf(res.body);
    expect(boot.answer!.answer.qr!.newQrCode).toBe(qrUrl);
    expect(boot.answer!.answer.qrImages).toEqual({});
    expect(res.body).toContain(
      `<img id="lp-boot-qr" class="lp-qr" data-testid="group-qr" data-qr-url="${qrUrl}" src="${qrUrl}"`,
    );
    expect(res.body).not.toContain('rel="preload" as="image"');
  });

  it("answers today's document without a cookie, with an unknown one (cleared) and for a refused address", async () => {
    const plain = await t.app.inject({ url: '/pageTemplate?channel=1001&subChannel=100101' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(bootOf(plain.body)).toEqual({ variant: 'pageTemplate', layout: null });
    expect(plain.body).not.toContain('rel="preload" as="image"');
    expect(cookieLine(plain.headers['set-cookie'])).toBeUndefined();

    const unknown = await t.app.inject({
      url: '/pageTemplate?channel=1001&subChannel=100101',
      headers: { cookie: `other=1; ${LEARNER_SESSION_COOKIE}=${'x'.repeat(43)}` },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(bootOf(unknown.body).answer).toBeUndefined();
    expect(cookieLine(unknown.headers['set-cookie'])).toMatch(/^learner_session=; Path=\/; .*Max-Age=0/);

    const malformed = await t.app.inject({
      url: '/pageTemplate',
      headers: { cookie: `${LEARNER_SESSION_COOKIE}=<script>` },
    });
    expect(malformed.statusCode).toBe(200);
    expect(bootOf(malformed.body).answer).toBeUndefined();

    const { cookie } = await signedIn();
    for (const url of [
      // the page hands these to the app (authorization, another wechatType): it calls there
      '/pageTemplate?code=abc',
      '/pageTemplate?wechatType=101',
      // a request the call would refuse (1001, a NUL): the page calls and shows the refusal as always
      '/pageTemplate?channel=10%0001',
      // not a page drawn from the landing call
      '/notAvailable',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(bootOf(res.body).answer, url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // a HEAD and a browser's prefetch of the link do not sign up
    const head = await t.app.inject({ method: 'HEAD', url: '/pageTemplate', headers: { cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    const prefetch = await t.app.inject({
      url: '/pageTemplate',
      headers: { cookie, 'sec-purpose': 'prefetch' },
    });
    expect(bootOf(prefetch.body).answer).toBeUndefined();
    // the same learner on the plain address does get the answer
    const carried = await t.app.inject({ url: '/pageTemplate?wechatType=99', headers: { cookie } });
    expect(bootOf(carried.body).answer?.wechatType).toBe(99);
  });
});
