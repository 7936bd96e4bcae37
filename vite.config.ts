import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
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
