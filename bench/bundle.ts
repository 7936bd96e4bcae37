/**
 * Bundle size per route: reads Vite's manifest of a built app (run `npm run build` first) and prints, for
 * each screen, the gzip size of the JavaScript a first visit of that route loads (entry + the screen's
 * lazy chunk + their static imports).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
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

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

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

export function measureBundles(distDir = 'dist'): RouteBundle[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run \`npm run build\` first`);
  const manifest: Manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const screens = Object.keys(manifest).filter((k) => /^src\/screens\/[^/]+\/index\.tsx$/.test(k));
  return screens
    .map((screenKey) => {
      const keys = closure(manifest, [entry, screenKey]);
      let js = 0;
      let css = 0;
      for (const key of keys) {
        js += gzipSize(path.join(distDir, manifest[key].file));
        for (const c of manifest[key].css ?? []) css += gzipSize(path.join(distDir, c));
      }
      return {
        screen: screenKey.split('/')[2],
        jsGzipKb: Math.round(js / 102.4) / 10,
        cssGzipKb: Math.round(css / 102.4) / 10,
        files: keys.size,
      };
    })
    .sort((a, b) => a.screen.localeCompare(b.screen));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(measureBundles());
}
