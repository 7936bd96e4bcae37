import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { endpoints, type EndpointName } from '../../../schemas/api/index.ts';

const validators = new Map<TSchema, ReturnType<typeof Compile>>();

/**
 * The ways an answer breaks a response schema, as "path: message" lines (empty when it matches). The
 * gateway serializes answers through the same schemas; this checks nothing was dropped or mistyped.
 */
export function schemaErrors(name: EndpointName | TSchema, answer: unknown): string[] {
  const schema: TSchema = typeof name === 'string' ? endpoints[name as EndpointName].response : name;
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return [...validator.Errors(answer)].map((e) => `${e.instancePath || '/'}: ${e.message}`);
}
