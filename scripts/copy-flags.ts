/**
 * Copies the flag of every country and fiat currency of server/data from the flag-icons npm package
 * (MIT, 4:3 SVGs) to public/images/flags/{CODE}.svg, the upper-case code the API uses. The copies are
 * committed; run again after adding a country or currency: `npx tsx scripts/copy-flags.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import countries from '../server/data/countries.json' with { type: 'json' };
import fiats from '../server/data/fiats.json' with { type: 'json' };

const source = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);
const target = fileURLToPath(new URL('../public/images/flags/', import.meta.url));

const codes = [...new Set([...countries.map((c) => c.code), ...fiats.map((f) => f.flag)])].sort();
fs.mkdirSync(target, { recursive: true });
for (const code of codes) {
  const from = path.join(source, `${code.toLowerCase()}.svg`);
  if (!fs.existsSync(from)) throw new Error(`flag-icons has no flag for ${code}`);
  fs.copyFileSync(from, path.join(target, `${code}.svg`));
}
console.log(`copied ${codes.length} flags to ${path.relative(process.cwd(), target)}`);
