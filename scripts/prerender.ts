/**
 * The build's pages for first visits, served by the gateway in place of index.html (server/http/appPage.ts).
 *
 * The pre-render of the app's first screen: for each locale, dist/prerendered/edit.<locale>.html is the
 * built index.html with Edit's markup (as it stands before the gateway's first answers: skeletons where the
 * lists, the fees and the quote will be) in #root and the emotion rules it uses in the head. The gateway
 * serves it for a plain /edit, so the buyer sees the screen, its texts included, with the HTML instead of
 * once the scripts have run; the app then takes its elements over (src/main.tsx), and the browser's emotion
 * takes those rules as already inserted instead of inserting them again. Edit and Widget V1 are rendered in
 * each partner's theme too, as the partner's link opens them (PARTNER_RENDERED_SCREENS).
 *
 * Each widget's page (prerendered/buy.<locale>.html, buy-v1.<locale>.html): the built index.html naming the
 * widget's code and catalogue, which then load beside the entry, for a link the pages rendered ahead do not
 * show (a token, query colours; Widget V2, whose token the gateway writes into its outline).
 *
 * Every other screen's page (prerendered/screen-<Screen>.<locale>.html): the screen rendered ahead as a buyer
 * landing on it sees it while its data loads (its top bar and title, its skeleton), which the gateway serves
 * for its route (a receipt's link, a login link, a reload). The app takes it over when its first render is the
 * build's (a visit that stored nothing but tracking's items, at the path and query it was rendered at), and
 * replaces it otherwise, as it does index.html's outline, which showed the quote screen's shape on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { appBuild } from './appBuild.ts';
import { type AppLocale, LOCALES } from '../src/i18n/locales.ts';
import {
  beforeEntry,
  dataElement,
  EDIT_PAGE,
  FIRST_SCREEN_SCRIPT,
  firstScreenPageFile,
  FIRST_VISIT_CHUNKS_FILE,
  type FirstVisitChunks,
  namesEntry,
  PAGE_REQUESTS_FILE,
  type PageRequests,
  PARTNER_THEME_CHUNKS_FILE,
  PARTNER_RENDERED_SCREENS,
  type PartnerRenderedPage,
  partnerRenderedPage,
  SCREEN_CODE_PAGES,
  screenPage,
  TOKEN_ICON_SLOT,
} from '../src/lib/firstScreenPages.ts';
import { patternsOf } from '../src/routes/match.ts';
import { routes } from '../src/routes/registry.ts';
import { firstVisitModules, screenOfModule, screenOfRoute } from './firstVisit.ts';
import type { RenderedScreen } from '../src/prerender/renderScreenAhead.tsx';
import {
  CALLER_CURRENCY_MARK,
  FIRST_REQUESTS_ID,
  type FirstRequest,
  type FirstRequestsData,
} from '../src/api/firstRequests.ts';
import { LINK_TOKEN_MARK } from '../src/lib/pageRequests.ts';
import { CALLER_CURRENCY_PATTERN } from '../src/lib/firstScreenCookieNames.ts';
import { TRACKING_ITEMS } from '../src/platform/tracking.ts';
import { BUYER_MEMORY_KEY } from '../src/stores/order/returningBuyer.ts';

/** Widget V2's path: its page carries its token's answer (widgetTokenRequests). */
const WIDGET_V2 = '/buy';
/** The path the pre-rendered page shows (its name among the pages is EDIT_PAGE, which the gateway reads too). */
const FIRST_SCREEN = '/edit';
/** The screens whose routes have pages of their own (the first screen's, the widgets'): none rendered here. */
const SCREENS_WITH_PAGES = new Set(['Edit', ...Object.values(SCREEN_CODE_PAGES)]);
const APP_ENTRY = 'index.html';
const PARTNER_THEME_MODULES = ['theme/contrast.ts'];

/** The part of Vite's build manifest read here: each chunk's file and the chunks it imports statically. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

const ROOT_TO_BODY_END = /<div id="root">[\s\S]*<\/body>/;

/** The page in a locale's language (its <html lang>). */
const inLanguage = (page: string, locale: string) =>
  page.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

/** A form the browser would send itself: any but method="dialog", which sends nothing outside a dialog. */
const FORM_SENT_NATIVELY = /<form(?![^>]*\smethod="dialog")[\s>]/;
/** A text field's floating label, drawn over the field until the app's code moves it out of the way. */
const FLOATING_LABEL = 'data-shrink="false"';

