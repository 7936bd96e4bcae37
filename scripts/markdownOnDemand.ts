import path from 'node:path';
import type { Plugin } from 'vite';

/** RJSF's core, whose modules import markdown-to-jsx's React component. */
const RJSF_CORE = /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]/;

export const MARKDOWN_ON_DEMAND = path.resolve(
  import.meta.dirname,
  '../src/forms/SchemaForm/markdownOnDemand.tsx',
);

/**
 * RJSF's core imports markdown-to-jsx statically for what our forms never draw (see markdownOnDemand.tsx):
 * its modules get the on-demand component instead, which loads the library the first time it draws. Our
 * own module's import of the library, and any other, resolve as usual. Builds only, as the dev server's
 * dependency pre-bundling resolves RJSF's imports on its own.
 */
export function markdownOnDemand(): Plugin {
  return {
    name: 'buy-crypto:markdown-on-demand',
    enforce: 'pre',
    apply: 'build',
    resolveId: markdownImportedAs,
  };
}

/** What an import resolves to: the on-demand component for RJSF's core, anything else left to the resolver. */
export function markdownImportedAs(source: string, importer: string | undefined): string | null {
  if (source !== 'markdown-to-jsx/react' || !importer || !RJSF_CORE.test(importer)) return null;
  return MARKDOWN_ON_DEMAND;
}
