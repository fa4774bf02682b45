/**
 * bench/landing-qr: how long a visitor from an ad waits for the class QR on the landing page, beside a static
 * page that shows only the same QR image, both served by the same server process in the same run (the built
 * server, `node apps/server/dist/main.js`, on a fresh PostgreSQL database; the static page is a file in its
 * uploads folder), in Chromium under emulated slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed
 * 4×) on the phone viewport.
 *
 * The clock runs from navigation start (the learner is signed in: the token in storage and the session cookie
 * in the context's jar, both from the sandbox's session answer, so no authorization) to the QR image decoded
 * and visible. Every run is a new browser context (cold cache, new connection) and, for the landing, a new
 * learner (signed up and given a class on this first visit: by the document's request when the server carries
 * the answer in it, else by the page's one call).
 * Also prints the gzip size of the JS and CSS the landing route loads (inline in its document, plus any file).
 *
 *   npm run build && npm run landing-qr -w @course/bench
 * Options: RUNS (default 7 of each, medians are compared), LANDING_PATH (default the default-layout pageTemplate),
 * BENCH_DB=pglite for PGlite files instead of PostgreSQL; see ../support/server-process.ts for the rest.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, MESSAGING_APP_UA } from '../../e2e/support/constants.ts';
import {
  benchDbKind,
  createBenchDatabase,
  freePort,
  postgresProblem,
  prepareDatabase,
  type ServerProcess,
  serverEnvironment,
  spread,
  startServer,
} from '../support/server-process.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const LANDING_PATH = process.env.LANDING_PATH ?? '/pageTemplate?channel=1001&subChannel=100101';
const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
const DB = benchDbKind('postgres');

/** Slow 4G as the issue gives it; throughputs in bytes per second. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * Records, in the page, when the QR image (data-testid="group-qr") is decoded and visible. Plain JS text: tsx
 * would wrap a function's inner arrows in its `__name` helper, which the page does not have.
 */
