import type { FastifyInstance } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import { localeOf } from '../i18n/index.ts';
import { refusalIn } from './errors.ts';

/** The dotted path of the first number that is not finite (NaN, ±Infinity), or undefined. */
function nonFinitePath(root: unknown, rootPath: string): string | undefined {
  const pending: Array<[unknown, string]> = [[root, rootPath]];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return path;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const key of Object.keys(value)) {
        const child = (value as Record<string, unknown>)[key];
        // Texts (most fields of a form) cannot be a number that is not finite: nothing to queue.
        if (typeof child !== 'string') pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * A form sends every number as text and ajv coerces it for the schema; its coercion turns 'Infinity' and
 * '1e309' into Infinity and then skips the minimum/maximum checks (they only look at finite numbers). No
 * field of the API takes a number that is not finite, so after validation one is refused as bad input.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance) {
  app.addHook('preHandler', (request, reply, done) => {
    const field =
      nonFinitePath(request.body, '') ??
      nonFinitePath(request.query, '') ??
      nonFinitePath(request.params, '');
    if (field === undefined) return done();
    // An answer from a hook: done() is not called, the request goes no further.
    reply
      .status(400)
      .send(refusalIn(localeOf(request), RespCode.badRequest, 'field.notFinite', { field: field || 'body' }));
  });
}
