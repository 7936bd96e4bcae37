import qs from 'qs';
import type { EndpointName, ResponseOf } from '../../schemas/api/index.ts';
import type { AppLocale } from '../../src/i18n/locales.ts';
import type { Navigator } from '../../src/stores/deps.ts';
import { installDeferredStores } from '../../src/stores/deferred.ts';
import { deferredStoreFactories } from '../../src/stores/deferredStores.ts';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import { USER_INFO_KEY } from '../../src/stores/UserInfoStore.ts';

/** 2025-10-23 15:52 UTC, the build stamp's moment: every story and test sees the same "now". */
export const FIXED_NOW = Date.UTC(2025, 9, 23, 15, 52);

type Answer = { respCode: number; respMessage: string } & Record<string, unknown>;
type Reply<T> = T | ((body: Record<string, unknown>) => T | Promise<T>);

/** Answers of the buying API's endpoints, as values or functions of the request body. */
export type ApiFixtures = { [N in EndpointName]?: Reply<ResponseOf<N>> };

export interface FakeRootStoreOverrides {
  /** The fixed clock's time (ms); default FIXED_NOW. */
  now?: number;
  /** Seeds a login valid for an hour (with this KYC level, default 1). */
  loggedIn?: boolean | { kycLevel?: number };
  /** Initial local / session storage items. */
  local?: Record<string, string>;
  session?: Record<string, string>;
  /** The navigator's current URL before any navigation; default '/edit'. */
  url?: string;
  /** POST endpoint answers. */
  api?: ApiFixtures;
  /** GET answers by path under the API base (or absolute /gateway/… path). */
  get?: Record<string, Reply<Answer>>;
  /** Milliseconds every answer waits, to show loading states. */
  latencyMs?: number;
  locale?: AppLocale;
}

/** Every navigation the stores asked for, in order. */
export class RecordingNavigator implements Navigator {
  readonly visited: Array<{ to: string; replace: boolean }> = [];
  constructor(private readonly startUrl: string) {}
  navigate(to: string, options?: { replace?: boolean }): void {
    this.visited.push({ to, replace: Boolean(options?.replace) });
  }
  currentUrl(): string {
    return this.visited.at(-1)?.to ?? this.startUrl;
  }
}

export interface ApiCall {
  method: 'GET' | 'POST';
  /** Endpoint name (POST) or path (GET). */
  endpoint: string;
  body: Record<string, unknown>;
}

export type FakeRootStore = RootStore & { navigator: RecordingNavigator; apiCalls: ApiCall[] };

const API_BASE = '/gateway/buying';

function readBody(body: RequestInit['body']): Record<string, unknown> {
  if (typeof body === 'string') return qs.parse(body) as Record<string, unknown>;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return {};
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * A real RootStore for stories and component tests: in-memory storage, a fixed clock, a navigator that
 * records, and the real API client over a transport that answers from the given fixtures.
 */
export function createFakeRootStore(overrides: FakeRootStoreOverrides = {}): FakeRootStore {
  const now = overrides.now ?? FIXED_NOW;
  const local = createMemoryStorage(overrides.local);
  if (overrides.loggedIn) {
    const kycLevel = typeof overrides.loggedIn === 'object' ? (overrides.loggedIn.kycLevel ?? 1) : 1;
    local.setItem(
      USER_INFO_KEY,
      JSON.stringify({
        authToken: 'story-token',
        expTime: Math.floor(now / 1000) + 3600,
        kyc_level: kycLevel,
      }),
    );
  }
  const navigator = new RecordingNavigator(overrides.url ?? '/edit');
  const apiCalls: ApiCall[] = [];

  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    if (overrides.latencyMs) await new Promise((resolve) => setTimeout(resolve, overrides.latencyMs));
    const method = init.method === 'GET' ? 'GET' : 'POST';
    const path = input.startsWith(`${API_BASE}/`) ? input.slice(API_BASE.length + 1) : input;
    const body = readBody(init.body);
    apiCalls.push({ method, endpoint: path, body });
    const fixtures = (method === 'GET' ? overrides.get : overrides.api) as
      Record<string, Reply<unknown>> | undefined;
    // Tracking points are accepted unless a story answers them itself.
    const reply =
      fixtures?.[path] ??
      (method === 'POST' && path === 'addPoint' ? { respCode: 200, respMessage: 'success' } : undefined);
    if (reply === undefined) {
      console.warn(`Fake API: no fixture for ${method} ${path}`);
      return json({ respCode: 404, respMessage: `No fixture for ${path}` });
    }
    return json(typeof reply === 'function' ? await reply(body) : reply);
  };

  // Every store at hand, as in the app once a screen other than Edit has loaded (routes/screens.ts).
  installDeferredStores(deferredStoreFactories);
  const store = new RootStore({
    clock: { now: () => now },
    local,
    session: createMemoryStorage(overrides.session),
    navigator,
    fetch,
    apiBase: API_BASE,
    locale: overrides.locale,
    // No fingerprinting in stories and component tests: a fixed visitor id.
    visitorId: () => Promise.resolve('story-visitor'),
  });
  return Object.assign(store, { navigator, apiCalls });
}