const QR_WATCH = `(() => {
  const check = (img) => {
    const done = () => {
      const rect = img.getBoundingClientRect();
      if (window.__qrVisibleAt === undefined && rect.width > 0 && rect.height > 0) window.__qrVisibleAt = performance.now();
    };
    img.decode().then(done, () => img.addEventListener('load', () => img.decode().then(done), { once: true }));
  };
  const find = () => {
    const img = document.querySelector('img[data-testid="group-qr"]');
    if (!img || img.dataset.benchWatched) return;
    img.dataset.benchWatched = '1';
    if (img.getAttribute('src')) return check(img);
    new MutationObserver((_, obs) => {
      if (img.getAttribute('src')) { obs.disconnect(); check(img); }
    }).observe(img, { attributes: true, attributeFilter: ['src'] });
  };
  new MutationObserver(find).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-testid'] });
  // when the QR was first painted (Element Timing: the <img>'s elementtiming="group-qr") and when the engine drew
  // its page (the landing-page element appears), to tell a QR painted before the engine ran from one it showed
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'group-qr' && window.__qrPaintedAt === undefined) window.__qrPaintedAt = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new MutationObserver((_, obs) => {
    if (document.querySelector('[data-testid="landing-page"]')) { window.__engineDrewAt = performance.now(); obs.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** A mobile no other learner of the run has. */
const randomMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * A phone's browser context; with `signInAt` (the server's base), a new learner signed in the way the tests
 * sign in (the sandbox's session call, made by this context's own request client): the answer's token goes to
 * storage as the app keeps it, and the answer's Set-Cookie (the session cookie, as a login sets it) into this
 * context's cookie jar, before navigation.
 */
async function throttledContext(browser: Browser, signInAt: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MESSAGING_APP_UA,
    locale: 'zh-CN',
  });
  if (signInAt) {
    const res = await context.request.post(`${signInAt}/sandbox/api/session`, {
      data: { mobile: randomMobile() },
    });
    const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
    if (body.code !== 0) throw new Error(`sandbox session: ${body.msg}`);
    await context.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('wechatType', '99');
    }, body.data.token);
  }
  await context.addInitScript({ content: QR_WATCH });
  return context;
}

async function timeToQr(
  browser: Browser,
  url: string,
  signInAt: string | null,
): Promise<{
  ms: number;
  /** When the document's last byte arrived (navigation timing responseEnd). */
  documentMs: number;
  qrUrl: string | null;
  requests: { url: string; type: string }[];
  /** When the QR was first painted (Element Timing) and when the engine drew its page (landing only). */
  paintedMs: number | null;
  engineMs: number | null;
}> {
  const context = await throttledContext(browser, signInAt);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests: { url: string; type: string }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }));
  await page.goto(url);
  await page.waitForFunction(() => (window as { __qrVisibleAt?: number }).__qrVisibleAt !== undefined, null, {
    timeout: 60_000,
  });
  const ms = await page.evaluate(() => (window as unknown as { __qrVisibleAt: number }).__qrVisibleAt);
  const documentMs = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
  );
  // the QR's own address (the <img> keeps it in data-qr-url when it shows the image inline as a data URL)
  const qrUrl = await page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('img[data-testid="group-qr"]');
    return img?.dataset.qrUrl ?? img?.getAttribute('src') ?? null;
  });
  const { paintedMs, engineMs } = await page.evaluate(() => {
    const w = window as { __qrPaintedAt?: number; __engineDrewAt?: number };
    return { paintedMs: w.__qrPaintedAt ?? null, engineMs: w.__engineDrewAt ?? null };
  });
  await context.close();
  return { ms, documentMs, qrUrl, requests, paintedMs, engineMs };
}

const median = (values: number[]) => spread(values).median;

const gzipBytes = (text: string) => gzipSync(Buffer.from(text)).length;

async function main() {
  if (DB === 'postgres') {
    const problem = await postgresProblem();
    if (problem) {
      console.log(`landing-qr: SKIPPED — ${problem}`);
      return;
    }
  }
  const db = await createBenchDatabase(DB, 'landing');
  let browser: Browser | undefined;
  let server: ServerProcess | undefined;
  try {
    const env = serverEnvironment(db, await freePort(), { WEB_DIST_DIR: WEB_DIST });
    await prepareDatabase(db, async () => undefined);
    server = await startServer(env);
    const base = server.base;
    // The baseline page: nothing but the same QR image, same origin, same server process, same compression.
    const staticPage = (qrSrc: string) =>
      writeFileSync(
        path.join(db.dataDir, 'uploads', 'bench-static-qr.html'),
        `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>QR</title></head><body style="margin:0"><img data-testid="group-qr" src="${qrSrc}" style="display:block;width:180px;height:180px;margin:300px auto 0"></body></html>`,
      );

    /** A new learner's session cookie (for reading the document such a learner gets). */
    const newLearnerCookie = async () => {
      const res = await fetch(`${base}/sandbox/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: randomMobile() }),
      });
      const body = (await res.json()) as { code: number; msg: string };
      if (body.code !== 0) throw new Error(`sandbox session: ${body.msg}`);
      return res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    };

    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

    // What the landing route loads: its document (with the inline engine) and any script or stylesheet file.
    const probe = await timeToQr(browser, base + LANDING_PATH, base);
    // the document a signed-in learner gets (with their answer in it, when the server carries it)
    const html = await (
      await fetch(base + LANDING_PATH, {
        headers: { 'user-agent': MESSAGING_APP_UA, cookie: await newLearnerCookie() },
      })
    ).text();
    const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .join('\n');
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    const files = probe.requests.filter((r) => r.type === 'script' || r.type === 'stylesheet');
    let fileJs = 0;
    let fileCss = 0;
    for (const file of files) {
      const size = gzipBytes(await (await fetch(file.url)).text());
      if (file.type === 'script') fileJs += size;
      else fileCss += size;
    }
    // The static page loads the landing's QR image by its address (the landing may have it inline: a data URL
    // in its answer or document, which saves the static page nothing it could not also do).
    if (!probe.qrUrl?.startsWith('/uploads/'))
      throw new Error(`the landing's QR is not an upload: ${probe.qrUrl}`);
    staticPage(probe.qrUrl);

    const landing: number[] = [];
    const baseline: number[] = [];
    const landingDocument: number[] = [];
    const baselineDocument: number[] = [];
    const landingPainted: number[] = [];
    const landingEngine: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // alternate, so drift on this shared machine hits both sides alike
      const still = await timeToQr(browser, `${base}/uploads/bench-static-qr.html`, null);
      baseline.push(still.ms);
      baselineDocument.push(still.documentMs);
      const page = await timeToQr(browser, base + LANDING_PATH, base);
      landing.push(page.ms);
      landingDocument.push(page.documentMs);
      if (page.paintedMs !== null) landingPainted.push(page.paintedMs);
      if (page.engineMs !== null) landingEngine.push(page.engineMs);
    }
    await server.stop();

    const fmt = (values: number[]) =>
      `median ${median(values).toFixed(0).padStart(5)} ms  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}; ${values.length} runs)`;
    console.log(
      `landing-qr: server process (node apps/server/dist/main.js, pid ${server.pid}) on ${db.label}`,
    );
    console.log(
      `landing-qr: slow 4G (${SLOW_4G.latency} ms RTT, 1.6 Mbps down, 750 kbps up), CPU ${CPU_SLOWDOWN}× slower, 375×812`,
    );
    console.log(`static page, QR only (${probe.qrUrl}) ${fmt(baseline)}`);
    console.log(`landing ${LANDING_PATH.padEnd(22)} ${fmt(landing)}`);
    console.log(
      `document received (responseEnd): static median ${median(baselineDocument).toFixed(0)} ms, landing median ${median(landingDocument).toFixed(0)} ms; per run ${landing.map((ms, i) => `${(ms / baseline[i]!).toFixed(2)}`).join(' ')} (landing / static)`,
    );
    if (landingPainted.length && landingEngine.length)
      console.log(
        `landing: QR first painted (Element Timing) median ${median(landingPainted).toFixed(0)} ms, the engine drew its page median ${median(landingEngine).toFixed(0)} ms`,
      );
    console.log(
      `ratio landing / static (of the medians): ${(median(landing) / median(baseline)).toFixed(2)}`,
    );
    const pairs = spread(landing.map((ms, i) => ms / baseline[i]!));
    console.log(
      `ratio landing / static per run (each landing over the static page measured just before it): median ${pairs.median.toFixed(2)}  (min ${pairs.min.toFixed(2)}, max ${pairs.max.toFixed(2)}; ${landing.length} runs)`,
    );
    console.log(
      `landing route code, gzip: JS ${((gzipBytes(inlineJs) + fileJs) / 1024).toFixed(1)} KiB (inline ${(gzipBytes(inlineJs) / 1024).toFixed(1)}, files ${(fileJs / 1024).toFixed(1)}), CSS ${((gzipBytes(inlineCss) + fileCss) / 1024).toFixed(1)} KiB (inline ${(gzipBytes(inlineCss) / 1024).toFixed(1)}, files ${(fileCss / 1024).toFixed(1)}); whole document ${(gzipBytes(html) / 1024).toFixed(1)} KiB`,
    );
    console.log(
      `requests of the landing, in order: ${probe.requests.map((r) => `${r.type} ${new URL(r.url).pathname}`).join(', ')}`,
    );
  } finally {
    await browser?.close();
    await server?.stop();
    await db.drop();
  }
}

await main();
