import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { markInlineScripts, scriptNonceOf, withScriptNonce } from './content-security.ts';
import { apiNotFound, isApiPath } from './error-handler.ts';

const NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>未构建</title><p>The console is not built: run <code>npm run build</code>.</p>';

/**
 * Serves the built operator console (apps/admin/dist, issue 17) at /admin: hashed assets under /admin/assets/
 * immutable for a year, index.html with no-cache and the response's CSP nonce on any inline script, and the
 * history fallback for every other /admin page path. Calls under /admin/api/ are never answered by the page:
 * an unknown one gets the 404 envelope. Same security headers as every response (helmet, content-security.ts).
 */
export async function registerAdminSpa(app: FastifyInstance): Promise<void> {
  const distDir = app.config.adminDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const html = built ? markInlineScripts(readFileSync(indexFile, 'utf8')) : NOT_BUILT_HTML;

  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/admin/assets/',
      immutable: true,
      maxAge: '365d',
      // the build writes .br and .gz beside each asset (vite-plugin-compression2); @fastify/compress leaves
      // an answer that already has its content-encoding alone
      preCompressed: true,
      index: false,
      // one route per built file: a missing asset falls to /admin/* below, which answers 404 for /admin/assets/
      wildcard: false,
      decorateReply: false,
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(withScriptNonce(html, scriptNonceOf(reply.raw)));

  app.get('/admin', async (_request, reply) => sendIndex(reply));
  app.get('/admin/*', async (request, reply) => {
    if (isApiPath(request.url) || request.url.startsWith('/admin/assets/')) {
      return reply.status(404).send(apiNotFound());
    }
    return sendIndex(reply);
  });
}
