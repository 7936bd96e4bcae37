import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { GatewayConfig } from './config.ts';
import { openDatabase, type Db, type DbDialect } from './storage/database.ts';
import { migrateToLatest } from './storage/migrate.ts';
import { handleError, refusalIn } from './http/errors.ts';
import { localeOf } from './i18n/index.ts';
import { answerClientError } from './http/clientError.ts';
import { registerRoutes } from './routes/index.ts';
import { contentSecurityPolicy, framedByPartners, WIDGET_PATHS } from './http/csp.ts';
import { partnerOrigins, readPartners } from './partners.ts';
import { keepWidgetOpener } from './http/widgetOpener.ts';
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

  const { db, dialect } = openDatabase(config);
  await migrateToLatest(db);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('checkoutKey', loadCheckoutKey(config.checkoutKey, config.dataDir));
  const quotes = new QuoteBook(db, app.checkoutKey, app.log);
  app.decorate('quotes', quotes);
  app.addHook('onClose', async () => {
    await quotes.flush();
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

  if (fs.existsSync(path.join(config.distDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br/.gz twins (scripts/precompress.ts).
      preCompressed: true,
      // Hashed assets never change; everything else (index.html, sw.js, i18n) is revalidated.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The widget routes: the same app page, which the partners' origins may frame (a bad partner file stops here).
    const partners = readPartners();
    const partnerFraming = framedByPartners(partnerOrigins(partners));
    // A purchase window a framed widget opened stays its frame's popup (the events reach the partner's page).
    keepWidgetOpener(app, new Set(partners.map((partner) => partner.id)));
    for (const widgetPath of WIDGET_PATHS) {
      app.get(widgetPath, { helmet: partnerFraming }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
    }
    // Client-side routes (/edit, /order-status …) all answer with the app's page.
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/gateway/') || request.url.startsWith('/sandbox/');
      if (request.method !== 'GET' || isApi || path.extname(request.url.split('?')[0])) {
        return reply.status(404).send(refusalIn(localeOf(request), 404, 'common.notFound'));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(refusalIn(localeOf(request), 404, 'common.notFound')),
    );
  }
  return app;
}
