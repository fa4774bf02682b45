import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { landingVariantOfPath } from '@course/domain/landing-variants';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markInlineScripts, scriptNonceOf, withScriptNonce } from './content-security.ts';
import { apiNotFound, isApiPath } from './error-handler.ts';
import { type BootQr, createLandingDocument, readLandingAssets } from './landing-document.ts';
import { scriptSafeJson, type WebAppConfig } from './web-app-config.ts';

const NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>未构建</title><p>The web app is not built: run <code>npm run build</code>.</p>';

/**
 * Serves the built SPA: hashed assets immutable for a year, index.html with no-cache (the messaging app's
 * browser caches HTML hard) and the web-app config written into it, history fallback for every page path,
 * uploads from the data folder. A landing page's address gets the light landing document instead
 * (landing-document.ts), with the page template's layout written in when `landingLayout` finds one.
 */
export async function registerSpa(
  app: FastifyInstance,
  webConfig: WebAppConfig,
  opts: {
    /** The layout to inline for a template id; `preview` is the page's `preview` token, if any (console). */
    landingLayout?: (addGroupPageId: number, preview: string | null) => Promise<string | null>;
    /**
     * The page's landing answer for the request's learner (session cookie), or null: then the page calls
     * (services/landing/landing-boot.ts).
     */
    landingAnswer?: (
      request: FastifyRequest,
      reply: FastifyReply,
      url: URL,
    ) => Promise<{
      data: { answer: { qrImages: Record<string, string>; layout: string | null } };
      qr: BootQr | null;
    } | null>;
  } = {},
): Promise<void> {
  const { webDistDir, dataDir } = app.config;
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  // Our inline scripts (the rem rule, the web-app config) carry the response's CSP nonce (content-security.ts).
  const html = built
    ? markInlineScripts(
        readFileSync(indexFile, 'utf8').replace(
          '<!--app-config-->',
          `<script>window.__APP_CONFIG__=${scriptSafeJson(webConfig)}</script>`,
        ),
      )
    : NOT_BUILT_HTML;

  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(webDistDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      // the build writes .br and .gz beside each asset (vite-plugin-compression2); @fastify/compress leaves
      // an answer that already has its content-encoding alone
      preCompressed: true,
      index: false,
      // reply.sendFile is the uploads' (below)
      decorateReply: false,
      // One route per built file, as the console's (admin-spa.ts). The wildcard route reads the folder on every
      // request to check the path's spelling (@fastify/static 10): a readdir of its 1,100 entries for each asset.
      // A missing asset falls to the page route below, which answers 404 for /assets/.
      wildcard: false,
    });
  }
  // Uploads arrive while the server runs, so they cannot have one route per file as the assets do, and the wildcard
  // route of @fastify/static reads every folder on the path on each request to check its spelling: a readdir of a
  // folder holding thousands of uploads for each image. This route sends the file by its path instead; sendFile
  // still refuses `..`, `.`, empty segments and backslashes, and Linux file names have one spelling.
  const uploadsRoot = path.join(dataDir, 'uploads');
  await app.register(fastifyStatic, { root: uploadsRoot, serve: false, maxAge: '1d', index: false });
  app.get<{ Params: { '*': string } }>('/uploads/*', (request, reply) => {
    const file = request.params['*'];
    if (file === '' || file.endsWith('/')) return reply.callNotFound();
    return reply.sendFile(file);
  });

  const sendHtml = (reply: import('fastify').FastifyReply, body: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    sendHtml(reply, withScriptNonce(html, scriptNonceOf(reply.raw)));

  const landingAssets = built ? readLandingAssets(webDistDir) : null;
  const landingDocument = landingAssets ? createLandingDocument(html, landingAssets) : null;
  /**
   * The landing document for a landing address, or null (not a landing page, or not built); `personal`: it
   * carries the answer of the request's learner.
   */
  const landingPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    nonce: string,
  ): Promise<{ html: string; personal: boolean } | null> => {
    if (!landingDocument) return null;
    const parsed = new URL(request.url, 'http://localhost');
    const match = landingVariantOfPath(parsed.pathname);
    if (!match) return null;
    const idText =
      parsed.searchParams.get('addGroupPageId') ?? (match.variant.kind === 'group-qr' ? match.id : null);
    const id = idText && /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
    const layoutRead =
      match.variant.kind === 'group-qr' && id > 0 && opts.landingLayout
        ? // A failure here only costs the page its head start: the engine then waits for the layout in its call.
          opts.landingLayout(id, parsed.searchParams.get('preview')).catch((error: unknown) => {
            app.log.warn({ err: error }, 'landing layout for the document failed');
            return undefined;
          })
        : null;
    // The answer is resolved beside the layout; its failure leaves the page to call as it always did.
    const answerRead = opts.landingAnswer
      ? opts.landingAnswer(request, reply, parsed).catch((error: unknown) => {
          request.log.error({ err: error }, 'landing answer for the document failed; the page will call');
          return null;
        })
      : null;
    const [layout, answer] = await Promise.all([layoutRead, answerRead]);
    return {
      html: landingDocument.render({
        variant: match.variant,
        template: webConfig.base.template,
        layout: layoutRead ? layout : null,
        nonce,
        ...(answer ? { answer } : {}),
      }),
      personal: Boolean(answer),
    };
  };

  const wantsPage = (url: string) =>
    !isApiPath(url) &&
    !url.startsWith('/assets/') &&
    !url.startsWith('/uploads/') &&
    !url.startsWith('/sandbox/api/');

  // Pages are a route (not the not-found handler) so that @fastify/compress, which hooks routes, gzips them.
  app.get('/*', async (request, reply) => {
    if (!wantsPage(request.url)) return reply.status(404).send(apiNotFound());
    const landing = await landingPage(request, reply, scriptNonceOf(reply.raw));
    if (!landing) return sendIndex(reply);
    // A document with a learner's answer in it is theirs alone: never stored by a cache on the way or kept for
    // the back button's next visit (the answer is resolved again on the next navigation).
    if (landing.personal)
      return reply
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(landing.html);
    return sendHtml(reply, landing.html);
  });
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsPage(request.url))
      return sendIndex(reply);
    return reply.status(404).send(apiNotFound());
  });
}
