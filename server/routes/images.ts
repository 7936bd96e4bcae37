import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMAGES_DIR = fileURLToPath(new URL('../../public/images/', import.meta.url));
const FLAG = /^([a-z]{2})\.svg$/i;
const ONE_DAY = 86_400;

/**
 * Token, pay-method, provider and exchange logos and country flags under /images/, served by the gateway
 * itself so they exist without a built app. Flags answer to upper- or lower-case codes (/images/flags/us.svg).
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: '/images/',
    decorateReply: false,
    maxAge: ONE_DAY * 1000,
  });

  app.get<{ Params: { file: string } }>('/images/flags/:file', async (request, reply) => {
    const code = FLAG.exec(request.params.file)?.[1]?.toUpperCase();
    const file = code && path.join(IMAGES_DIR, 'flags', `${code}.svg`);
    if (!file || !fs.existsSync(file))
      return reply.status(404).send({ respCode: 404, respMessage: 'Not found' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${ONE_DAY}`)
      .send(fs.createReadStream(file));
  });
}
