/**
 * Few chunks for the boot. Rolldown puts a module that the entry and a lazy screen both import in a chunk of
 * its own, even though the entry has loaded it already (rolldown/rolldown#10731): the entry imported 15 chunks
 * and /edit loaded 33 scripts before its first quote, each one more request and module record on a phone's
 * main thread. Here the modules of the entry's chunks are one group (`boot`, which Rolldown puts in the
 * entry's chunk), and the modules Edit adds to them another (`quote-screen`); each is loaded whole by whatever
 * needs one of its modules. Other screens that share a module with Edit (an input, a skeleton) then load
 * Edit's chunk with it.
 *
 * Which modules those are is what Rolldown's own chunking says, after tree shaking: a static closure over the
 * module graph would count every module a package's index re-exports. So the plugin first builds the app
 * without writing it (PROBE_ENV set: vite.config.ts then leaves out the plugins that write or rewrite the
 * output) and reads the chunks the entry and Edit import statically.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { appBuild } from './appBuild.ts';
import { bootChunks } from './compileHints.ts';

export const PROBE_ENV = 'BOOT_CHUNKS_PROBE';

/** What the build tells of a chunk, as read here. */
type ChunkFacts = Parameters<typeof bootChunks>[0][number] & Pick<Rolldown.OutputChunk, 'moduleIds'>;

/**
 * The modules of the entry's chunks and those the first screen's chunks add to them. The entry and the
 * screen modules themselves are left out: they stay the facades of their chunks, which the page's script,
 * the screen's dynamic import and the build's manifest name.
 */
export function bootModuleSets(
  chunks: ChunkFacts[],
  entry: string,
  firstScreen: string,
): { boot: Set<string>; quoteScreen: Set<string> } {
  const modulesOf = (firstScreens: string[]) => {
    const files = bootChunks(chunks, new Set(firstScreens));
    return new Set(chunks.filter((chunk) => files.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds));
  };
  const boot = modulesOf([]);
  const quoteScreen = new Set(
    [...modulesOf([firstScreen])].filter((id) => !boot.has(id) && id !== firstScreen),
  );
  boot.delete(entry);
  return { boot, quoteScreen };
}

export function fewBootChunks(entry = 'src/main.tsx', firstScreen = 'src/screens/Edit/index.tsx'): Plugin {
  let sets = { boot: new Set<string>(), quoteScreen: new Set<string>() };
  let configFile: string | undefined;
  let root = process.cwd();
  return {
    name: 'buy-crypto:few-boot-chunks',
    apply: appBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'boot', test: (id: string) => sets.boot.has(id), priority: 2 },
                { name: 'quote-screen', test: (id: string) => sets.quoteScreen.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
    },
    async buildStart() {
      const { build } = await import('vite');
      process.env[PROBE_ENV] = '1';
      try {
        const output = await build({
          configFile,
          root,
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, manifest: false },
        });
        const [first] = Array.isArray(output) ? output : [output];
        if (!('output' in first)) throw new Error('the probe build gave no output');
        const chunks = first.output.filter((item) => item.type === 'chunk');
        sets = bootModuleSets(chunks, path.join(root, entry), path.join(root, firstScreen));
      } finally {
        delete process.env[PROBE_ENV];
      }
    },
  };
}
