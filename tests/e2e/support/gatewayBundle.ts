import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The e2e run's gateway as one JavaScript file: `server/main.ts` and everything of ours it imports, bundled
 * once by the global setup (esbuild, packages left to node_modules). A journey's gateway then starts with
 * plain `node` instead of `tsx server/main.ts`, which resolves and transpiles ~150 modules through tsx's
 * loader thread at every start: the start that the journeys pay each time a gateway (re)starts. Same source,
 * same settings; the global setup names the file in E2E_GATEWAY_BUNDLE and the workers inherit it.
 */
export const GATEWAY_BUNDLE_ENV = 'E2E_GATEWAY_BUNDLE';

/** How to start a gateway: the run's bundle when there is one, else `tsx server/main.ts` as `npm start` does. */
export function gatewayCommand(): { command: string; args: string[] } {
  const bundle = process.env[GATEWAY_BUNDLE_ENV];
  if (bundle && fs.existsSync(bundle))
    return { command: process.execPath, args: ['--enable-source-maps', bundle] };
  return { command: path.join(ROOT, 'node_modules/.bin/tsx'), args: ['server/main.ts'] };
}

/**
 * A module's own import.meta.url, kept in the bundle: the gateway finds its data files, images and the card
 * field's pages next to its source files (server/providers/cardField/files.ts, server/routes/images.ts, …).
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

/**
 * Bundles the gateway into a folder of its own under node_modules/.cache (so that its bare imports resolve
 * to the project's node_modules) and returns the file and a function removing the folder.
 */
export async function bundleGateway(): Promise<{ file: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache', 'e2e-gateway-'));
  const file = path.join(dir, 'main.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
