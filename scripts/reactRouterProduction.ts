import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * react-router 7 ships a production build beside its development one, but its package exports name only the
 * development build, to every bundler (remix-run/react-router#14102): its dev warnings (`ENABLE_DEV_WARNINGS`)
 * and their texts ended up in the app's entry. Vite builds (the app's and Storybook's) take the production
 * one; the dev server and the tests keep the warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const productionDir = path.join(packageDir, 'dist/production');
  const production = path.join(productionDir, 'index.mjs');
  let chunks = 0;
  let shaken = 0;
  return {
    name: 'buy-crypto:react-router-production',
    apply: 'build',
    config() {
      if (!fs.existsSync(production))
        throw new Error(`${production} not found: react-router's production build has moved`);
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
    buildStart() {
      chunks = shaken = 0;
    },
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
      handler(code) {
        chunks += 1;
        const shakable = shakableComponents(code);
        if (shakable === code) return null;
        shaken += 1;
        // Lines stay where they were (a name's line is left empty), so the chunk's own source map still fits.
        return { code: shakable, map: null };
      },
    },
    buildEnd(error) {
      if (!error && chunks > 0 && shaken === 0)
        throw new Error(
          `react-router's production chunks (${productionDir}) no longer read as shakableComponents expects`,
        );
    },
  };
}

/**
 * Its module-level components and contexts made removable when unused: react-router's build leaves its
 * `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` calls unmarked and names each result
 * (`Link.displayName = "Link"`), so Rolldown had to keep every one, with what they call: NavLink, Form,
 * useSubmit and their helpers were in the app's entry though nothing uses them (react-router's whole
 * module is there, since the entry uses it). The calls are marked pure and the names dropped (React
 * DevTools still shows the inner functions' names).
 */
function shakableComponents(code: string): string {
  return code
    .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
}
