import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound, isApiPath } from './error-handler.ts';
import { scriptSafeJson, type WebAppConfig } from './web-app-config.ts';

const NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>未构建</title><p>The web app is not built: run <code>npm run build</code>.</p>';

/**
 * Serves the built SPA: hashed assets immutable for a year, index.html with no-cache (the messaging app's
 * browser caches HTML hard) and the web-app config written into it, history fallback for every page path,
 * uploads from the data folder.
 */
export async function registerSpa(app: FastifyInstance, webConfig: WebAppConfig): Promise<void> {
  const { webDistDir, dataDir } = app.config;
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const html = built
    ? readFileSync(indexFile, 'utf8').replace(
        '<!--app-config-->',
        `<script>window.__APP_CONFIG__=${scriptSafeJson(webConfig)}</script>`,
      )
    : NOT_BUILT_HTML;

  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(webDistDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
  }
  await app.register(fastifyStatic, {
    root: path.join(dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: !built,
    maxAge: '1d',
    index: false,
  });

  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(url) &&
      !url.startsWith('/assets/') &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/sandbox/api/');
    if (wantsPage) return sendIndex(reply);
    return reply.status(404).send(apiNotFound());
  });
}
