import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Under test (NODE_ENV=test), checks every successful answer against its endpoint's response schema before
 * it is sent, and fails the request loudly on a mismatch. Fastify's serializer (fast-json-stringify, built
 * from the same schema) only drops unknown fields; this catches a missing or mistyped one. Production does
 * not pay for it: its answers are serialised from the schemas without a second pass.
 */
export function validateResponses(app: FastifyInstance): void {
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false });
  addFormats.default(ajv);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
    if (!schema) return;
    // Compiled on the route's first answer: a test file starts many gateways and asks few of their routes.
    let validate: ValidateFunction | undefined;
    const check: preSerializationAsyncHookHandler = async (request, reply, payload) => {
      const answer = payload as { respCode?: number } | null;
      if (reply.statusCode !== 200 || answer?.respCode !== 200) return payload;
      validate ??= ajv.compile(schema as object);
      if (validate(answer)) return payload;
      const problems = ajv.errorsText(validate.errors);
      request.log.error({ url: route.url, problems }, 'answer does not match its response schema');
      throw new Error(`answer of ${route.url} does not match its response schema: ${problems}`);
    };
    const existing = route.preSerialization;
    route.preSerialization = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), check];
  });
}
