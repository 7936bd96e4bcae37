import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/routes/registry.ts';

/**
 * No route of the app may show the placeholder page (src/shell/PendingScreen.tsx, "built by a later
 * issue"): each route's lazy screen module, and every module of the app it imports, is read and must not
 * import it.
 */
const SRC = path.resolve(__dirname, '../../../src');
const SCREENS = path.join(SRC, 'routes/screens.ts');
const PLACEHOLDER = path.join(SRC, 'shell/PendingScreen.tsx');

/** Each route's name and the module its lazy screen imports, as written in the map of screens. */
function screenModules(): Map<string, string> {
  const source = fs.readFileSync(SCREENS, 'utf8');
  const entries = source.matchAll(
    /(\w+): (?:lazyScreen|quoteScreen|screen\(withMessages)\(\(\) => import\('([^']+)'\)\)/g,
  );
  return new Map(
    [...entries].map(([, name, specifier]) => [name, path.resolve(path.dirname(SCREENS), specifier)]),
  );
}

/** The app's own modules a module imports (statically, re-exported or lazily), followed through. */
function importsOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !file.startsWith(SRC) || !fs.existsSync(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      pending.push(path.resolve(path.dirname(file), match[1]));
    }
  }
  return seen;
}

describe('no placeholder screen is left', () => {
  const modules = screenModules();

  it('finds the lazy screen module of every route of the registry', () => {
    expect([...modules.keys()].sort()).toEqual(routes.map((route) => route.name).sort());
    for (const [name, file] of modules) expect(fs.existsSync(file), `${name}: ${file}`).toBe(true);
  });

  it.each([...modules])('route %s does not render the placeholder PendingScreen', (_name, file) => {
    const reached = [...importsOf(file)].filter(
      (module) => module === PLACEHOLDER || module.endsWith('/PendingScreen.tsx'),
    );
    expect(reached.map((module) => path.relative(SRC, module))).toEqual([]);
  });
});
