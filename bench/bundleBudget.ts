/**
 * The first-load JS budget of /edit (CI, after the build): the gzip size of the JavaScript a first visit
 * of /edit loads, in each locale (bench/bundle.ts says what counts), must stay at or under 200 KiB; the
 * goal is 170 KiB. Fails (exit 1) naming the size, the budget and the largest files. No browser: a second.
 * `npm run bundle-size [-- distDir]` (run `npm run build` first).
 */
import { pathToFileURL } from 'node:url';
import { LOCALES } from '../src/i18n/locales.ts';
import { measureFirstLoad, type FirstLoad } from './bundle.ts';

export const EDIT_BUDGET_KIB = 200;
export const EDIT_GOAL_KIB = 170;

export function checkEditBudget(distDir = 'dist'): { loads: FirstLoad[]; over: FirstLoad[] } {
  const loads = LOCALES.map((locale) => measureFirstLoad(distDir, 'Edit', locale));
  return { loads, over: loads.filter((load) => load.jsGzipKiB > EDIT_BUDGET_KIB) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] ?? 'dist';
  let result: ReturnType<typeof checkEditBudget>;
  try {
    result = checkEditBudget(distDir);
  } catch (error) {
    console.error(`✗ bundle size: ${(error as Error).message}`);
    process.exit(1);
  }
  for (const load of result.loads) {
    const mark = load.jsGzipKiB > EDIT_BUDGET_KIB ? '✗' : load.jsGzipKiB > EDIT_GOAL_KIB ? '!' : '✓';
    console.log(
      `${mark} /edit first-load JS (${load.locale}): ${load.jsGzipKiB} KiB gzip in ${load.files.length} files — budget ${EDIT_BUDGET_KIB} KiB, goal ${EDIT_GOAL_KIB} KiB`,
    );
  }
  if (result.over.length) {
    for (const load of result.over) {
      console.error(
        `\n✗ /edit loads ${load.jsGzipKiB} KiB of JS (gzip) in ${load.locale}, over the ${EDIT_BUDGET_KIB} KiB budget. Largest files:`,
      );
      for (const { file, gzipKiB } of load.files.slice(0, 8))
        console.error(`  ${String(gzipKiB).padStart(6)} KiB  ${file}`);
    }
    console.error(
      '\nMove what /edit does not need into lazy chunks (import()), or say in the issue why the budget must grow.',
    );
    process.exit(1);
  }
}
