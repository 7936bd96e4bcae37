import { Type, type TSchema, type TUnsafe } from 'typebox';

/** The part of a form's JSON Schema an endpoint body is built from. */
interface FormSchema {
  properties: Record<string, object>;
  required?: string[];
  if?: object;
  then?: object;
}

/**
 * An endpoint body that IS a data-entry form (schemas/forms/*.json, the schema the client renders)
 * plus the endpoint's own fields (authToken …): same properties, same required list, same rules,
 * still closed to unknown fields. `overrides` replaces a property's schema where the gateway answers a
 * rule itself with the spec's own message (e.g. the 25-character address name).
 */
export function formBody<T>(
  form: FormSchema,
  extra: Record<string, TSchema>,
  overrides: Record<string, object> = {},
): TUnsafe<T> {
  const { properties, required = [], if: condition, then } = form;
  return Type.Unsafe<T>({
    ...(condition && then ? { if: condition, then } : {}),
    type: 'object',
    properties: { ...properties, ...overrides, ...extra },
    required,
    additionalProperties: false,
  } as unknown as TSchema);
}
