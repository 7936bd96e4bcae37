/**
 * The message catalogues (src/i18n/messages/*.json) and where their texts come from.
 *
 * - en-US.json is GENERATED: `formatjs extract` over the `defineMessages` calls of src/ (the English text
 *   is each descriptor's defaultMessage, the one place it is written). `npm run messages` rewrites it; the
 *   output is sorted by id, so running it again changes nothing.
 * - zh-CN.json (every other locale) is translated by hand and must have exactly the ids of en-US.
 * - `npm run messages:check` (and tests/unit/i18n/catalogues.test.ts) fails when en-US.json is not what
 *   the sources say (an id missing, a stale one, a different text) or a translation misses an id or keeps
 *   one the sources no longer have.
 *
 * Adding a message: write it in a `*.messages.ts` file's `defineMessages` (id, defaultMessage,
 * description), run `npm run messages`, add its Chinese text to zh-CN.json under the same id.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cataloguesDir = path.join(root, 'src/i18n/messages');
export const SOURCE_LOCALE = 'en-US';
const SOURCES = 'src/**/*.{ts,tsx}';
const IGNORED = ['src/**/*.d.ts'];

export type Catalogue = Record<string, string>;

const formatjsBin = path.join(root, 'node_modules/.bin/formatjs');

/** The messages of every `defineMessages` under src/, id → English text, sorted by id. */
export function extractMessages(): { messages: Catalogue; problems: string[] } {
  const outFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'messages-')), 'extracted.json');
  try {
    const run = spawnSync(
      formatjsBin,
      [
        'extract',
        SOURCES,
        ...IGNORED.flatMap((glob) => ['--ignore', glob]),
        '--format',
        'simple',
        '--out-file',
        outFile,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`formatjs extract failed (${run.status}):\n${run.stderr}`);
    // Two descriptors with one id and different texts: formatjs keeps one of them and only warns.
    const problems = run.stderr
      .split('\n')
      .filter((line) => line.includes('Duplicate message id'))
      .map((line) => line.replace(/^.*\[FormatJS CLI\] /, ''));
    const extracted = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Catalogue;
    return { messages: sortedById(extracted), problems: [...new Set(problems)] };
  } finally {
    fs.rmSync(path.dirname(outFile), { recursive: true, force: true });
  }
}

export function sortedById(messages: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export const catalogueFile = (locale: string) => path.join(cataloguesDir, `${locale}.json`);
export const serialise = (messages: Catalogue) => `${JSON.stringify(messages, null, 2)}\n`;

export function readCatalogue(locale: string): Catalogue {
  return JSON.parse(fs.readFileSync(catalogueFile(locale), 'utf8')) as Catalogue;
}

export function catalogueLocales(): string[] {
  return fs
    .readdirSync(cataloguesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** Writes en-US.json from the sources; true when its content changed. */
export function writeSourceCatalogue(messages = extractMessages().messages): boolean {
  const next = serialise(messages);
  const file = catalogueFile(SOURCE_LOCALE);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === next) return false;
  fs.writeFileSync(file, next);
  return true;
}

/** What is wrong with the catalogues, one line each (empty: all is well). Key order does not matter. */
export function catalogueProblems(extracted = extractMessages()): string[] {
  const problems = [...extracted.problems];
  const source = extracted.messages;
  const english = readCatalogue(SOURCE_LOCALE);
  const fix = '(run `npm run messages`)';
  for (const id of Object.keys(source)) {
    if (!(id in english)) problems.push(`${SOURCE_LOCALE}.json misses ${id} ${fix}`);
    else if (english[id] !== source[id])
      problems.push(`${SOURCE_LOCALE}.json has another text for ${id} than its defineMessages ${fix}`);
  }
  for (const id of Object.keys(english)) {
    if (!(id in source))
      problems.push(`${SOURCE_LOCALE}.json has ${id}, which no defineMessages has any more ${fix}`);
  }
  for (const locale of catalogueLocales().filter((l) => l !== SOURCE_LOCALE)) {
    const translated = readCatalogue(locale);
    for (const id of Object.keys(source)) {
      if (typeof translated[id] !== 'string' || translated[id].trim() === '')
        problems.push(`${locale}.json misses ${id}`);
    }
    for (const id of Object.keys(translated))
      if (!(id in source)) problems.push(`${locale}.json has the stale id ${id}`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const extracted = extractMessages();
  if (process.argv.includes('--check')) {
    const problems = catalogueProblems(extracted);
    for (const problem of problems) console.error(`✗ ${problem}`);
    if (problems.length) process.exit(1);
    console.log(
      `✓ ${Object.keys(extracted.messages).length} messages; every catalogue has exactly the ids of the sources`,
    );
  } else {
    const changed = writeSourceCatalogue(extracted.messages);
    console.log(
      `${changed ? 'wrote' : 'unchanged:'} ${path.relative(root, catalogueFile(SOURCE_LOCALE))} (${Object.keys(extracted.messages).length} messages)`,
    );
    for (const problem of catalogueProblems(extracted)) console.warn(`! ${problem}`);
  }
}
