/**
 * Checks partner files before they go live: the schema (each bad key named) and WCAG 2.2 AA contrast of
 * every text/background pair of the merged theme (defaults < the file's tokens), in both colour schemes.
 *
 *   npm run theme:check theme/partners/aurora.json [more files]   # exit 1 when one fails
 *   npm run theme:check                                           # the defaults and every partner file
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastFailures, describeFailure } from '../theme/contrast.ts';
import { validatePartnerFile, type PartnerFile } from '../theme/partnerFile.ts';
import { defaultTokens, mergeTokens } from '../theme/mergeTokens.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The problems of one file, as lines; none when it passes. */
export function checkThemeFile(file: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return [`cannot read it: ${(error as Error).message}`];
  }
  const isDefaults = path.resolve(file) === path.join(root, 'theme/tokens.json');
  if (!isDefaults) {
    const errors = validatePartnerFile(data);
    if (errors.length > 0) return errors.map((e) => e.message);
  }
  const tokens = isDefaults
    ? defaultTokens
    : mergeTokens(defaultTokens, (data as PartnerFile).tokens, new URLSearchParams());
  return contrastFailures(tokens).map(describeFailure);
}

/** Checks the files (none: the defaults and every partner file), printing each; the exit code. */
export function themeCheck(
  args: string[],
  print: { log: (line: string) => void; error: (line: string) => void } = console,
): number {
  const files = args.length
    ? args
    : [
        'theme/tokens.json',
        ...fs
          .readdirSync(path.join(root, 'theme/partners'))
          .filter((f) => f.endsWith('.json'))
          .map((f) => `theme/partners/${f}`),
      ];
  let failed = false;
  for (const file of files) {
    const problems = checkThemeFile(path.resolve(root, file));
    if (problems.length === 0) {
      print.log(`✓ ${file}`);
      continue;
    }
    failed = true;
    print.error(`✗ ${file}`);
    for (const problem of problems) print.error(`  - ${problem}`);
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(themeCheck(process.argv.slice(2)));
}
