/**
 * The message catalogues (src/i18n/messages/*.json, ICU strings; see scripts/messages.ts for where their
 * texts come from) as the app uses them: precompiled to the ICU message AST, the form react-intl formats
 * without parsing, so the ICU parser stays out of the bundle.
 *
 * Vite plugins (`messagePlugins()` in vite.config.ts):
 * - `virtual:i18n/<locale>` and `virtual:i18n/<locale>/rest`: per locale, the catalogue compiled to AST (the
 *   same output as `formatjs compile --ast`, made by the very parser react-intl would otherwise run in the
 *   browser), in two modules: the messages the first screen needs, and the rest.
 *   src/i18n/catalogues.ts imports them lazily: each is its own chunk and a buyer loads only their locale's.
 * - the app's `vite build` only: `@formatjs/icu-messageformat-parser` aliased to its `no-parser` entry (as
 *   formatjs documents for precompiled messages), and the `defaultMessage` / `description` of every
 *   `defineMessages` descriptor dropped from the code (the catalogues carry the texts; descriptions are for
 *   translators). Tests, Storybook and the dev server keep both, so the unit tests read them.
 * - /i18n/<locale>.json: the catalogues published as AST too (the files the app fetches when the platform
 *   language list names a locale, src/stores/loadRemoteMessages.ts); `vite build` emits them into
 *   dist/i18n, the dev server serves them from the catalogues.
 *
 * `npx tsx scripts/export-messages.ts [outDir]` (default dist/i18n) writes the published files for upload to
 * the storage behind VITE_I18N_STORAGE_BASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parseAst, type Plugin } from 'vite';
import { appBuild } from './appBuild.ts';
import { firstScreenMessages } from './firstScreenMessages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cataloguesDir = path.join(root, 'src/i18n/messages');
const VIRTUAL_PREFIX = 'virtual:i18n/';

export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

const catalogueNames = () =>
  fs
    .readdirSync(cataloguesDir)
    .filter((file) => file.endsWith('.json'))
    .sort();

/** A catalogue compiled to AST; a message that is not valid ICU fails with its id. */
export function compileCatalogue(messages: Record<string, string>): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => {
      try {
        return [id, parse(text)];
      } catch (error) {
        throw new Error(`message ${id} is not valid ICU: ${(error as Error).message}`);
      }
    }),
  );
}

function compiledCatalogueOf(fileName: string): CompiledCatalogue {
  return compileCatalogue(
    JSON.parse(fs.readFileSync(path.join(cataloguesDir, fileName), 'utf8')) as Record<string, string>,
  );
}

/** fileName (e.g. 'en-US.json') → the catalogue as published JSON (AST). */
export function messageFiles(): Map<string, string> {
  return new Map(catalogueNames().map((name) => [name, JSON.stringify(compiledCatalogueOf(name))]));
}

export function writeMessageFiles(outDir: string): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  return [...messageFiles()].map(([name, json]) => {
    const file = path.join(outDir, name);
    fs.writeFileSync(file, json);
    return file;
  });
}

export function exportMessages(): Plugin {
  return {
    name: 'buy-crypto:export-messages',
    generateBundle() {
      for (const [name, source] of messageFiles())
        this.emitFile({ type: 'asset', fileName: `i18n/${name}`, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/i18n\/([A-Za-z-]+\.json)$/.exec(request.url?.split('?')[0] ?? '');
        const json = match ? messageFiles().get(match[1]) : undefined;
        if (!json) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(json);
      });
    },
  };
}

/**
 * `virtual:i18n/<locale>`: the messages of the locale the first screen needs (scripts/firstScreenMessages.ts),
 * compiled to AST, as a module of its own; `virtual:i18n/<locale>/rest`: all the others.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'buy-crypto:compiled-catalogues',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      const [locale, part = 'firstScreen'] = id.slice(VIRTUAL_PREFIX.length + 1).split('/');
      const file = path.join(cataloguesDir, `${locale}.json`);
      if (
        !/^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$/.test(locale) ||
        !fs.existsSync(file) ||
        !/^(firstScreen|rest)$/.test(part)
      ) {
        this.error(`no message catalogue ${id.slice(1)} (src/i18n/messages/${locale}.json)`);
      }
      this.addWatchFile(file);
      const firstScreen = firstScreenMessages(root);
      const messages = Object.fromEntries(
        Object.entries(compiledCatalogueOf(`${locale}.json`)).filter(
          ([messageId]) => firstScreen(messageId) === (part === 'firstScreen'),
        ),
      );
      // JSON.parse of one string is quicker for the browser than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
    },
  };
}

/**
 * The app's build (Storybook keeps the parser, like the tests) formats only precompiled messages: the ICU
 * parser is aliased to formatjs's `no-parser`.
 */
export function noMessageParser(): Plugin {
  return {
    name: 'buy-crypto:no-message-parser',
    apply: appBuild,
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
  };
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const DESCRIPTOR_CALLS = new Set(['defineMessages', 'defineMessage']);
const DROPPED_KEYS = new Set(['defaultMessage', 'description']);

const unwrap = (node: Node): Node =>
  ['TSAsExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression'].includes(node.type)
    ? unwrap(node.expression as Node)
    : node;

const propertyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return undefined;
  return key.type === 'Identifier'
    ? (key.name as string)
    : key.type === 'Literal'
      ? String(key.value)
      : undefined;
};

/** Source ranges of the `defaultMessage` / `description` properties of every descriptor in `defineMessages` calls. */
export function descriptorTextRanges(code: string, fileName: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const descriptor = (node: Node) => {
    if (node.type !== 'ObjectExpression') return;
    for (const property of node.properties as Node[]) {
      if (property.type !== 'Property' || !DROPPED_KEYS.has(propertyName(property) ?? '')) continue;
      let end = property.end;
      while (/\s/.test(code[end] ?? '')) end++;
      ranges.push([property.start, code[end] === ',' ? end + 1 : property.end]);
    }
  };
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const argument = (node.arguments as Node[])[0];
      if (callee.type === 'Identifier' && DESCRIPTOR_CALLS.has(callee.name as string) && argument) {
        const object = unwrap(argument);
        if (callee.name === 'defineMessage') descriptor(object);
        else if (object.type === 'ObjectExpression') {
          for (const property of object.properties as Node[])
            if (property.type === 'Property') descriptor(unwrap(property.value as Node));
        }
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
      else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code, { lang: fileName.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node);
  return ranges;
}

/** Blanks ranges of the code, keeping every line break: line and column of everything else stay put. */
export function blankRanges(code: string, ranges: Array<[number, number]>): string {
  let result = code;
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + result.slice(start, end).replace(/[^\n]/g, ' ') + result.slice(end);
  }
  return result;
}

/** The app's build drops `defaultMessage` and `description` from every descriptor: ids are all it needs. */
export function stripMessageDescriptors(): Plugin {
  return {
    name: 'buy-crypto:strip-message-descriptors',
    enforce: 'pre',
    apply: appBuild,
    transform(code, id) {
      const file = id.split('?')[0];
      if (
        !/\.tsx?$/.test(file) ||
        !file.startsWith(path.join(root, 'src') + path.sep) ||
        !code.includes('defineMessage')
      )
        return undefined;
      const ranges = descriptorTextRanges(code, file);
      // Same lines and columns as the source: the source map of the file is unchanged.
      return ranges.length ? { code: blankRanges(code, ranges), map: null } : undefined;
    },
  };
}

export function messagePlugins(): Plugin[] {
  return [compiledCatalogues(), exportMessages(), noMessageParser(), stripMessageDescriptors()];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist/i18n'));
  for (const file of writeMessageFiles(outDir)) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
