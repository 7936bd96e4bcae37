/**
 * Saves PNGs of app routes at 360 px and 1280 px wide, in en-US and zh-CN, into screenshots/.
 *
 *   npx tsx scripts/screenshots.ts [--base http://127.0.0.1:8080] [--build] [route …]
 *
 * Without --base it starts the built app + gateway itself (dist/ must exist; --build runs vite build
 * first). A route may end in `@menu` to open the menu before the shot, e.g. `/edit@menu`.
 * Default routes: /edit, /edit@menu, /my-orders, /order-status, /edit?partnerId=aurora.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { startAppServer, type AppServer } from '../tests/e2e/support/appServer.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const OUT_DIR = path.resolve('screenshots');
const WIDTHS = [360, 1280];
const HEIGHT = { 360: 740, 1280: 800 } as Record<number, number>;
const LOCALES = ['en-US', 'zh-CN'];
const DEFAULT_ROUTES = ['/edit', '/edit@menu', '/my-orders', '/order-status', '/edit?partnerId=aurora'];

function parseArgs(argv: string[]) {
  let base: string | undefined;
  let build = false;
  const routes: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--base') base = argv[++i];
    else if (argv[i] === '--build') build = true;
    else routes.push(argv[i]);
  }
  return { base, build, routes: routes.length ? routes : DEFAULT_ROUTES };
}

const slug = (route: string) =>
  route
    .replace(/^\//, '')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'root';

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Let transitions (drawer slide, fades) finish.
  await page.waitForTimeout(500);
}

async function main(): Promise<void> {
  const { base, build, routes } = parseArgs(process.argv.slice(2));
  if (build) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  let server: AppServer | undefined;
  const origin = base ?? (server = await startAppServer()).origin;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ locale, viewport: { width, height: HEIGHT[width] } });
        for (const route of routes) {
          const [url, action] = route.split('@');
          const page = await context.newPage();
          page.on('pageerror', (error) => console.error(`  page error on ${route}: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error') console.error(`  console error on ${route}: ${message.text()}`);
          });
          await page.goto(origin + url);
          await settle(page);
          if (action === 'menu') {
            await page.locator('header button').last().click();
            await settle(page);
          }
          const file = path.join(OUT_DIR, `${slug(route)}-${locale}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
          await page.close();
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
