/**
 * A fake of the browser's fetch, the transport boundary of the client: it records each request and lets
 * the test answer it (now or later). Like the real one, it rejects with an AbortError when the request's
 * signal aborts.
 */
export interface FetchCall {
  url: string;
  init: RequestInit;
  /** The urlencoded body parsed back into its fields (bracket keys kept as written). */
  fields(): Record<string, string>;
  respond(response: Response): void;
  respondJson(body: unknown, status?: number): void;
}

export type Responder = (call: FetchCall) => Response | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeFetch(responder?: Responder) {
  const calls: FetchCall[] = [];
  const fetch = (url: string, init: RequestInit = {}): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const call: FetchCall = {
        url,
        init,
        fields: () => Object.fromEntries(new URLSearchParams(String(init.body ?? ''))),
        respond: resolve,
        respondJson: (body, status) => resolve(json(body, status)),
      };
      calls.push(call);
      const signal = init.signal;
      if (signal?.aborted) reject(new DOMException('Aborted', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      const answer = responder?.(call);
      if (answer) resolve(answer);
    });
  return { fetch, calls };
}
