import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Str } from '../../schemas/api/common.ts';
import { readOutbox } from '../domain/mail/outbox.ts';

/**
 * Development helpers outside the buying API; registered only when config.devOutbox is on
 * (NODE_ENV not production, or DEV_OUTBOX=1). GET /gateway/dev/outbox?email=… lists the mails the
 * dev outbox kept for that address, newest first.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devOutbox) return;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/gateway/dev/outbox',
    { schema: { querystring: Type.Object({ email: Str(254) }) } },
    async (request) => ({ respCode: 200, respMessage: 'success', data: await readOutbox(app.db, request.query.email) }),
  );
}
