/**
 * Prints, as JSON, Edit pre-rendered at the given path in each given locale, as the build does but in
 * development mode (the class names of the tests' React). Run in a process of its own by the hydration test:
 * React's server renderer leaves context values set behind it, and a client render in the same process would
 * then find a <Router> inside a <Router>.
 */
import { withFirstScreenRenderer } from '../../../scripts/prerender.ts';
import { isAppLocale } from '../../../src/i18n/locales.ts';

const [pathname, ...locales] = process.argv.slice(2);
const pages: Record<string, string> = {};
await withFirstScreenRenderer(
  process.cwd(),
  async (render) => {
    for (const locale of locales) {
      if (!isAppLocale(locale)) throw new Error(`${locale} is not a locale of the app`);
      pages[locale] = (await render(pathname, locale)).html;
    }
  },
  'development',
);
process.stdout.write(JSON.stringify(pages));
