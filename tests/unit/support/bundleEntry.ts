import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = 'virtual:test-entry';

interface BundleOptions {
  plugins?: Plugin[];
  treeshake?: Rolldown.InputOptions['treeshake'];
}

/**
 * The code Vite's production bundler makes of one module's `source` (unminified, so names can be looked
 * for), with `plugins` and Rolldown's `treeshake` options; React stays outside.
 */
export async function bundleEntry(source: string, options: BundleOptions = {}): Promise<string> {
  return (await bundleChunks(source, options)).map((chunk) => chunk.code).join('\n');
}

/** The same, chunk by chunk: the entry's own first, then those it imports or loads on demand. */
export async function bundleChunks(
  source: string,
  { plugins = [], treeshake }: BundleOptions = {},
): Promise<Rolldown.OutputChunk[]> {
  const entry: Plugin = {
    name: 'test-entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? source : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: ENTRY,
        external: ['react', 'react-dom', 'react/jsx-runtime'],
        preserveEntrySignatures: 'strict',
        ...(treeshake === undefined ? {} : { treeshake }),
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}
