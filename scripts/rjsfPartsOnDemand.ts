import path from 'node:path';
import type { Plugin } from 'vite';

const onDemandModule = (file: string) => path.resolve(import.meta.dirname, '../src/forms/SchemaForm', file);

/**
 * What RJSF imports statically for what our forms never draw, and the module its importers get instead: the
 * same component, its code loaded the first time one is drawn.
 * - markdown-to-jsx (86 KB minified), which RJSF's core draws only for a description or help a ui schema
 *   marks as Markdown (none of ours does), an uploaded file's line and its own configuration errors;
 * - MUI's Slider (20 KB), which @rjsf/mui's range widget draws (no field of ours is a range).
 */
export const PARTS_ON_DEMAND = [
  {
    importer: /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]/,
    source: 'markdown-to-jsx/react',
    module: onDemandModule('markdownOnDemand.tsx'),
  },
  {
    importer: /[\\/]node_modules[\\/]@rjsf[\\/]mui[\\/]lib[\\/]RangeWidget[\\/]/,
    source: '@mui/material/Slider',
    module: onDemandModule('sliderOnDemand.tsx'),
  },
];

/**
 * RJSF's parts on demand (PARTS_ON_DEMAND) in the schema forms' chunk. The on-demand modules' own imports of
 * the libraries, and any other, resolve as usual. Builds only, as the dev server's dependency pre-bundling
 * resolves RJSF's imports on its own.
 */
export function rjsfPartsOnDemand(): Plugin {
  return {
    name: 'buy-crypto:rjsf-parts-on-demand',
    enforce: 'pre',
    apply: 'build',
    resolveId: onDemandModuleFor,
  };
}

/** The on-demand module an import resolves to, or null: left to the resolver. */
export function onDemandModuleFor(source: string, importer: string | undefined): string | null {
  const part = PARTS_ON_DEMAND.find(
    (p) => p.source === source && importer !== undefined && p.importer.test(importer),
  );
  return part?.module ?? null;
}
