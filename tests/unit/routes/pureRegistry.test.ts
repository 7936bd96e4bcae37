// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The registry and the name → address helper are data that stores, shell and screens all read: they
 * import nothing but each other (no React, no router, no screen, no store), so no import cycle can run
 * through them and a store may navigate by name without pulling in a view.
 */
const ROUTES = path.resolve(__dirname, '../../../src/routes');

/** Every specifier the module imports (statically, re-exported or lazily), following the app's own modules. */
function reach(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const [, specifier] of fs
      .readFileSync(file, 'utf8')
      .matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      if (specifier.startsWith('.')) pending.push(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { modules: [...modules].map((file) => path.relative(ROUTES, file)).sort(), packages: [...packages] };
}

describe('the route registry is pure data', () => {
  it.each(['registry.ts', 'href.ts'])('%s reaches only the registry, its types and href.ts', (file) => {
    const { modules, packages } = reach(path.join(ROUTES, file));
    expect(packages).toEqual([]);
    for (const module of modules) expect(['href.ts', 'registry.ts', 'types.ts']).toContain(module);
  });
});
