/**
 * The message catalogues (src/i18n/messages/*.json) published as /i18n/<locale>.json, the files the app
 * fetches when the platform language list names a locale (src/stores/loadRemoteMessages.ts).
 * - `vite build` emits them into dist/i18n through the `exportMessages()` plugin; the dev server serves
 *   them from the catalogues directly, so nothing generated is kept in the repository.
 * - `npx tsx scripts/export-messages.ts [outDir]` (default dist/i18n) writes them for upload to the
 *   storage behind VITE_I18N_STORAGE_BASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cataloguesDir = path.join(root, 'src/i18n/messages');

/** fileName (e.g. 'en-US.json') → the catalogue as published JSON. */
export function messageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(cataloguesDir).filter((file) => file.endsWith('.json')).sort()) {
    const messages = JSON.parse(fs.readFileSync(path.join(cataloguesDir, name), 'utf8')) as Record<string, string>;
    files.set(name, `${JSON.stringify(messages, null, 2)}\n`);
  }
  return files;
}

export function writeMessageFiles(outDir: string): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  return [...messageFiles()].map(([name, json]) => {
    const file = path.join(outDir, name);
    fs.writeFileSync(file, json);
    return file;
  });
}

export function exportMessages(): Plugin {
  return {
    name: 'buy-crypto:export-messages',
    generateBundle() {
      for (const [name, source] of messageFiles()) this.emitFile({ type: 'asset', fileName: `i18n/${name}`, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/i18n\/([A-Za-z-]+\.json)$/.exec(request.url?.split('?')[0] ?? '');
        const json = match ? messageFiles().get(match[1]) : undefined;
        if (!json) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(json);
      });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist/i18n'));
  for (const file of writeMessageFiles(outDir)) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
