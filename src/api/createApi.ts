import type { EndpointName, RequestOf, ResponseOf } from '../../schemas/api/index.ts';
import type { ApiClient, RequestOptions } from './ApiClient.ts';
import type { FormBody } from './encodeForm.ts';
import { GET_ENDPOINTS } from './getEndpoints.ts';

/** The body a caller passes: the endpoint's request, with authToken optional (the client adds the stored one). */
export type ApiBody<N extends EndpointName> = Omit<RequestOf<N>, 'authToken'> & { authToken?: string };

/** One typed function per endpoint of the buying API (SPEC §7), named as the endpoint. */
export type Api = {
  [N in EndpointName]: (body: ApiBody<N>, options?: RequestOptions) => Promise<ResponseOf<N>>;
};

/** Names a Proxy is asked for by promise resolution, JSON, React and test tooling: never endpoints. */
const NOT_ENDPOINTS = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor', 'asymmetricMatch', 'nodeType', '$$typeof']);

/** Not a plain object, so MobX (deep observable) and React leave the Proxy untouched. */
class ApiFunctions {}

/**
 * The typed Api over a client. The endpoint list lives in the typebox schemas, which stay out of the
 * browser bundle; any property read is therefore an endpoint name, POSTed to `${base}/${name}` (or,
 * for the few GET endpoints, fetched with GET; their body carries nothing but the optional token).
 */
export function createApi(client: ApiClient): Api {
  const functions = new Map<string, (body?: FormBody, options?: RequestOptions) => Promise<unknown>>();
  return new Proxy(new ApiFunctions(), {
    get(target, name) {
      if (typeof name !== 'string' || NOT_ENDPOINTS.has(name) || name in Object.prototype) {
        return Reflect.get(target, name);
      }
      let call = functions.get(name);
      if (!call) {
        call = GET_ENDPOINTS.has(name)
          ? (_body, options) => client.get(name, options)
          : (body = {}, options) => client.post(name, body, options);
        functions.set(name, call);
      }
      return call;
    },
  }) as unknown as Api;
}
