/**
 * The build's pre-render of a screen (scripts/prerender.ts): the page as it stands before any answer of the
 * gateway (the first screen's lists, the caller's country and the quote, another screen's order or rules
 * still on their way), in one locale, with the emotion styles it uses. Runs in Node, never in the browser
 * bundle.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createAppTheme, resolveTokens } from '../../theme/createTheme.ts';
import { CALLER_CURRENCY_MARK, type FirstRequest } from '../api/firstRequests.ts';
import { App } from '../App.tsx';
import { loadCatalogue } from '../i18n/catalogues.ts';
import type { AppLocale } from '../i18n/locales.ts';
import { askLandingRequests, followsLinkedOrder } from '../routes/landingRequests.ts';
import { preloadScreenAt, type LazyScreen } from '../routes/screens.ts';
import { createMemoryStorage } from '../stores/memoryStorage.ts';
import { RootStore } from '../stores/RootStore.ts';

export interface RenderedScreen {
  /** Where it was rendered: the screen's path, with the query of an order's link on a screen that follows one. */
  location: string;
  /** The requests its render asked, as the app asks them at its boot (the caller's currency marked). */
  requests: FirstRequest[];
  /** The markup of the app's root element. */
  html: string;
  /** <style data-emotion> tags of the rules its render inserted: the browser's emotion takes them as already inserted. */
  styleTags: string;
}

/** A request that is never answered: at build time there is no gateway, and the page shows its waiting state. */
const unanswered = () => new Promise<never>(() => undefined);

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An order's number in the link of a screen that follows one: the screen shows the order loading, as it does
 * for a buyer's own link, not its refusal of a link without one. The skeleton shows no number.
 */
const LINKED_ORDER = '?orderNo=0';

/**
 * A store as the app's at its boot at `location` in `locale`, with each request it asks recorded into
 * `requests` and never answered.
 */
function storeRecording(location: string, locale: AppLocale, requests: FirstRequest[]): RootStore {
  const record = (url: string, init: RequestInit) => {
    const { method = 'GET', headers, body } = init;
    requests.push({
      url,
      method,
      headers: Object.fromEntries(new Headers(headers)),
      body: body == null ? undefined : String(body),
    });
    return unanswered();
  };
  return new RootStore({
    clock: { now: () => Date.now() },
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    navigator: { navigate: () => undefined, currentUrl: () => location },
    fetch: record,
    // A time-out would be the only thing left of an unanswered request: it kept the build's process alive for
    // 60 s after its last page.
    timeoutMs: null,
    // The gateway names the caller's currency with the page: the first quote asked ahead is asked in it.
    callerCurrency: CALLER_CURRENCY_MARK,
    locale,
    // The built-in catalogue only: a published one is the browser's to fetch.
    loadMessages: loadCatalogue,
  });
}

/** The screen at a path, or the build stops. */
function screenAt(pathname: string): LazyScreen {
  const screen = preloadScreenAt(pathname);
  if (!screen) throw new Error(`${pathname} is no screen's path`);
  return screen;
}

/**
 * The requests the app asks at its boot when a buyer lands on `pathname` + `search` in `locale`
 * (askLandingRequests), as its transport sends them: for a page of the build that carries them.
 */
export function landingRequestsAt(pathname: string, search: string, locale: AppLocale): FirstRequest[] {
  const requests: FirstRequest[] = [];
  askLandingRequests(storeRecording(pathname + search, locale, requests), screenAt(pathname), {
    pathname,
    search,
  });
  return requests;
}

/**
 * The screen at `pathname` as a buyer landing there without a login sees it before the gateway's first
 * answers: a first screen (Edit) with its skeletons; another with its own waiting state, or the skeleton of a
 * login-only page that sends them on to Login. With `partnerId`, as the partner's link opens it
 * (`?partnerId=…`), in the partner's theme.
 */
export async function renderScreenAhead(
  pathname: string,
  locale: AppLocale,
  partnerId?: string,
): Promise<RenderedScreen> {
  const screen = screenAt(pathname);
  const search = partnerId
    ? `?${new URLSearchParams({ partnerId })}`
    : followsLinkedOrder(screen)
      ? LINKED_ORDER
      : '';
  const requests: FirstRequest[] = [];
  const store = storeRecording(pathname + search, locale, requests);
  const [tokens] = await Promise.all([
    resolveTokens({ partnerId, query: search }),
    // The whole catalogue, not only the first screen's part: nothing is left loading when the build moves on.
    store.locale.ready,
    screen.preload(),
  ]);
  // The first requests as the app asks them at its boot (never answered here): the same waiting state.
  askLandingRequests(store, screen, { pathname, search });
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={pathname + search}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App store={store} theme={createAppTheme(tokens)} bindNavigation={null} Router={Router} />
    </CacheProvider>,
  );
  const html = await text(prelude);
  // Every rule the render inserted, not only those of the classes in the markup: a styled component that wraps
  // another (MUI's sx over InputBase, for one) inserts the rule of its own layer too, which no element names.
  // Left out, the browser's emotion compiled and inserted those rules again in the first commit (32 of 73).
  const everyClass = Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');
  const { styles } = emotion.extractCriticalToChunks(everyClass);
  // Marked as emotion marks the tags it has placed itself (data-s): the browser's emotion then leaves them where
  // they are, in the head, instead of moving each one there at its cache's creation, inside the app's evaluation.
  const styleTags = emotion
    .constructStyleTagsFromChunks({ html, styles })
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return { location: pathname + search, requests, html, styleTags };
}
