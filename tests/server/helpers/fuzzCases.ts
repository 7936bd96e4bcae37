import fc from 'fast-check';
import qs from 'qs';
import { Value } from 'typebox/value';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { endpoints, type EndpointName } from '../../../schemas/api/index.ts';
import { schemaErrors } from './apiSchema.ts';

/**
 * The cases of the gateway's fuzz test (tests/server/fuzz.test.ts) and their check, free of vitest so that
 * a second process (fuzzLane.ts) can run them too: random bodies; Infinity, 1e309, NaN, -0 and their kin
 * in every numeric field (as form text, JSON strings and JSON number literals); JSON and form brackets
 * nested up to 100,000 deep; oversize fields; hundreds of parameters, repeated ones, in the body and in
 * the query. The check: no HTTP 5xx, and every API answer JSON valid against the endpoint's response schema.
 */

export interface Case {
  kind: string;
  method: 'GET' | 'POST';
  /** Appended to the target's path (a query string, or ''). */
  query: string;
  contentType?: string;
  body?: string;
}

/** Text that is not a number, or is one only to a lenient parser. Each of these once reached the database as Infinity. */
export const EDGE_NUMBERS = [
  'Infinity',
  '-Infinity',
  '+Infinity',
  '1e309',
  '-1e309',
  'NaN',
  '-0',
  '1e-400',
  '9007199254740993',
  '1' + '0'.repeat(400),
  '0x10',
  ' 1 ',
  '1e308',
  '-1',
];
/** The ones JSON can also carry as a number literal (1e309 parses to Infinity, -0 stays negative zero). */
const JSON_LITERAL = /^-?(\d+(\.\d+)?)(e[-+]?\d+)?$/;

const hostile = fc.constantFrom(
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '%',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  '4242424242424242',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  // Longer than any field takes (the oversize cases go up to past the body limit).
  'x'.repeat(2_000),
  ...EDGE_NUMBERS,
);
const scalar = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), hostile);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
}));

export const FORM = 'application/x-www-form-urlencoded';
export const JSON_TYPE = 'application/json';

export interface Target {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  /** The endpoint's body fields (top level), and the paths of its fields that take a number. */
  fields: string[];
  numericPaths: string[][];
  /** A body valid against the endpoint's schema where typebox can make one, so an edge value reaches the handler. */
  base: Record<string, unknown>;
  /** The API endpoint whose response schema every answer must match; none for the sandbox's HTML pages. */
  api?: EndpointName;
}

