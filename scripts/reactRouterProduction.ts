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
  const production = path.join(packageDir, 'dist/production/index.mjs');
  return {
    name: 'buy-crypto:react-router-production',
    apply: 'build',
    config() {
      if (!fs.existsSync(production))
        throw new Error(`${production} not found: react-router's production build has moved`);
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}
