/// <reference types="vitest/config" />
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Service prefixes answered by the server (apps/server); the dev server forwards them. */
const SERVER = 'http://127.0.0.1:3000';
const SERVICE_PREFIXES = [
  '/putin',
  '/user',
  '/course',
  '/course-market',
  '/activity',
  '/api/v3',
  '/imgCheck',
  '/sandbox',
  '/uploads',
  '/healthz',
];

/**
 * Route paths such as /user, /course-market ... would collide with these prefixes in dev:
 * forward only what looks like a call or a file (not an HTML navigation of the browser).
 */
function bypassNavigation(req: { headers: Record<string, string | string[] | undefined>; url?: string }) {
  const accept = String(req.headers.accept ?? '');
  const isSandbox = req.url?.startsWith('/sandbox') ?? false;
  if (!isSandbox && req.headers['sec-fetch-mode'] === 'navigate' && accept.includes('text/html')) {
    return '/index.html';
  }
  return undefined;
}

const proxy = Object.fromEntries(
  SERVICE_PREFIXES.map((prefix) => [
    // `^/user(/|$)` so that /userInfo-like routes are not caught by /user
    `^${prefix}(/|$|\\?)`,
    { target: SERVER, changeOrigin: false, bypass: bypassNavigation },
  ]),
);

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Brotli (quality 11) and gzip files beside each asset, served as they are (preCompressed in the server's
    // static plugin): no compression work per request, and smaller than on-the-fly brotli at quality 4.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      scheduler: { limit: 2 },
    }),
  ],
  resolve: {
    // antd-mobile's @react-spring asks for React <= 18; the root package.json overrides that to 19 and
    // this keeps a single React copy in the bundle should a nested one ever appear.
    dedupe: ['react', 'react-dom'],
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    assetsInlineLimit: 4096,
    rolldownOptions: {
      output: {
        // The deprecated `manualChunks` of Rollup, written the Rolldown way.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: 'antd-mobile',
              test: /node_modules[\\/]antd-mobile[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/app/test-setup.ts'],
    // Vitest's 5 s default failed the page registry's tests (each imports every page module) when the two cores
    // were shared with other work; a hung test still fails, only later.
    testTimeout: 20_000,
    // The web project's own run (`npx vitest run` in apps/web) isolates every file; the repo's run splits it in
    // two projects (vitest.config.ts at the root): files that mock modules stay isolated, the rest share a jsdom.
    // ESM libraries that import React (or antd-mobile's CSS) run through Vite's resolver.
    server: {
      deps: {
        inline: [
          /[\\/]antd-mobile[\\/]/,
          /[\\/]@react-spring[\\/]/,
          /[\\/]@use-gesture[\\/]/,
          /[\\/]ahooks[\\/]/,
          /[\\/]react-router[\\/]/,
          /[\\/]@tanstack[\\/]/,
          /[\\/]zustand[\\/]/,
        ],
      },
    },
  },
});
