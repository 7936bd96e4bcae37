import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { exportMessages } from './scripts/export-messages.ts';
import { stampServiceWorker } from './scripts/stamp-service-worker.ts';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8080'}`;

export default defineConfig({
  // exportMessages: /i18n/<locale>.json from the catalogues; stampServiceWorker: versions dist/sw.js.
  plugins: [react(), exportMessages(), stampServiceWorker()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  define: {
    __APP_BUILD__: JSON.stringify(process.env.APP_BUILD ?? '202510231552'),
  },
  server: {
    proxy: { '/gateway': gateway, '/sandbox': gateway, '/images': gateway },
  },
});
