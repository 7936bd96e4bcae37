import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RespCode, Str } from '../../schemas/api/common.ts';
import { mailerFor } from '../providers/mailer.ts';
import { isFromThisMachine } from '../http/thisMachine.ts';

/**
 * Development helpers outside the buying API, registered only outside production (config.devOutbox) and
 * when mails are kept rather than sent (no SMTP_URL). GET /gateway/dev/outbox?email=… lists the mails the
 * dev outbox kept for that address, newest first — to a request from this machine only: anyone else is
 * answered as if the route did not exist.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const { outbox } = mailerFor(app.config, app.db);
  if (!app.config.devOutbox || !outbox) return;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/gateway/dev/outbox',
    {
      schema: { querystring: Type.Object({ email: Str(254) }) },
      onRequest: async (request, reply) => {
        if (!isFromThisMachine(request))
          return reply.status(404).send({ respCode: RespCode.notFound, respMessage: 'Not found' });
      },
    },
    async (request) => ({ respCode: 200, respMessage: 'success', data: outbox.read(request.query.email) }),
  );
}
