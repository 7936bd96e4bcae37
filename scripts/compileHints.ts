/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose first line is
 * `//# allFunctionsCalledOnLoad` has every function compiled as it streams in, on a background thread,
 * instead of each one on the main thread the first time it is called. The boot's chunks (the entry and the
 * quote screens, with what they import statically) are nearly all run before the first quote, and their
 * compilation on first call was most of the entry's evaluation, the longest task of the boot. Other chunks
 * (the picker, the forms, other screens) load later and run only in part: they keep V8's lazy compilation.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_MODULES } from './firstScreenMessages.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the build tells of each chunk, as read here. */
type ChunkFacts = { fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };

/** The chunks the boot runs: the entries and the first screens' modules, with everything they import statically. */
export function bootChunks(chunks: ChunkFacts[], firstScreens: ReadonlySet<string>): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || files.has(file)) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.facadeModuleId !== null && firstScreens.has(chunk.facadeModuleId))) {
      visit(chunk.fileName);
    }
  }
  return files;
}

/** A source map's mappings for code that gained a first line (each `;` starts the next generated line). */
export const shiftedOneLine = (mappings: string) => `;${mappings}`;

/** A source map file (JSON) for code that gained a first line. */
export function shiftedMapFile(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: shiftedOneLine(map.mappings) });
}

export function compileHints(): Plugin {
  let root = process.cwd();
  return {
    name: 'buy-crypto:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Last: the chunks are minified and every other plugin's rewrite of their code is done.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const firstScreens = new Set(FIRST_SCREEN_MODULES.map((file) => path.join(root, file)));
        for (const file of bootChunks(chunks, firstScreens)) {
          const chunk = bundle[file];
          if (chunk.type !== 'chunk') continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The hint is a line of its own: the source map (a build with sourcemap on, as the profiles use)
          // starts one line later, or every position of the chunk maps to the line above its source.
          if (chunk.map) chunk.map.mappings = shiftedOneLine(chunk.map.mappings);
          const mapFile = bundle[`${file}.map`];
          if (mapFile?.type === 'asset') mapFile.source = shiftedMapFile(String(mapFile.source));
        }
      },
    },
  };
}
