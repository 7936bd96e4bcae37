/**
 * Which messages the first screen needs: the ids of the `defineMessages` descriptors in the modules the app
 * shell and the quote screens (Edit and both widgets) import statically, followed from `src/main.tsx`. The
 * app's first render waits for these only (`virtual:i18n/<locale>`); every other message is a second
 * chunk (`virtual:i18n/<locale>/rest`) that loads right after, and before any other screen renders
 * (src/i18n/catalogues.ts, src/routes/screens.ts). A module reached only through `import()` is loaded
 * later, so its messages may wait too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';

export const FIRST_SCREEN_MODULES = [
  'src/main.tsx',
  'src/screens/Edit/index.tsx',
  'src/screens/BuyWidget/index.tsx',
  'src/screens/BuyWidgetV1/index.tsx',
];

type Node = { type: string; [key: string]: unknown };

/** The relative modules a file imports without `import()`: value imports and re-exports, not `import type`. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const program = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as { body: Node[] };
  const sources: string[] = [];
  for (const node of program.body) {
    const isImport = node.type === 'ImportDeclaration' && node.importKind !== 'type';
    const isReexport =
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.source &&
      node.exportKind !== 'type';
    const source = (node.source as { value?: unknown } | null | undefined)?.value;
    if ((isImport || isReexport) && typeof source === 'string' && source.startsWith('.'))
      sources.push(source);
  }
  return sources.flatMap((source) => resolveModule(path.resolve(path.dirname(file), source)) ?? []);
}

/** The file an import names, with or without its extension, or a folder's index. */
function resolveModule(target: string): string | undefined {
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate));
}

const MESSAGE_ID = /\bid:\s*['"]([^'"]+)['"]/g;
/** A route's title in the registry (src/routes/registry.ts): the shell's top bar shows the first screen's. */
const ROUTE_TITLE_ID = /\btitleId:\s*['"]([^'"]+)['"]/g;
/** An id made at run time, `payMethods.${id}` or `gateway.${key}`: every message under that prefix may be asked for. */
const COMPUTED_ID_PREFIX = /`([A-Za-z]+(?:\.[A-Za-z]+)*\.)\$\{/g;

/**
 * Whether the first screen may ask for a message id: one its modules define, or one under a prefix they
 * complete at run time. Read from the sources under `root`.
 */
export function firstScreenMessages(root: string): (messageId: string) => boolean {
  const seen = new Set<string>();
  const pending = FIRST_SCREEN_MODULES.map((file) => path.join(root, file));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of seen) {
    const code = fs.readFileSync(file, 'utf8');
    for (const [, prefix] of code.matchAll(COMPUTED_ID_PREFIX)) prefixes.add(prefix);
    if (/\bdefineMessages?\b/.test(code)) for (const [, id] of code.matchAll(MESSAGE_ID)) ids.add(id);
    for (const [, id] of code.matchAll(ROUTE_TITLE_ID)) ids.add(id);
  }
  return (messageId) => ids.has(messageId) || [...prefixes].some((prefix) => messageId.startsWith(prefix));
}
