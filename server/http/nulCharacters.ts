import type { FastifyInstance } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import { localeOf } from '../i18n/index.ts';
import { refusalIn } from './errors.ts';

/** The dotted path of the first string holding a NUL character, or undefined. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = nulPath(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * No text the gateway takes may hold a NUL character: PostgreSQL refuses it in text columns, so it would
 * otherwise surface as a database error instead of a bad request naming the field.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    const field = nulPath(request.body, '') ?? nulPath(request.query, '') ?? nulPath(request.params, '');
    if (field === undefined) return done();
    // An answer from a hook: done() is not called, the request goes no further.
    reply
      .status(400)
      .send(
        refusalIn(localeOf(request), RespCode.badRequest, 'field.nulCharacter', { field: field || 'body' }),
      );
  });
}
