import { endpointCalls, type EndpointName } from '../../schemas/api/calls.ts';
import type { RequestOf, ResponseOf } from '../../schemas/api/index.ts';
import type { ApiClient, RequestOptions } from './ApiClient.ts';
import type { FormBody } from './encodeForm.ts';

/** The body a caller passes: the endpoint's request, with authToken optional (the client adds the stored one). */
export type ApiBody<N extends EndpointName> = Omit<RequestOf<N>, 'authToken'> & { authToken?: string };

/** One typed function per endpoint of the buying API (SPEC §7), named as the endpoint. */
export type Api = {
  readonly [N in EndpointName]: (body: ApiBody<N>, options?: RequestOptions) => Promise<ResponseOf<N>>;
};

/** Not a plain object, so MobX (deep observable) and React leave it untouched. */
class ApiFunctions {}

/**
 * The typed Api over a client: one function per endpoint of the map's call table (schemas/api/calls.ts,
 * plain data, so the typebox schemas stay out of the browser bundle), POSTed to `${base}/${name}` or, for
 * a GET endpoint, fetched with GET (its body carries nothing but the optional token). A name the map does
 * not hold is a type error and no function.
 */
export function createApi(client: ApiClient): Api {
  const api = new ApiFunctions() as Record<
    string,
    (body?: FormBody, options?: RequestOptions) => Promise<unknown>
  >;
  for (const [name, { method }] of Object.entries(endpointCalls)) {
    api[name] =
      method === 'GET'
        ? (_body, options) => client.get(name, options)
        : (body = {}, options) => client.post(name, body, options);
  }
  return Object.freeze(api) as unknown as Api;
}
