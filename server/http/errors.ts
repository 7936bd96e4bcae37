import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { RespCode } from '../../schemas/api/common.ts';
import { isRespKey, type RespKey } from '../../schemas/api/respKeys.ts';
import type { RequestRefusal } from './bodyParsers.ts';
import { formatResp, localeOf, DEFAULT_SERVER_LOCALE, type ServerLocale } from '../i18n/index.ts';

/** Parameters of an answer's key as the domain gives them (numbers are sent as their decimal text). */
export type RespParamsInput = Readonly<Record<string, string | number>>;

const asStrings = (params: RespParamsInput): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));

/**
 * A business answer that is not a success: thrown anywhere in a handler, answered as respCode with the
 * message's key and parameters (respKey, respParams) and its text in the caller's language (respMessage).
 * `message` is the English text, for logs and for code that compares refusals.
 */
export class BusinessError extends Error {
  readonly respParams: Record<string, string>;
  constructor(
    readonly respCode: number,
    readonly respKey: RespKey,
    params: RespParamsInput = {},
  ) {
    const respParams = asStrings(params);
    super(formatResp(DEFAULT_SERVER_LOCALE, respKey, respParams));
    this.respParams = respParams;
  }
}

/** The answer of a refusal in a locale: `{ respCode, respMessage, respKey, respParams }`. */
export function refusalIn(locale: ServerLocale, respCode: number, respKey: RespKey, respParams = {}) {
  return { respCode, respMessage: formatResp(locale, respKey, respParams), respKey, respParams };
}

/** The answer of a BusinessError to a request's caller (in the language of its Accept-Language). */
export const refusalOf = (error: BusinessError, request: Pick<FastifyRequest, 'headers'>) =>
  refusalIn(localeOf(request), error.respCode, error.respKey, error.respParams);

/** The key of an ajv error's keyword, with its parameters (ajv's own words are English only). */
export function validationRefusal(
  first: ErrorObject | undefined,
  fallbackField: string,
): { respKey: RespKey; respParams: Record<string, string> } {
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const field = path || missing || fallbackField;
  const params = (first?.params ?? {}) as Record<string, unknown>;
  switch (first?.keyword) {
    case 'required':
      return {
        respKey: 'field.required' as const,
        respParams: { field: path ? `${path}.${missing}` : field },
      };
    case 'maxLength':
    case 'minLength':
    case 'minimum':
    case 'maximum':
      return {
        respKey: `field.${first.keyword}` as const,
        respParams: { field, limit: String(params.limit) },
      };
    case 'pattern':
      return { respKey: 'field.pattern' as const, respParams: { field, pattern: String(params.pattern) } };
    case 'format':
      return { respKey: 'field.format' as const, respParams: { field, format: String(params.format) } };
    case 'type':
      return { respKey: 'field.type' as const, respParams: { field, type: String(params.type) } };
    case 'enum':
    case 'additionalProperties':
      return { respKey: `field.${first.keyword}` as const, respParams: { field } };
    default:
      return { respKey: 'field.invalid' as const, respParams: { field } };
  }
}

/**
 * One error handler for the whole gateway: never a stack trace, never an HTTP 500 page. A business refusal
 * answers HTTP 200 unless `statusOf` gives its status (the partner API's); `field` names an invalid input.
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  { statusOf = () => 200, field = 'body' }: { statusOf?: (respCode: number) => number; field?: string } = {},
) {
  const locale = localeOf(request);
  if (error instanceof BusinessError) {
    return reply
      .status(statusOf(error.respCode))
      .send(refusalIn(locale, error.respCode, error.respKey, error.respParams));
  }
  if (error.validation) {
    const { respKey, respParams } = validationRefusal(error.validation[0] as ErrorObject | undefined, field);
    return reply.status(400).send(refusalIn(locale, RespCode.badRequest, respKey, respParams));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // The gateway's own refusals of a request over its limits name their key (server/http/bodyParsers.ts).
    const { respKey, respParams } = error as Partial<RequestRefusal>;
    return reply
      .status(status)
      .send(
        refusalIn(
          locale,
          RespCode.badRequest,
          isRespKey(respKey) ? respKey : 'common.badRequest',
          respParams,
        ),
      );
  }
  request.log.error({ err: error }, 'unhandled gateway error');
  return reply.status(500).send(refusalIn(locale, RespCode.internal, 'common.internal'));
}
