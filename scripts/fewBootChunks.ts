/**
 * Few chunks for the boot. Rolldown puts a module that the entry and a lazy screen both import in a chunk of
 * its own, even though the entry has loaded it already (rolldown/rolldown#10731): the entry imported 15 chunks
 * and /edit loaded 33 scripts before its first quote, each one more request and module record on a phone's
 * main thread. Here the modules of the entry's chunks are one group (`boot`, which Rolldown puts in the
 * entry's chunk), and the modules Edit adds to them another (`quote-screen`); each is loaded whole by whatever
 * needs one of its modules. Other screens that share a module with Edit (an input, a skeleton) then load
 * Edit's chunk with it.
 *
 * Every other screen also loads the stores Edit does not use (src/stores/deferredStores.ts), whose modules
 * Rolldown spread over ten chunks of their own because some screens import one of them directly: a third
 * group (`deferred-stores`) keeps them in one. A buyer landing on such a screen (a receipt's link to the
 * order's status, a reload) waited on HTTP/1.1's six connections per host for each wave of those requests.
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

/**
 * The outlined field (src/components/OutlinedField) and the parts of MUI it composes: one chunk, which the
 * widget's first screen and Log In's load as one request instead of three (on HTTP/1.1's six connections, the
 * widget's 13 scripts took a third wave: Lighthouse, /buy applied, LCP about 190 ms later). MUI's slot helpers,
 * which those parts use as most components do, stay a chunk of their own: in this group, every screen with an
 * alert or a chip would load the field.
 */
export const OUTLINED_FIELD =
  /\/(src\/components\/OutlinedField|@mui\/material\/(FormControl|FormLabel|InputLabel|FormHelperText|OutlinedInput))\//;
export const SLOT_HELPERS =
  /\/@mui\/(material\/utils\/useSlot|utils\/(mergeSlotProps|extractEventHandlers|omitEventHandlers|isEventHandler|appendOwnerState|resolveComponentProps))[/.]/;

/** What the build tells of a chunk, as read here. */
type ChunkFacts = Parameters<typeof bootChunks>[0][number] & Pick<Rolldown.OutputChunk, 'moduleIds'>;

/**
 * The modules of the entry's chunks, those the first screen's chunks add to them, and those the deferred
 * stores' chunks add to both. The entry, the screen and the deferred stores' modules themselves are left out:
 * they stay the facades of their chunks, which the page's script, the dynamic imports and the build's
 * manifest name.
 */
export function bootModuleSets(
  chunks: ChunkFacts[],
  entry: string,
  firstScreen: string,
  deferredStores: string,
): { boot: Set<string>; quoteScreen: Set<string>; deferredStores: Set<string> } {
  const modulesOf = (dynamicEntries: string[]) => {
    const files = bootChunks(chunks, new Set(dynamicEntries));
    return new Set(chunks.filter((chunk) => files.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds));
  };
  const boot = modulesOf([]);
  const added = (dynamicEntry: string, to: ReadonlySet<string>) =>
    new Set([...modulesOf([dynamicEntry])].filter((id) => !to.has(id) && id !== dynamicEntry));
  const quoteScreen = added(firstScreen, boot);
  const deferred = added(deferredStores, new Set([...boot, ...quoteScreen]));
  boot.delete(entry);
  return { boot, quoteScreen, deferredStores: deferred };
}

export function fewBootChunks(
  entry = 'src/main.tsx',
  firstScreen = 'src/screens/Edit/index.tsx',
  deferredStores = 'src/stores/deferredStores.ts',
): Plugin {
  let sets = { boot: new Set<string>(), quoteScreen: new Set<string>(), deferredStores: new Set<string>() };
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
                { name: 'deferred-stores', test: (id: string) => sets.deferredStores.has(id), priority: 0 },
                { name: 'slot-helpers', test: (id: string) => SLOT_HELPERS.test(id), priority: 1 },
                { name: 'outlined-field', test: (id: string) => OUTLINED_FIELD.test(id), priority: 0 },
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
        const inRoot = (file: string) => path.join(root, file);
        sets = bootModuleSets(chunks, inRoot(entry), inRoot(firstScreen), inRoot(deferredStores));
      } finally {
        delete process.env[PROBE_ENV];
      }
    },
  };
}
