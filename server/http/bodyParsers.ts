import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import type { RespKey } from '../../schemas/api/respKeys.ts';

/** No body of the API nests deeper than a few levels; this leaves room and stops stack-deep documents. */
export const MAX_JSON_DEPTH = 32;
export const FORM_LIMITS = { depth: 5, arrayLimit: 100, parameterLimit: 500 } as const;

/** A refused request: the error handler answers it as HTTP 400 with respCode 400 and this key's text. */
export interface RequestRefusal extends Error {
  statusCode: 400;
  respKey: RespKey;
  respParams: Record<string, string>;
}

function refused(respKey: RespKey, limit?: number): RequestRefusal {
  const respParams: Record<string, string> = limit === undefined ? {} : { limit: String(limit) };
  return Object.assign(new Error(respKey), { statusCode: 400 as const, respKey, respParams });
}

/** What qs says when a limit is hit (RangeError texts of qs 6.14+), as the gateway's keys. */
const FORM_REFUSALS: Array<[RegExp, RespKey, number]> = [
  [/parameter limit/i, 'body.tooManyFields', FORM_LIMITS.parameterLimit],
  [/array limit/i, 'body.tooManyItems', FORM_LIMITS.arrayLimit],
  [/depth/i, 'body.formTooDeep', FORM_LIMITS.depth],
];

const hasOwn = Object.prototype.hasOwnProperty;
/** Anything qs would read as a nested key: brackets, also percent-encoded (qs decodes those in the whole body). */
const BRACKETS = /[[\]]|%5[bd]/i;

/** A key or value decoded as qs decodes it (utf-8): '+' is a space, a malformed escape is kept as written. */
function decodeFormText(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The common form, every field once as `key=value` with a plain key, parsed with exactly qs's result and
 * without its per-key object merging; undefined for anything else (brackets, a repeated or empty key, a
 * field without '=', a key of Object.prototype, too many fields), which qs then parses or refuses.
 */
function parseFlatForm(body: string): Record<string, string> | undefined {
  if (body === '' || BRACKETS.test(body)) return undefined;
  const parts = body.split('&');
  if (parts.length > FORM_LIMITS.parameterLimit) return undefined;
  const form: Record<string, string> = {};
  for (const part of parts) {
    const at = part.indexOf('=');
    if (at <= 0) return undefined;
    const key = decodeFormText(part.slice(0, at));
    if (key === '' || hasOwn.call(form, key) || hasOwn.call(Object.prototype, key)) return undefined;
    form[key] = decodeFormText(part.slice(at + 1));
  }
  return form;
}

/**
 * Form bodies carry nested keys in bracket form (`a[b]=1`): qs turns them back into objects. A body over
 * a limit is refused, never silently cut to fit. A flat form (every API call's) is read without qs.
 */
export function parseForm(body: string): Record<string, unknown> {
  const flat = parseFlatForm(body);
  if (flat) return flat;
  try {
    return qs.parse(body, { ...FORM_LIMITS, throwOnLimitExceeded: true, strictDepth: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    const known = FORM_REFUSALS.find(([pattern]) => pattern.test(reason));
    throw known ? refused(known[1], known[2]) : refused('body.unreadableForm');
  }
}

/**
 * A query string with more parameters than a form may carry is refused too, before any route reads it:
 * Fastify's own query parser has no limit, so `?a=1&…` (×501) on a GET was taken whole while the same
 * fields in a form body were refused. Counted as qs counts a body's parameters: `&`-separated parts.
 */
export function refuseLongQueries(app: FastifyInstance): void {
  const limit = FORM_LIMITS.parameterLimit;
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    let at = url.indexOf('?');
    let count = 1;
    if (at >= 0 && at < url.length - 1) {
      while ((at = url.indexOf('&', at + 1)) >= 0) {
        if (++count > limit) return done(refused('body.tooManyQueryParameters', limit));
      }
    }
    done();
  });
}

/** How deep the arrays and objects of a JSON text nest, counted without parsing (no recursion, no stack). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/**
 * JSON bodies go through Fastify's own parser (prototype-poisoning checks included), once their nesting
 * is known to be shallow: a document nested 100,000 deep would overflow the stack of whatever walks it.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(refused('body.jsonTooDeep', MAX_JSON_DEPTH), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
