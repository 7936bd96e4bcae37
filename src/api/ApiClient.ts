import { encodeForm, type FormBody } from './encodeForm.ts';

/** Every gateway answer carries these two fields; the rest depends on the endpoint. */
export interface ApiAnswer {
  respCode: number;
  respMessage: string;
  /** A refusal's message key (schemas/api/respKeys.ts) and its parameters: the app shows its own text for it. */
  respKey?: string;
  respParams?: Record<string, string>;
}

/** respCode of answers the client makes up itself: network failure, non-JSON error page, time-out. */
export const TRANSPORT_FAILURE = 0;
export const DEFAULT_API_BASE = '/gateway/buying';
export const REQUEST_TIMEOUT_MS = 60_000;

const FAILURE_MESSAGE = 'Oops! Try again later.';
const TIMEOUT_MESSAGE = 'This site took too long to respond';

/** Business codes whose effect is the same wherever they come from. */
const BusinessCode = { accessDenied: 5001, authInvalid: 5002, riskControl: 5004 } as const;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Prefix of every endpoint path; default '/gateway/buying'. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** How long a request may take before it counts as timed out; default REQUEST_TIMEOUT_MS, null for never. */
  timeoutMs?: number | null;
  /** The stored token when the user is logged in (present and unexpired), else undefined. */
  getAuthToken?: () => string | undefined;
  /** The buyer's language, sent as Accept-Language so the gateway's own words (respMessage) are in it too. */
  getLocale?: () => string | undefined;
  /** 5001: the caller's IP is refused. */
  onAccessDenied?: () => void;
  /** 5002: the token was refused; the server's respMessage, and the whole answer (its respKey for the app's text). */
  onAuthInvalid?: (message: string, answer: ApiAnswer) => void;
  /** 5004: risk control refused the transaction. */
  onRiskControl?: () => void;
  /** No answer within the time-out. */
  onTimeout?: () => void;
  /**
   * Answers (and failures, and their side effects) reach the callers only once this has settled: read
   * whole, so those held until then reach their callers in one go.
   */
  answersAfter?: Promise<void>;
}

export interface RequestOptions {
  /** Aborting it cancels the call for this caller: the promise rejects with an AbortError, no side effect. */
  signal?: AbortSignal;
  /**
   * Asked ahead of its caller (the boot, for a screen whose code is still on its way): the answer is kept,
   * once it has come, for the next request with the same url and payload, which takes it instead of asking.
   */
  keep?: boolean;
}

/** True for the rejection of a call its caller cancelled; such calls are to be ignored. */
export const isCancelled = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

const cancelledError = () => new DOMException('The request was cancelled', 'AbortError');

const failure = (respMessage: string): ApiAnswer => ({ respCode: TRANSPORT_FAILURE, respMessage });

const isAnswer = (value: unknown): value is ApiAnswer =>
  typeof value === 'object' && value !== null && typeof (value as ApiAnswer).respCode === 'number';

/** One request on the wire, shared by every caller that asked for the same url and payload meanwhile. */
interface Flight {
  promise: Promise<ApiAnswer>;
  controller: AbortController;
  /** Callers still waiting; when the last one cancels, the request itself is aborted. */
  waiting: number;
  /** Asked with `keep`, not taken yet: it stays in flight once answered, for the next caller. */
  kept: boolean;
  answered: boolean;
}

/**
 * The transport of the buying API: form-style POST bodies, time-out, in-flight de-duplication, token
 * injection and the app-wide business codes. Business errors come back as values (the answer itself);
 * only the side effects of 5001/5002/5004/time-out are done here, through the callbacks.
 */
export class ApiClient {
  readonly baseUrl: string;
  private readonly options: ApiClientOptions;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number | null;
  private readonly inFlight = new Map<string, Flight>();

  constructor(options: ApiClientOptions = {}) {
    this.options = options;
    this.baseUrl = (options.baseUrl ?? DEFAULT_API_BASE).replace(/\/+$/, '');
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs === undefined ? REQUEST_TIMEOUT_MS : options.timeoutMs;
  }

  /** POST `${baseUrl}/${endpoint}` with the body form-encoded (multipart when it holds a file). */
  post<T extends ApiAnswer = ApiAnswer>(
    endpoint: string,
    body: FormBody = {},
    options: RequestOptions = {},
  ): Promise<T> {
    const url = `${this.baseUrl}/${endpoint.replace(/^\/+/, '')}`;
    const encoded = encodeForm(this.withToken(body));
    if (encoded.kind === 'multipart') {
      // Uploads are not de-duplicated: two files cannot be compared cheaply and a repeat is intended.
      return this.send(undefined, url, { method: 'POST', body: encoded.body }, options) as Promise<T>;
    }
    const init: RequestInit = {
      method: 'POST',
      body: encoded.body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    return this.send(`POST ${url}\n${encoded.body}`, url, init, options) as Promise<T>;
  }

  /** GET a path under the base (or an absolute path starting with '/gateway/'), same answer handling. */
  get<T extends ApiAnswer = ApiAnswer>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = path.startsWith('/gateway/') ? path : `${this.baseUrl}/${path.replace(/^\/+/, '')}`;
    return this.send(`GET ${url}`, url, { method: 'GET' }, options) as Promise<T>;
  }