/**
 * Whether a rendered screen works before the app's code has come: a buyer can tap and type there, and the app
 * hands on what was typed (src/platform/typedAhead.ts) and presses a button tapped (tappedAhead.ts). Not with
 * a form the browser would send (Enter would reload the page and lose what was typed), nor with a text field
 * whose label lies over the text until the app moves it.
 */
export const worksAhead = (html: string): boolean =>
  !FORM_SENT_NATIVELY.test(html) && !html.includes(FLOATING_LABEL);

/**
 * The built page with a rendered screen in its root, marked with where it was rendered, until the app has taken
 * it over or replaced it (src/main.tsx). Live when the screen works ahead of the app's code (Edit, Log In),
 * inert otherwise; taken over, it is live from the app's first commit.
 */
export function pageWith(template: string, screen: Omit<RenderedScreen, 'requests'>, locale: string): string {
  if (!ROOT_TO_BODY_END.test(template)) throw new Error('index.html has no #root before </body>');
  const inert = worksAhead(screen.html) ? '' : ' inert';
  return inLanguage(template, locale)
    .replace('</head>', () => `${screen.styleTags}\n  </head>`)
    .replace(
      ROOT_TO_BODY_END,
      () =>
        `<div id="root"><div data-prerendered="${screen.location}"${inert} style="display:contents">${screen.html}</div></div>\n  </body>`,
    );
}

/**
 * The storage items a later visit may hold with the app still asking the build's first requests: tracking's
 * (the visitor id every visit keeps, the events sent) and the purchase remembered, which the offers and later
 * steps read. Any other (a login, a language chosen, a partner, a quote of the session) changes one.
 */
const UNCHANGING_ITEMS = [...TRACKING_ITEMS, BUYER_MEMORY_KEY];

/**
 * The page with its first requests as data (src/api/firstRequests.ts) and, ahead of the app's entry, the first
 * screen's own script that sends them (src/firstScreen.entry.ts): loaded apart from the entry (async), it runs
 * as soon as it is in, whatever the entry's state.
 */
export function withFirstRequests(page: string, requests: FirstRequest[], script: string): string {
  if (!namesEntry(page)) throw new Error('The page has no module script to send its requests before');
  const data: FirstRequestsData = {
    requests,
    callerCurrency: {
      mark: CALLER_CURRENCY_MARK,
      cookie: CALLER_CURRENCY_PATTERN.source,
    },
    unchangingItems: UNCHANGING_ITEMS,
  };
  return beforeEntry(
    page,
    `${dataElement(FIRST_REQUESTS_ID, data)}\n    <script type="module" async src="${script}"></script>`,
  );
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/**
 * The page's own stylesheets (the font faces, under a kilobyte) written into it: with the screen's markup
 * and rules in the HTML, nothing else stands between the HTML and the first paint. Each keeps its link,
 * neither fetched nor applied: Vite's preload helper knows a stylesheet on the page by its link, and every
 * lazy chunk that imports the entry lists the entry's stylesheet. Without the link, the first such chunk (the
 * currency picker's, preloaded once the first quote is shown) added the sheet again, and waited for it: a
 * second copy of the font faces, whose arrival laid the whole page out again. `disabled` alone keeps it from
 * applying, not from loading (Chromium 150's preload scanner fetched it); a type that is no styling language
 * keeps every browser from fetching it, as HTML requires.
 */
export function withStylesheetsInline(template: string, readAsset: (href: string) => string): string {
  return template.replace(
    STYLESHEET,
    (_link, href: string) =>
      `<style>${readAsset(href)}</style><link rel="stylesheet" href="${href}" type="text/x-inlined" disabled>`,
  );
}

/** The chunks of these modules, each with every chunk it imports statically, as paths from the site's root. */
function chunksOf(manifest: BuildManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}: the pages cannot preload it`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].map((file) => `/${file}`);
}

/**
 * The chunks a screen's first render waits for (scripts/firstVisit.ts), each with everything it imports
 * statically. Named in the page, they load beside the entry instead of once the entry has run and asked
 * for them.
 */
export const screenChunks = (manifest: BuildManifest, screen: string, locale: string): string[] =>
  chunksOf(manifest, firstVisitModules(screen, locale));

/** The chunks of some modules that the entry does not load already (index.html names the entry's). */
function beyondEntry(manifest: BuildManifest): (keys: string[]) => string[] {
  const entry = new Set(chunksOf(manifest, [APP_ENTRY]));
  return (keys) => chunksOf(manifest, keys).filter((chunk) => !entry.has(chunk));
}

/** The chunks a partner's theme waits for (theme/resolveTokens.ts) that the entry does not load already. */
export const partnerThemeChunks = (manifest: BuildManifest): string[] =>
  beyondEntry(manifest)(PARTNER_THEME_MODULES);

/**
 * Every screen's chunks beyond the entry's, per locale, and the screen of each route's path and alias
 * (FIRST_VISIT_CHUNKS_FILE, which the gateway reads). A route whose screen the build has no chunk for fails
 * the build.
 */
export function firstVisitChunks(manifest: BuildManifest): FirstVisitChunks {
  const screens = Object.keys(manifest)
    .map(screenOfModule)
    .filter((screen): screen is string => screen !== undefined);
  const routeScreens = routes.flatMap((route) =>
    patternsOf(route).map((pattern) => [pattern, screenOfRoute(route.name)] as const),
  );
  for (const [pattern, screen] of routeScreens)
    if (!screens.includes(screen))
      throw new Error(`The build has no chunk for ${pattern}'s screen, ${screen}`);
  const notInEntry = beyondEntry(manifest);
  return {
    routes: Object.fromEntries(routeScreens),
    screens: Object.fromEntries(
      screens.map((screen) => [
        screen,
        Object.fromEntries(LOCALES.map((locale) => [locale, notInEntry(firstVisitModules(screen, locale))])),
      ]),
    ),
  };
}

