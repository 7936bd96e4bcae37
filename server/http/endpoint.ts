import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import type { EndpointCalls } from '../../schemas/api/calls.ts';
import { endpoints, type EndpointName, type RequestOf, type ResponseOf } from '../../schemas/api/index.ts';
import { optionalUser, requireUser, type User } from './auth.ts';

/** The caller as the endpoint's login rule gives it: the user when required, maybe one when optional, none otherwise. */
export type CallerOf<N extends EndpointName> = {
  required: User;
  optional: User | undefined;
  none: undefined;
}[EndpointCalls[N]['auth']];

/** An endpoint's handler: its validated body (a GET's query), the caller, the request. */
export type Handler<N extends EndpointName> = (
  body: RequestOf<N>,
  user: CallerOf<N>,
  request: FastifyRequest,
) => Promise<ResponseOf<N>>;

/** A success answer carrying data. */
export const ok = <T>(data: T) => ({ respCode: RespCode.ok, respMessage: 'success', data });
/** A success answer without data. */
export const done = () => ({ respCode: RespCode.ok, respMessage: 'success' });

/**
 * Registers endpoints of the map (schemas/api): each at `${apiBase}/${name}` with its method, its body (a
 * GET's query) and answer schemas, and its login rule applied before the handler runs (5002 without a valid
 * token when required). `hooks` adds route hooks to some of them (e.g. a stricter rate limit).
 */
export function serveEndpoints<K extends EndpointName>(
  app: FastifyInstance,
  handlers: { [N in K]: Handler<N> },
  hooks: Partial<Record<K, Pick<RouteShorthandOptions, 'onRequest'>>> = {},
): void {
  for (const name of Object.keys(handlers) as K[]) {
    const { method, auth, body, response } = endpoints[name];
    const handler = handlers[name] as unknown as (
      body: unknown,
      user: User | undefined,
      request: FastifyRequest,
    ) => Promise<unknown>;
    app.route({
      method,
      url: `${app.config.apiBase}/${name}`,
      schema: { [method === 'GET' ? 'querystring' : 'body']: body, response: { 200: response } },
      ...hooks[name],
      handler: async (request) => {
        const user =
          auth === 'required'
            ? await requireUser(request)
            : auth === 'optional'
              ? await optionalUser(request)
              : undefined;
        return handler(method === 'GET' ? request.query : request.body, user, request);
      },
    });
  }
}