  private withToken(body: FormBody): FormBody {
    if (body.authToken !== undefined && body.authToken !== null && body.authToken !== '') return body;
    const token = this.options.getAuthToken?.();
    return token ? { ...body, authToken: token } : body;
  }

  private send(
    key: string | undefined,
    url: string,
    init: RequestInit,
    { signal, keep = false }: RequestOptions,
  ): Promise<ApiAnswer> {
    if (signal?.aborted) return Promise.reject(cancelledError());
    const shared = key === undefined ? undefined : this.inFlight.get(key);
    if (key !== undefined && shared?.kept) {
      shared.kept = false;
      if (shared.answered) this.inFlight.delete(key);
    }
    const flight = shared ?? this.start(key, url, init, keep);
    flight.waiting += 1;
    if (!signal) return flight.promise;
    return new Promise<ApiAnswer>((resolve, reject) => {
      const onAbort = () => {
        flight.waiting -= 1;
        if (flight.waiting === 0) {
          if (key !== undefined && this.inFlight.get(key) === flight) this.inFlight.delete(key);
          flight.controller.abort();
        }
        reject(cancelledError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  private start(key: string | undefined, url: string, init: RequestInit, keep: boolean): Flight {
    const controller = new AbortController();
    const release = () => {
      flight.answered = true;
      if (!flight.kept && key !== undefined && this.inFlight.get(key) === flight) this.inFlight.delete(key);
    };
    // A kept request that got no answer (network, time-out) is not kept: its caller asks anew.
    const unkeepFailure = (answer: ApiAnswer) => {
      if (answer.respCode === TRANSPORT_FAILURE) flight.kept = false;
      return answer;
    };
    const flight: Flight = {
      promise: this.run(url, init, controller).then(unkeepFailure).finally(release),
      controller,
      waiting: 0,
      kept: keep && key !== undefined,
      answered: false,
    };
    if (key !== undefined) this.inFlight.set(key, flight);
    return flight;
  }

  private async run(url: string, init: RequestInit, controller: AbortController): Promise<ApiAnswer> {
    let timedOut = false;
    const timer =
      this.timeoutMs === null
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, this.timeoutMs);
    try {
      const response = await this.fetch(url, {
        ...init,
        headers: { accept: 'application/json', ...this.languageHeader(), ...init.headers },
        signal: controller.signal,
      });
      const answer = await readAnswer(response);
      await this.options.answersAfter;
      this.applyBusinessCode(answer);
      return answer;
    } catch (error) {
      if (!timedOut && (controller.signal.aborted || isCancelled(error))) throw cancelledError();
      await this.options.answersAfter;
      if (timedOut) {
        this.options.onTimeout?.();
        return failure(TIMEOUT_MESSAGE);
      }
      return failure(FAILURE_MESSAGE);
    } finally {
      clearTimeout(timer);
    }
  }

  private languageHeader(): Record<string, string> {
    const locale = this.options.getLocale?.();
    return locale ? { 'accept-language': locale } : {};
  }

  private applyBusinessCode(answer: ApiAnswer): void {
    switch (answer.respCode) {
      case BusinessCode.accessDenied:
        this.options.onAccessDenied?.();
        break;
      case BusinessCode.authInvalid:
        this.options.onAuthInvalid?.(answer.respMessage, answer);
        break;
      case BusinessCode.riskControl:
        this.options.onRiskControl?.();
        break;
    }
  }
}

/** respCode of a successful answer (what the gateway writes beside HTTP 200). */
const SUCCESS_CODE = 200;

/**
 * 2xx with a JSON body is the answer. A non-2xx whose body is a JSON answer (respCode) is that business
 * answer, never a success (SPEC §7: success is HTTP 200–299): an HTTP 500 whose body says respCode 200 is
 * a failure. Anything else is a transport failure.
 */
async function readAnswer(response: Response): Promise<ApiAnswer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (isAnswer(json)) return response.ok || json.respCode !== SUCCESS_CODE ? json : failure(FAILURE_MESSAGE);
  if (response.ok && typeof json === 'object' && json !== null) return json as ApiAnswer;
  return failure(FAILURE_MESSAGE);
}
