import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { checkPartnerFiles } from './scripts/checkPartnerFiles.ts';
import { fewBootChunks, PROBE_ENV } from './scripts/fewBootChunks.ts';
import { compileHints } from './scripts/compileHints.ts';
import { messagePlugins } from './scripts/export-messages.ts';
import { stampServiceWorker } from './scripts/stamp-service-worker.ts';
import { precompress } from './scripts/precompress.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { reactRouterProductionBuild } from './scripts/reactRouterProduction.ts';
import { partsOnDemand } from './scripts/partsOnDemand.ts';
import { SIDE_EFFECT_FREE_PACKAGES } from './scripts/sideEffectFree.ts';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8080'}`;

export default defineConfig({
  // messagePlugins: the catalogues precompiled to AST (virtual:i18n/<locale>, /i18n/<locale>.json) and, in the
  // app's build, no ICU parser and no descriptor texts in the bundle; stampServiceWorker: versions dist/sw.js;
  // prerenderPages: the screens' pages rendered at build time (dist/prerendered); precompress: .br/.gz twins of
  // the build for the gateway to serve; compileHints: the boot's chunks compiled as they stream in; fewBootChunks:
  // the boot's modules in few chunks; reactRouterProductionBuild: react-router without its dev warnings, its unused
  // components left out; partsOnDemand: RJSF's Markdown parser and MUI's Slider loaded only if one is drawn, MUI's
  // touch ripple apart from the first load; checkPartnerFiles: no build with a partner file the gateway would refuse.
  plugins: [
    react(),
    reactRouterProductionBuild(),
    partsOnDemand(),
    ...messagePlugins(),
    // fewBootChunks' probe build only reads the chunks: it writes nothing and needs none of the rewrites, nor
    // the partner files checked a second time.
    ...(process.env[PROBE_ENV] === undefined
      ? [
          checkPartnerFiles(),
          fewBootChunks(),
          compileHints(),
          stampServiceWorker(),
          prerenderPages(),
          precompress(),
        ]
      : []),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // A font stays a file of its own however small (Roboto's rest faces are 4 KB): inlined, it would ride in
    // the stylesheet every first visit carries, though only a page with an accented letter needs it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: { treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_PACKAGES } },
  },
  define: {
    __APP_BUILD__: JSON.stringify(process.env.APP_BUILD ?? '202510231552'),
  },
  server: {
    // /images comes from public/ (the gateway serves the same files in production).
    // xfwd: the gateway's dev outbox then sees who is behind the proxy (it answers this machine only).
    proxy: { '/gateway': { target: gateway, xfwd: true }, '/sandbox': { target: gateway, xfwd: true } },
  },
});
