import type { IntlShape } from 'react-intl';
import type { FieldRefusal } from '../api/fieldRefusal.ts';

export type { FieldRefusal };
import { schemaFormMessages } from './SchemaForm/SchemaForm.messages.ts';
import { forms, type FieldErrors, type FormName } from './index.ts';

type FieldUi = { 'ui:messages'?: Record<string, string>; 'ui:options'?: { minAge?: number } };

/** Which of the field's 'ui:messages' says what the refusal's key says. */
function rulesOf(key: FieldRefusal['key']): string[] {
  switch (key) {
    case 'field.required':
      return ['required'];
    case 'field.maxLength':
    case 'addressBook.nameTooLong':
      return ['maxLength'];
    case 'field.minLength':
      return ['minLength', 'required'];
    case 'field.minAge':
      return ['minAge'];
    case 'field.phone':
      return ['phone', 'pattern'];
    default:
      return ['invalid', 'pattern', 'format', 'enum', 'required'];
  }
}

/** The length a too-long refusal names (`limit` of field.maxLength, `max` of the address name's rule). */
const limitOf = (refusal: FieldRefusal): string | undefined => refusal.params.limit ?? refusal.params.max;

/**
 * A gateway refusal of one field of a form (fieldRefusalOf), as RJSF `extraErrors`: the field's own
 * message in the buyer's language (its ui schema's 'ui:messages' for the rule the refusal's key names,
 * else "Please check this field"). Undefined when the refusal names no field of this form (show it
 * above the form instead).
 */
export function fieldErrorsOf<N extends FormName>(
  refusal: FieldRefusal | undefined,
  form: N,
  intl: IntlShape,
): FieldErrors | undefined {
  if (!refusal) return undefined;
  const field = refusal.field.split('.')[0];
  const { schema, uiSchema } = forms[form];
  if (!schema.properties || !(field in schema.properties)) return undefined;
  const fieldUi = (uiSchema as Record<string, FieldUi | undefined>)[field];
  const own = fieldUi?.['ui:messages'] ?? {};
  const rules = rulesOf(refusal.key);
  const id = rules.map((rule) => own[rule]).find(Boolean);
  const limit = limitOf(refusal);
  const message = id
    ? intl.formatMessage({ id }, { minAge: fieldUi?.['ui:options']?.minAge })
    : rules.includes('maxLength') && limit
      ? intl.formatMessage(schemaFormMessages.maxLength, { limit })
      : intl.formatMessage(schemaFormMessages.invalid);
  return { [field]: { __errors: [message] } };
}
