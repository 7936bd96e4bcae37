/**
 * Gives the built public/sw.js a version derived from the bundle's (content-hashed) file names, so each
 * build that changes the app is a new service worker: the browser installs it, it takes control, and the
 * page reloads once (src/platform/serviceWorker.ts). Unchanged builds keep the same worker and cache.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const VERSION_PLACEHOLDER = '__APP_SHELL_VERSION__';

export function stampServiceWorker(): Plugin {
  let outDir = 'dist';
  let version = '';
  return {
    name: 'buy-crypto:stamp-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
    },
    closeBundle() {
      const file = path.join(outDir, 'sw.js');
      if (!version || !fs.existsSync(file)) return;
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(VERSION_PLACEHOLDER, version));
    },
  };
}
