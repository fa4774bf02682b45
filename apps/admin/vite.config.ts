import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console (issue 17): a desktop SPA served by the server at /admin (apps/server/src/http/admin-spa.ts);
 * its calls are under /admin/api. In dev the calls and the uploads go to the server on port 3000.
 */
const SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
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