/**
 * The screens rendered ahead for their routes' first visits, each at its route's path: every screen of a route
 * but those with pages of their own.
 */
export function screensRenderedAhead(chunks: FirstVisitChunks): Array<[screen: string, pathname: string]> {
  const paths = new Map<string, string>();
  for (const [pattern, screen] of Object.entries(chunks.routes))
    if (!SCREENS_WITH_PAGES.has(screen) && !paths.has(screen)) paths.set(screen, pattern);
  return [...paths];
}

/** The page with a module preload for each of `hrefs` it does not load already, after its own. */
export function withModulePreloads(page: string, hrefs: string[]): string {
  const links = hrefs
    .filter((href) => !page.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return page.replace('</head>', () => `${links.join('\n')}\n  </head>`);
}

/**
 * The outline a screen's page shows until the app's code has drawn the screen, where it is not index.html's
 * (the quote screen's): Widget V2's token header, its two fields and its button, where the widget draws them at
 * any width (the header in px, the rows as wide as the column: index.html's `.boot .row`), with a slot for the
 * token's icon, which the gateway fills with the link's (TOKEN_ICON_SLOT). Its colours are index.html's, the
 * partner's theme's on a partner's page (server/http/partnerColours.ts).
 */
const OUTLINES: Partial<Record<string, string>> = {
  BuyWidget: `<svg width="360" height="78" style="height:78px" xmlns="http://www.w3.org/2000/svg">
          <circle cx="40" cy="51" r="24" stroke="none" />
          ${TOKEN_ICON_SLOT} x="16" y="27" width="48" height="48" />
          <rect x="76" y="28" width="96" height="20" rx="6" stroke="none" />
          <rect x="76" y="56" width="128" height="16" rx="6" stroke="none" />
        </svg>
        <div class="row field"></div>
        <div class="row field"></div>
        <div class="row"></div>`,
};

const BOOT_OUTLINE = /(<!-- outline -->)[\s\S]*?(<!-- \/outline -->)/;

/** The page with `outline` in place of index.html's (the quote screen's). */
function withOutline(page: string, outline: string): string {
  if (!BOOT_OUTLINE.test(page))
    throw new Error('index.html has no outline (<!-- outline -->…<!-- /outline -->) to replace');
  return page.replace(
    BOOT_OUTLINE,
    (_, open: string, close: string) => `${open}\n        ${outline}\n        ${close}`,
  );
}

/**
 * A page naming a screen's code: the built page in the locale's language, with the screen's chunks and catalogue,
 * and the screen's outline if it has one of its own.
 */
export function screenCodePage(
  template: string,
  manifest: BuildManifest,
  screen: string,
  locale: string,
): string {
  const outline = OUTLINES[screen];
  const page = inLanguage(outline ? withOutline(template, outline) : template, locale);
  return withModulePreloads(page, screenChunks(manifest, screen, locale));
}

/**
 * Widget V2's first requests (its token's info), which the gateway answers in its page (PAGE_REQUESTS_FILE),
 * as the app asks them at its boot for a link naming LINK_TOKEN_MARK: the gateway puts the link's token in
 * the mark's place. A request that does not name the mark fails the build: its answer would not be the link's.
 */
export function widgetTokenRequests(
  landingRequestsAt: (pathname: string, search: string, locale: AppLocale) => FirstRequest[],
  locale: AppLocale,
): FirstRequest[] {
  const requests = landingRequestsAt(WIDGET_V2, `?currency=${LINK_TOKEN_MARK}`, locale);
  for (const { url, body } of requests)
    if (!`${url} ${body ?? ''}`.includes(LINK_TOKEN_MARK))
      throw new Error(`Widget V2 asks ${url} at its boot, which does not depend on its link's token only`);
  return requests;
}

export function prerenderPages(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'buy-crypto:prerender-pages',
    // The app's own build only: not Storybook's, which shares this configuration.
    apply: appBuild,
    // The first screen's own script (its first requests, its locale data): an entry of its own, sharing no chunk
    // with the app.
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(root, FIRST_SCREEN_SCRIPT) });
    },
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before the other plugins' closeBundle (precompress writes the pages' .br/.gz twins after this).
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const { createServer } = await import('vite');
        // Production: the same emotion class names (no dev labels) and React build as the browser's.
        const server = await createServer({
          root,
          mode: 'production',
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderScreenAhead, landingRequestsAt } = (await server.ssrLoadModule(
            '/src/prerender/renderScreenAhead.tsx',
          )) as typeof import('../src/prerender/renderScreenAhead.tsx');
          const template = withStylesheetsInline(
            fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'),
            (href) => fs.readFileSync(path.join(outDir, href), 'utf8'),
          );
          // The app's page too: the screen chunks the gateway names with it (FIRST_VISIT_CHUNKS_FILE) took
          // connections the stylesheet then waited for, and the page's outline painted half a second later.
          fs.writeFileSync(path.join(outDir, 'index.html'), template);
          const manifest = JSON.parse(
            fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
          ) as BuildManifest;
          const write = (page: string, locale: string, html: string) => {
            const file = path.join(outDir, firstScreenPageFile(page, locale));
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, html);
          };
          const visits = firstVisitChunks(manifest);
          // A module it shared with the app would be put in the app's entry, which the script would then wait for.
          if (manifest[FIRST_SCREEN_SCRIPT]?.imports?.length)
            throw new Error(
              `${FIRST_SCREEN_SCRIPT} imports the app's chunks: it must share no code with the app`,
            );
          const [firstScreenScript] = chunksOf(manifest, [FIRST_SCREEN_SCRIPT]);
          const widgetRequests: Record<string, FirstRequest[]> = {};
          const { partnerIds } = (await server.ssrLoadModule(
            '/theme/partners.ts',
          )) as typeof import('../theme/partners.ts');
          for (const locale of LOCALES) {
            widgetRequests[locale] = widgetTokenRequests(landingRequestsAt, locale);
            // A first screen rendered ahead, with its first requests and the chunks it waits for.
            const firstScreenPage = async (pathname: string, screen: string, partnerId?: string) => {
              const rendered = await renderScreenAhead(pathname, locale, partnerId);
              const page = withFirstRequests(
                pageWith(template, rendered, locale),
                rendered.requests,
                firstScreenScript,
              );
              return withModulePreloads(page, screenChunks(manifest, screen, locale));
            };
            write(EDIT_PAGE, locale, await firstScreenPage(FIRST_SCREEN, 'Edit'));
            for (const [page, { pathname, screen }] of Object.entries(PARTNER_RENDERED_SCREENS))
              for (const partnerId of partnerIds)
                write(
                  partnerRenderedPage(page as PartnerRenderedPage, partnerId),
                  locale,
                  await firstScreenPage(pathname, screen, partnerId),
                );
            for (const [page, screen] of Object.entries(SCREEN_CODE_PAGES))
              write(page, locale, screenCodePage(template, manifest, screen, locale));
            // Their chunks are named by the gateway, at a low priority (server/http/appPage.ts).
            for (const [screen, pathname] of screensRenderedAhead(visits))
              write(
                screenPage(screen),
                locale,
                pageWith(template, await renderScreenAhead(pathname, locale), locale),
              );
          }
          fs.writeFileSync(
            path.join(outDir, PARTNER_THEME_CHUNKS_FILE),
            JSON.stringify(partnerThemeChunks(manifest)),
          );
          fs.writeFileSync(path.join(outDir, FIRST_VISIT_CHUNKS_FILE), JSON.stringify(visits));
          fs.writeFileSync(
            path.join(outDir, PAGE_REQUESTS_FILE),
            JSON.stringify({ buy: widgetRequests } satisfies PageRequests),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
