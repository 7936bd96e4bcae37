import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { GatewayConfig } from './config.ts';
import { openDatabase, type Db, type DbDialect } from './storage/database.ts';
import { migrateToLatest } from './storage/migrate.ts';
import { handleError } from './http/errors.ts';
import { answerClientError } from './http/clientError.ts';
import { registerRoutes } from './routes/index.ts';
import { contentSecurityPolicy } from './http/csp.ts';
import { serveApp } from './http/appPage.ts';
import { redactUrl } from './http/redact.ts';
import { validateResponses } from './http/responseValidation.ts';
import { refuseNulCharacters } from './http/nulCharacters.ts';
import { refuseNonFiniteNumbers } from './http/finiteNumbers.ts';
import { parseForm, refuseLongQueries, registerJsonParser } from './http/bodyParsers.ts';
import { loadCheckoutKey } from './domain/orders/checkoutSecret.ts';
import { sendHsts } from './http/hsts.ts';
import { sendSecurityHeaders } from './http/securityHeaders.ts';
import { sendGatewayDate } from './http/dateHeader.ts';
import { QuoteBook } from './domain/quotes/book.ts';
import { quoteWriterFor } from './domain/quotes/writer.ts';
import { providerOf } from './domain/offers/providers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig;
    db: Db;
    dialect: DbDialect;
    /** Key of the orders' checkout secrets (CHECKOUT_KEY, else DATA_DIR/checkout.key). */
    checkoutKey: Buffer;
    /** The quotes given, written behind offerInquiry's answer. */
    quotes: QuoteBook;
  }
}

/**
 * One log line per request, as its answer leaves (the request, its status and time), instead of Fastify's
 * two ('incoming request', then 'request completed'): each line is a serialisation and a write. Errors are
 * logged as Fastify does.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
    else request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * The accept queue the gateway listens with (server/main.ts, and the benchmarks' gateway): Node's default
 * (511) overflowed under bursts of buyers while the loop was busy for a moment, and their connections timed
 * out (bench/webhooks.ts). The kernel caps it at net.core.somaxconn.
 */
export const LISTEN_BACKLOG = 4096;

/** Builds the gateway: API under config.apiBase, the built app (if any) at the root, all on one origin. */
export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
    },
  });

  const { db, dialect, file } = openDatabase(config);
  await migrateToLatest(db);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('checkoutKey', loadCheckoutKey(config.checkoutKey, config.dataDir));
  const quotes = new QuoteBook(db, quoteWriterFor(db, file, app.log), app.checkoutKey, app.log, () => ({
    provider: providerOf,
    payMethodOf: app.catalog.payMethod,
  }));
  app.decorate('quotes', quotes);
  app.addHook('onClose', async () => {
    await quotes.close();
    await db.destroy();
  });

  app.setErrorHandler(handleError);
  // Framed by our own origin only; the widget routes below open framing to partners.
  sendSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    frameguard: { action: 'sameorigin' },
    // sendHsts decides per request: only answers served over HTTPS carry it.
    hsts: false,
  });
  sendHsts(app);
  sendGatewayDate(app);
  await app.register(formbody, { parser: parseForm });
  registerJsonParser(app);
  refuseLongQueries(app);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 2, fields: 100 } });

  refuseNulCharacters(app);
  refuseNonFiniteNumbers(app);
  // Answers are serialised from their schemas; checking each one against it is for tests only.
  if (process.env.NODE_ENV === 'test') validateResponses(app);
  await registerRoutes(app);

  await serveApp(app, config);
  return app;
}
