import path from 'node:path';
import type { Plugin } from 'vite';

const onDemandModule = (file: string) => path.resolve(import.meta.dirname, '../src', file);

/**
 * What libraries import statically for what is seldom or never drawn, and the module their importers get
 * instead: the same component, its code loaded apart.
 * - markdown-to-jsx (86 KB minified), which RJSF's core draws only for a description or help a ui schema
 *   marks as Markdown (none of ours does), an uploaded file's line and its own configuration errors;
 * - MUI's Slider (20 KB), which @rjsf/mui's range widget draws (no field of ours is a range);
 * - MUI's touch ripple (2.5 KB gzip), which a button draws from its first press on: out of every screen's
 *   first load, fetched when the page is first idle.
 */
export const PARTS_ON_DEMAND = [
  {
    importer: /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]/,
    source: 'markdown-to-jsx/react',
    module: onDemandModule('forms/SchemaForm/markdownOnDemand.tsx'),
  },
  {
    importer: /[\\/]node_modules[\\/]@rjsf[\\/]mui[\\/]lib[\\/]RangeWidget[\\/]/,
    source: '@mui/material/Slider',
    module: onDemandModule('forms/SchemaForm/sliderOnDemand.tsx'),
  },
  {
    importer: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.m?js$/,
    source: './TouchRipple.mjs',
    module: onDemandModule('shell/touchRippleOnDemand.tsx'),
  },
];

/**
 * The libraries' parts on demand (PARTS_ON_DEMAND). The on-demand modules' own imports of the libraries, and
 * any other, resolve as usual. Builds only, as the dev server's dependency pre-bundling resolves the
 * libraries' imports on its own.
 */
export function partsOnDemand(): Plugin {
  return {
    name: 'buy-crypto:parts-on-demand',
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
