import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { contentSecurityPolicy } from '../http/csp.ts';
import { RespCode } from '../../schemas/api/common.ts';
import { chargeCard } from '../providers/paymentSandbox.ts';
import { issueFieldToken } from '../providers/cardVault.ts';
import {
  CARD_FIELD_LOCALES,
  CARD_FIELD_SCRIPT,
  CARD_FIELD_STYLE,
  cardFieldPage,
} from '../providers/cardField/files.ts';

export const CARD_FIELD_PATH = '/sandbox/card-field';
export const CARD_TOKENS_PATH = '/sandbox/card-tokens';

const PageQuery = Type.Object({ locale: Type.Optional(Type.String({ maxLength: 10 })) });
const CardBody = Type.Object(
  {
    number: Type.String({ maxLength: 40 }),
    expiry: Type.String({ maxLength: 10 }),
    cvc: Type.String({ maxLength: 8 }),
  },
  { additionalProperties: false },
);
const TokenAnswer = Type.Object({
  respCode: Type.Integer(),
  respMessage: Type.String(),
  data: Type.Optional(
    Type.Object({
      token: Type.String(),
      brand: Type.String(),
      last4: Type.String(),
      expMonth: Type.Integer(),
      expYear: Type.Integer(),
    }),
  ),
  /** On a refusal: the field to fix and why (the field page shows its own translated message). */
  field: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});

/** The field page may be framed by our own pages only (the app's CSP lets partners frame the app itself). */
const framedBySelfOnly = {
  contentSecurityPolicy: { directives: { ...contentSecurityPolicy, frameAncestors: ["'self'"] } },
  frameguard: { action: 'sameorigin' as const },
};

/**
 * The payment sandbox's hosted card field (a provider's hosted fields, as Stripe Elements): the page the app
 * frames, its script and style, and the tokenization call the page makes. The card number goes from the
 * frame to the processor only; the app gets a single-use token, brand, last 4 and expiry.
 */
export async function sandboxCardFieldRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;

  const page = (locale: string | undefined) =>
    cardFieldPage(CARD_FIELD_LOCALES.find((known) => known === locale) ?? 'en-US');
  for (const path of [CARD_FIELD_PATH, `${CARD_FIELD_PATH}.html`]) {
    api.get(path, { schema: { querystring: PageQuery }, helmet: framedBySelfOnly }, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page(request.query.locale)),
    );
  }
  api.get('/sandbox/assets/card-field.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CARD_FIELD_SCRIPT),
  );
  api.get('/sandbox/assets/card-field.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(CARD_FIELD_STYLE),
  );

  api.post(
    CARD_TOKENS_PATH,
    { schema: { body: CardBody, response: { 200: TokenAnswer } } },
    async (request) => {
      const nowMs = config.clock.now();
      const { number, expiry, cvc } = request.body;
      const charge = chargeCard({ number, expiry, cvc }, nowMs);
      if (!charge.ok)
        return {
          respCode: RespCode.badRequest,
          respMessage: charge.message,
          field: charge.field,
          reason: charge.reason,
        };
      const card = await issueFieldToken(db, charge, nowMs);
      request.log.info({ brand: card.brand, last4: card.last4 }, 'sandbox card tokenized');
      return { respCode: RespCode.ok, respMessage: 'success', data: card };
    },
  );
}
