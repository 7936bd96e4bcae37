/**
 * Bundle size per route: reads Vite's manifest of a built app (run `npm run build` first) and prints, for
 * each screen, the gzip size of the JavaScript a first visit of that route loads, and in how many files: the
 * entry and its static imports, the screen's lazy chunk and its static imports (main.tsx preloads it),
 * the buyer's message catalogue (`virtual:i18n/<locale>`, awaited before the first render) and, for a screen
 * other than the first ones, the rest of the catalogue and the deferred stores (scripts/firstVisit.ts). Sizes
 * in KiB (1,024 bytes), gzip -9. `npx tsx bench/bundle.ts [distDir] [locale]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { firstVisitModules, screenModule, screenOfModule } from '../scripts/firstVisit.ts';
import { FIRST_SCREEN_SCRIPT } from '../src/lib/firstScreenPages.ts';

/** Edit's own script's module in builds from before it was src/firstScreen.entry.ts. */
const FIRST_REQUESTS_SCRIPT_BEFORE = 'src/api/askFirstRequests.entry.ts';

/** The app's entry, in the build's manifest. */
const APP_ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  screen: string;
  jsGzipKb: number;
  cssGzipKb: number;
  files: number;
}

export interface FirstLoad {
  screen: string;
  locale: string;
  jsGzipKiB: number;
  cssGzipKiB: number;
  /** Each JS file of the first load with its gzip size (KiB), largest first. */
  files: Array<{ file: string; gzipKiB: number }>;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

function readManifest(distDir: string): Manifest {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The JS and CSS a first visit of a screen loads, in a buyer's locale. */
export function measureFirstLoad(distDir = 'dist', screen = 'Edit', locale = 'en-US'): FirstLoad {
  const manifest = readManifest(distDir);
  if (!manifest[APP_ENTRY]) throw new Error(`no ${APP_ENTRY} entry in the manifest`);
  if (!manifest[screenModule(screen)])
    throw new Error(`no chunk for the screen ${screen} (${screenModule(screen)}) in the manifest`);
  const files: FirstLoad['files'] = [];
  let css = 0;
  // A build from before the catalogues or the deferred stores were chunks of their own has them in the entry.
  // Edit's pre-rendered page also loads its own script, which sends its first requests (a build from before it has
  // none; an older one names it by its module of then).
  const alongside =
    screen === 'Edit'
      ? [FIRST_SCREEN_SCRIPT, FIRST_REQUESTS_SCRIPT_BEFORE].filter((key) => manifest[key])
      : [];
  for (const key of closure(manifest, [APP_ENTRY, ...alongside, ...firstVisitModules(screen, locale)])) {
    files.push({ file: manifest[key].file, gzipKiB: kib(gzipSize(path.join(distDir, manifest[key].file))) });
    for (const c of manifest[key].css ?? []) css += gzipSize(path.join(distDir, c));
  }
  files.sort((a, b) => b.gzipKiB - a.gzipKiB);
  const js = files.reduce((sum, { file }) => sum + gzipSize(path.join(distDir, file)), 0);
  return { screen, locale, jsGzipKiB: kib(js), cssGzipKiB: kib(css), files };
}

export function measureBundles(distDir = 'dist', locale = 'en-US'): RouteBundle[] {
  const manifest = readManifest(distDir);
  const screens = Object.keys(manifest)
    .map(screenOfModule)
    .filter((screen): screen is string => Boolean(screen));
  return screens
    .map((screen) => {
      const load = measureFirstLoad(distDir, screen, locale);
      return { screen, jsGzipKb: load.jsGzipKiB, cssGzipKb: load.cssGzipKiB, files: load.files.length };
    })
    .sort((a, b) => a.screen.localeCompare(b.screen));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(measureBundles(process.argv[2], process.argv[3]));
}
