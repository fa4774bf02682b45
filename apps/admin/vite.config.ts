import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The operator console (issue 17): a desktop SPA served by the server at /admin (apps/server/src/http/admin-spa.ts);
 * its calls are under /admin/api. In dev the calls and the uploads go to the server on port 3000.
 */
const SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
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
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: { '/admin/api': SERVER, '/uploads': SERVER },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // long-lived vendor chunks: a console release that changes only our pages keeps these cached
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/,
              priority: 20,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+|dayjs)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
