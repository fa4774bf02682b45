import { defineConfig } from 'vite';

/**
 * The light landing document's script: the landing engine alone (no React, router or antd-mobile), one
 * classic script and one stylesheet that the server writes into the landing pages (apps/server/src/http/
 * landing-document.ts), so that a visitor from an ad waits for no script request at all.
 */
export default defineConfig({
  base: '/',
  publicDir: false,
  build: {
    outDir: 'dist/landing',
    emptyOutDir: true,
    target: 'es2019',
    minify: true,
    lib: {
      entry: 'src/features/landing/standalone.ts',
      formats: ['iife'],
      name: 'landing',
      fileName: () => 'landing.js',
      cssFileName: 'landing',
    },
  },
});
