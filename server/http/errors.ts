import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';

/** A business answer that is not a success: thrown anywhere in a handler, answered as respCode/respMessage. */
export class BusinessError extends Error {
  constructor(
    readonly respCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Turns ajv's first error into a sentence a developer can act on, naming the field. */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  const field =
    first.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
    (first.params as { missingProperty?: string }).missingProperty ||
    'body';
  return `Invalid field '${field}': ${first.message ?? 'invalid value'}`;
}

/** One error handler for the whole gateway: never a stack trace, never an HTTP 500 page. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof BusinessError) {
    return reply.status(200).send({ respCode: error.respCode, respMessage: error.message });
  }
  if (error.validation) {
    return reply.status(400).send({ respCode: RespCode.badRequest, respMessage: describeValidation(error) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send({ respCode: RespCode.badRequest, respMessage: error.message || 'Bad request' });
  }
  request.log.error({ err: error }, 'unhandled gateway error');
  return reply
    .status(500)
    .send({ respCode: RespCode.internal, respMessage: 'Internal error, please try again later' });
}
