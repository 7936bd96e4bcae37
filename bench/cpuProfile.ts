/**
 * A Chromium CPU profile (CDP Profiler) read through a build's source maps: self time by package (or app
 * folder) and by function, each named by its original source. Positions in a file without a map keep the
 * built file's name. Used by bench/boot/profile.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** What is read of a CDP Profiler.Profile. */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTimes {
  /** Main-thread ms with a JavaScript function or a native phase ('(program)', '(garbage collector)') on top. */
  busyMs: number;
  byPackage: Map<string, number>;
  byFunction: Map<string, number>;
}

/** `node_modules/@mui/system/x.mjs` → `@mui/system`; `src/stores/QuoteStore.ts` → `src/stores`. */
export function packageOf(source: string): string {
  const inModules = source.split('node_modules/').pop()!;
  if (inModules !== source)
    return inModules
      .split('/')
      .slice(0, inModules.startsWith('@') ? 2 : 1)
      .join('/');
  return source.split('/').slice(0, 2).join('/');
}

/** Reads source maps of `distDir/assets` once each; a built file without one maps to itself. */
function sourceMaps(distDir: string) {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  return (url: string) => {
    const file = url.split('/').pop() ?? '';
    if (!maps.has(file)) {
      const mapFile = path.join(distDir, 'assets', `${file}.map`);
      maps.set(
        file,
        fs.existsSync(mapFile)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
          : undefined,
      );
    }
    return maps.get(file);
  };
}

export function selfTimes(profile: CpuProfile, distDir: string): SelfTimes {
  const mapOf = sourceMaps(distDir);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, ms: number) =>
    into.set(key, (into.get(key) ?? 0) + ms);
  let busyMs = 0;
  profile.samples?.forEach((id, i) => {
    const frame = nodes.get(id);
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)') return;
    busyMs += ms;
    // CDP's lines are 0-based, a source map's 1-based.
    const original = frame.url
      ? mapOf(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
      : undefined;
    const name = original?.name ?? (frame.functionName || '(anonymous)');
    if (original?.source) {
      // A map's sources are relative to the built file: named here from the project's root.
      const source = path.relative(process.cwd(), path.resolve(distDir, 'assets', original.source));
      add(byPackage, packageOf(source), ms);
      add(byFunction, `${name} ${source}:${original.line}`, ms);
    } else {
      const where = frame.url ? frame.url.split('/').pop()! : name;
      add(byPackage, where, ms);
      add(byFunction, frame.url ? `${name} ${where}` : name, ms);
    }
  });
  return { busyMs, byPackage, byFunction };
}
