import { pathToFileURL } from 'node:url';

/**
 * A benchmark run on its own (`npx tsx bench/<name>.ts`, `moduleUrl` being the command's file): prints the
 * figures `measure` gives as a table, or says why it could not measure and exits non-zero.
 */
export async function whenRunAlone(moduleUrl: string, name: string, measure: () => Promise<object>) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  try {
    const figures = await measure();
    console.table(Array.isArray(figures) ? figures : [figures]);
  } catch (error) {
    console.error(`✗ ${name}: ${(error as Error).message}`);
    process.exit(1);
  }
}