/** The paths (top level and nested) of the fields whose schema takes a number, alone or in a union. */
function numericPaths(
  schema: unknown,
  prefix: string[] = [],
  found = new Map<string, string[]>(),
  depth = 0,
): Map<string, string[]> {
  if (!schema || typeof schema !== 'object' || depth > 8) return found;
  const s = schema as Record<string, unknown>;
  const types = [s.type].flat();
  if (prefix.length && (types.includes('number') || types.includes('integer')))
    found.set(prefix.join('.'), prefix);
  for (const [key, child] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
    numericPaths(child, [...prefix, key], found, depth + 1);
  if (s.items) numericPaths(s.items, [...prefix, '0'], found, depth + 1);
  for (const sub of [s.anyOf, s.oneOf, s.allOf].flat()) numericPaths(sub, prefix, found, depth + 1);
  if (s.then) numericPaths(s.then, prefix, found, depth + 1);
  return found;
}

function baseBody(schema: TSchema): Record<string, unknown> {
  try {
    const created = Value.Create(schema);
    return created && typeof created === 'object' && !Array.isArray(created)
      ? (created as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A deep copy of a body with `value` at `path` (numeric keys make arrays). */
function withValueAt(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = /^\d+$/.test(path[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return copy;
}

/** Oversize values, made and encoded once per size and character (a megabyte of emoji is slow to encode 1,000 times). */
const oversizedValues = new Map<string, { form: string; json: string }>();
function oversized(size: number, char: string) {
  const key = `${size}:${char}`;
  let found = oversizedValues.get(key);
  if (!found) {
    const text = char.repeat(Math.ceil(size / char.length));
    oversizedValues.set(key, (found = { form: encodeURIComponent(text), json: JSON.stringify(text) }));
  }
  return found;
}

const SENTINEL = '\u0001edge\u0001';

/** One body in one encoding: form text, JSON, or JSON with the edge value as a bare number literal. */
function encoded(
  target: Target,
  kind: string,
  fields: Record<string, unknown>,
  encoding: 'form' | 'json' | 'literal',
  edge?: string,
): Case {
  if (target.method === 'GET') return { kind, method: 'GET', query: `?${qs.stringify(fields)}` };
  if (encoding === 'form')
    return { kind, method: 'POST', query: '', contentType: FORM, body: qs.stringify(fields) };
  let body = JSON.stringify(fields);
  if (encoding === 'literal' && edge !== undefined && JSON_LITERAL.test(edge))
    body = body.replace(JSON.stringify(SENTINEL), edge);
  return {
    kind,
    method: 'POST',
    query: '',
    contentType: JSON_TYPE,
    body: body.replace(JSON.stringify(SENTINEL), JSON.stringify(edge)),
  };
}

/** Every numeric field × every edge number × every encoding, with a valid token: the cases issue 10 item 7 was. */
export function edgeCases(target: Target, authToken: string): Case[] {
  const paths = target.numericPaths.length ? target.numericPaths : target.fields.map((f) => [f]);
  const cases: Case[] = [];
  for (const path of paths.length ? paths : [['x']]) {
    for (const edge of EDGE_NUMBERS) {
      for (const encoding of target.method === 'GET'
        ? (['form'] as const)
        : (['form', 'json', 'literal'] as const)) {
        if (encoding === 'literal' && !JSON_LITERAL.test(edge)) continue;
        const fields = withValueAt(
          { ...target.base, authToken },
          path,
          encoding === 'form' ? edge : SENTINEL,
        );
        cases.push(
          encoded(target, `edge number ${edge} in ${path.join('.')} (${encoding})`, fields, encoding, edge),
        );
      }
    }
  }
  return cases;
}

/** Random cases of every kind, most built from the endpoint's own field names so that validation passes sometimes. */
export function caseFor(target: Target, authToken: string): fc.Arbitrary<Case> {
  const fieldName = target.fields.length
    ? fc.oneof(fc.constantFrom(...target.fields), fc.string({ maxLength: 10 }))
    : fc.string({ maxLength: 10 });
  const someField = target.fields.length ? fc.constantFrom(...target.fields) : fc.constant('x');
  const withToken = (fields: Record<string, unknown>, token: boolean) =>
    token ? { ...fields, authToken } : fields;
  const encoding = fc.constantFrom('form' as const, 'json' as const, 'literal' as const);

  const random = fc
    .record({
      fields: fc.dictionary(fieldName, value, { maxKeys: target.fields.length + 3 }),
      token: fc.boolean(),
      encoding,
    })
    .map(({ fields, token, encoding }) => encoded(target, 'random body', withToken(fields, token), encoding));

  const raw = fc
    .record({
      body: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          '{',
          '[',
          '{"a":',
          '%%%',
          'a[=1',
          '=&=&',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
        ),
      ),
      contentType: fc.constantFrom(
        FORM,
        JSON_TYPE,
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        undefined,
      ),
    })
    .map(({ body, contentType }): Case =>
      target.method === 'GET'
        ? { kind: 'raw query', method: 'GET', query: `?${body}` }
        : { kind: `raw ${contentType ?? 'untyped'} body`, method: 'POST', query: '', contentType, body },
    );

  const edge = fc
    .record({
      path: fc.constantFrom(
        ...(target.numericPaths.length ? target.numericPaths : [['x'], ...target.fields.map((f) => [f])]),
      ),
      edge: fc.constantFrom(...EDGE_NUMBERS),
      token: fc.boolean(),
      encoding,
      noise: fc.dictionary(fieldName, scalar, { maxKeys: 2 }),
    })
    .map(({ path, edge, token, encoding, noise }) => {
      const fields = withValueAt(
        withToken({ ...noise, ...target.base }, token),
        path,
        encoding === 'form' ? edge : SENTINEL,
      );
      return encoded(
        target,
        `edge number ${edge} in ${path.join('.')} (${encoding})`,
        fields,
        encoding,
        edge,
      );
    });

  const depth = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(5, 6, 32, 33, 100, 1_000, 100_000));
  const deep = fc
    .record({
      depth,
      shape: fc.constantFrom('arrays', 'objects', 'mixed', 'brackets', 'whole'),
      field: someField,
      token: fc.boolean(),
    })
    .map(({ depth, shape, field, token }): Case => {
      const kind = `${shape} nested ${depth} deep`;
      if (shape === 'brackets' || target.method === 'GET') {
        const text = `${encodeURIComponent(field)}${'[a]'.repeat(depth)}=1${token ? `&authToken=${authToken}` : ''}`;
        return target.method === 'GET'
          ? { kind, method: 'GET', query: `?${text}` }
          : { kind, method: 'POST', query: '', contentType: FORM, body: text };
      }
      const [open, close] =
        shape === 'objects' ? ['{"a":', '}'] : shape === 'mixed' ? ['[{"a":', '}]'] : ['[', ']'];
      const nested = open.repeat(depth) + '1' + close.repeat(depth);
      const body =
        shape === 'whole'
          ? nested
          : `{${token ? `"authToken":${JSON.stringify(authToken)},` : ''}${JSON.stringify(field)}:${nested}}`;
      return { kind, method: 'POST', query: '', contentType: JSON_TYPE, body };
    });

  const count = fc.oneof(
    fc.integer({ min: 2, max: 600 }),
    fc.constantFrom(100, 101, 499, 500, 501, 1_000, 2_000),
  );
  const many = fc
    .record({
      count,
      repeated: fc.constantFrom('distinct', 'same key', 'same key with []', 'list indexes'),
      field: someField,
      inQuery: fc.boolean(),
    })
    .map(({ count, repeated, field, inQuery }): Case => {
      const key = (i: number) =>
        repeated === 'distinct'
          ? `f${i}`
          : repeated === 'same key'
            ? field
            : repeated === 'same key with []'
              ? `${field}[]`
              : `${field}[${i}]`;
      const text = Array.from({ length: count }, (_, i) => `${encodeURIComponent(key(i))}=${i}`).join('&');
      const kind = `${count} parameters (${repeated}) in the ${inQuery || target.method === 'GET' ? 'query' : 'body'}`;
      if (inQuery || target.method === 'GET') {
        return {
          kind,
          method: target.method,
          query: `?${text}`,
          ...(target.method === 'POST' ? { contentType: FORM, body: `authToken=${authToken}` } : {}),
        };
      }
      return { kind, method: 'POST', query: '', contentType: FORM, body: `${text}&authToken=${authToken}` };
    });

  const oversize = fc
    .record({
      // Past a field's limit, past a typical proxy's buffer, and (rarer: each costs the gateway a megabyte) past the body limit.
      size: fc.oneof(
        { arbitrary: fc.constantFrom(257, 4_097, 65_537), weight: 4 },
        { arbitrary: fc.constantFrom(300_000, 1_048_577), weight: 1 },
      ),
      char: fc.constantFrom('x', '9', '😀', '%'),
      field: someField,
      json: fc.boolean(),
    })
    .map(({ size, char, field, json }): Case => {
      const kind = `${field} of ${size} ${JSON.stringify(char)}`;
      const big = oversized(size, char);
      const query = `${encodeURIComponent(field)}=${big.form}&authToken=${authToken}`;
      if (target.method === 'GET') return { kind, method: 'GET', query: `?${query}` };
      if (!json) return { kind, method: 'POST', query: '', contentType: FORM, body: query };
      return {
        kind,
        method: 'POST',
        query: '',
        contentType: JSON_TYPE,
        body: `{"authToken":"${authToken}",${JSON.stringify(field)}:${big.json}}`,
      };
    });

  return fc.oneof(
    { arbitrary: random, weight: 4 },
    { arbitrary: raw, weight: 1 },
    { arbitrary: edge, weight: 3 },
    { arbitrary: deep, weight: 1 },
    { arbitrary: many, weight: 1 },
    { arbitrary: oversize, weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------------
// The targets

export const API_BASE = '/gateway/buying';
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** Every endpoint of the API map (schemas/api), with its fields and a body valid against its schema. */
export function apiTargets(): Target[] {
  return endpointNames.map((name) => {
    const endpoint = endpoints[name] as unknown as {
      method: 'GET' | 'POST';
      body: TSchema & { properties?: Record<string, unknown> };
    };
    return {
      name,
      api: name,
      path: `${API_BASE}/${name}`,
      method: endpoint.method,
      fields: Object.keys(endpoint.body.properties ?? {}),
      numericPaths: [...numericPaths(endpoint.body).values()],
      base: baseBody(endpoint.body),
    };
  });
}

/** The sandbox pages a buyer posts to (the checkout's forms under an order's checkout path, and the card field's tokenization). */
export function sandboxTargets(checkoutPath: string): Target[] {
  const target = (name: string, path: string, fields: string[]): Target => ({
    name,
    path,
    method: 'POST',
    fields,
    numericPaths: [],
    base: {},
  });
  return [
    target('sandbox card form', `${checkoutPath}/card`, ['cardNumber', 'expiry', 'cvc', 'saveCard']),
    target('sandbox transfer form', `${checkoutPath}/transfer`, ['amount']),
    target('card-tokens', '/sandbox/card-tokens', ['number', 'expiry', 'cvc']),
  ];
}

// ---------------------------------------------------------------------------------------------------
// What must come back

/** Response schemas compiled once; Check first, the (slower) list of errors only for an answer that fails it. */
const validators = new Map<EndpointName, ReturnType<typeof Compile>>();
function offSchema(name: EndpointName, answer: unknown): string[] {
  let validator = validators.get(name);
  if (!validator) validators.set(name, (validator = Compile(endpoints[name].response)));
  if (validator.Check(answer)) return [];
  return schemaErrors(name, answer);
}

export const describeCase = (sample: Case) =>
  `${sample.kind}: ${sample.method} …${sample.query.slice(0, 200)} ${sample.contentType ?? ''} ${(sample.body ?? '').slice(0, 300)}`;

/** What is wrong with an answer (undefined when nothing is): an HTTP 5xx, or an API answer off its schema. */
export function problemOf(
  target: Target,
  res: LightMyRequestResponse,
): { problem: string; serverError: boolean } | undefined {
  if (res.statusCode >= 500) return { problem: 'HTTP 5xx', serverError: true };
  let answer: { respCode?: unknown; respMessage?: unknown } | undefined;
  if (target.api || target.name === 'card-tokens') {
    if (!String(res.headers['content-type']).includes('application/json'))
      return { problem: 'not JSON', serverError: false };
    try {
      answer = res.json();
    } catch {
      return { problem: 'JSON that does not parse', serverError: false };
    }
  }
  if (!answer) return undefined;
  const errors = target.api ? offSchema(target.api, answer) : [];
  if (typeof answer.respCode !== 'number' || typeof answer.respMessage !== 'string')
    errors.push('no numeric respCode and string respMessage');
  return errors.length
    ? { problem: `off the response schema: ${errors.join('; ')}`, serverError: false }
    : undefined;
}

export interface TargetResult {
  cases: number;
  serverErrors: number;
  offSchema: number;
  /** fast-check's report of the first failing case, shrunk, with its seed; undefined when every case passed. */
  failure?: string;
}

/**
 * Runs at least `runs` cases of one target against a gateway: the exhaustive edge-number cases, then
 * random ones (fast-check, shrunk on a failure). Plain checks, no test framework: this runs 50,000 times.
 */
export async function runTarget(
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  headers: Record<string, string>,
  target: Target,
  authToken: string,
  runs: number,
): Promise<TargetResult> {
  const result: TargetResult = { cases: 0, serverErrors: 0, offSchema: 0 };
  const send = async (sample: Case) => {
    result.cases++;
    const res = await inject({
      method: sample.method,
      url: target.path + sample.query,
      headers: { ...headers, ...(sample.contentType ? { 'content-type': sample.contentType } : {}) },
      ...(sample.body !== undefined ? { payload: sample.body } : {}),
    });
    const found = problemOf(target, res);
    if (!found) return;
    if (found.serverError) result.serverErrors++;
    else result.offSchema++;
    throw new Error(
      `${target.name}: ${found.problem}\n  case: ${describeCase(sample)}\n  answer: ${res.statusCode} ${res.body.slice(0, 300)}`,
    );
  };
  const edges = edgeCases(target, authToken);
  try {
    for (const sample of edges) await send(sample);
  } catch (error) {
    return { ...result, failure: (error as Error).message };
  }
  // `runs` cases in all: the edge-number cases count among them.
  const details = await fc.check(fc.asyncProperty(caseFor(target, authToken), send), {
    numRuns: Math.max(1, runs - edges.length),
  });
  return details.failed ? { ...result, failure: fc.defaultReportMessage(details) } : result;
}
