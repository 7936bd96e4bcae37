import type { ErrorObject, ValidateFunction } from 'ajv';
import schema from './tokens.schema.json' with { type: 'json' };
import validators from './tokens.validator.generated.ts';

/**
 * Checks a value against tokens.schema.json with ajv's validators, compiled ahead of time because the
 * browser's CSP forbids the code generation ajv relies on (`npx tsx scripts/compile-form-validators.ts`).
 */
const { complete, partial: partialTokens } = validators as Record<'complete' | 'partial', ValidateFunction>;

export interface TokenError {
  /** Dotted key path, e.g. "colorSchemes.dark.primary". */
  path: string;
  message: string;
}

/** The node at a JSON pointer's keys: a schema path's in the schema, an instance path's in the value. */
const at = (node: unknown, keys: string[]): unknown =>
  keys.reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key], node);
const pointerKeys = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));

const pathName = (keys: string[]) =>
  keys.map((key, i) => (/^\d+$/.test(key) ? `[${key}]` : i ? `.${key}` : key)).join('') || '(root)';

/**
 * One ajv error as a sentence naming the bad key. `schemas` are searched in order for the description of
 * a failed pattern's definition (it names the expected format); `unknown` says what an extra key is not.
 */
export function describeError(
  value: unknown,
  { instancePath, schemaPath, keyword, params, message }: ErrorObject,
  schemas: readonly unknown[] = [schema],
  unknown = 'is not a known token',
): TokenError {
  const keys = pointerKeys(instancePath);
  const path = pathName(keys);
  switch (keyword) {
    case 'additionalProperties':
    case 'required': {
      const key = pathName([...keys, params.additionalProperty ?? params.missingProperty]);
      return {
        path: key,
        message: `${key} ${keyword === 'required' ? 'is required' : unknown}`,
      };
    }
    case 'enum':
      return {
        path,
        message: `${path} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'pattern': {
      // The definition's description names the expected format.
      const definition = pointerKeys(schemaPath.slice(1)).slice(0, -1);
      const description = schemas
        .map((s) => (at(s, definition) as { description?: string } | undefined)?.description)
        .find(Boolean);
      return {
        path,
        message: `${path} has an invalid value ${JSON.stringify(at(value, keys))}${description ? ` (${description})` : ''}`,
      };
    }
    default:
      return { path, message: `${path} ${message}` };
  }
}

/** Validates complete tokens (`partial: false`) or a partner's subset (`partial: true`: nothing is required). */
export function validateTokens(value: unknown, { partial }: { partial: boolean }): TokenError[] {
  const validate = partial ? partialTokens : complete;
  return validate(value) ? [] : (validate.errors ?? []).map((error) => describeError(value, error));
}
