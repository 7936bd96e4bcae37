import type { IntlShape } from 'react-intl';
import { schemaFormMessages } from './SchemaForm/SchemaForm.messages.ts';
import { forms, type FieldErrors, type FormName } from './index.ts';

/** The gateway names a refused field in its answer: "Invalid field 'city': must NOT have more than 80 characters". */
const FIELD_REFUSAL = /^Invalid field '([A-Za-z][\w.]*)':\s*(.*)$/s;

type FieldUi = { 'ui:messages'?: Record<string, string>; 'ui:options'?: { minAge?: number } };

/** Which of the field's 'ui:messages' says what the gateway's reason says. */
function ruleOf(reason: string): string[] {
  if (/required property/i.test(reason)) return ['required'];
  if (/more than|too long|exceed/i.test(reason)) return ['maxLength'];
  if (/fewer than/i.test(reason)) return ['minLength', 'required'];
  if (/at least \d+ years/i.test(reason)) return ['minAge'];
  if (/phone|E\.164/i.test(reason)) return ['phone', 'pattern'];
  return ['invalid', 'pattern', 'format', 'enum', 'required'];
}

/**
 * A gateway refusal of one field of a form, as RJSF `extraErrors`: the field's own message in the
 * buyer's language (its ui schema's 'ui:messages' for the rule the gateway names, else "Please check
 * this field"). Undefined when the answer names no field of this form (show it above the form instead).
 */
export function fieldErrorsOf<N extends FormName>(
  respMessage: string | undefined,
  form: N,
  intl: IntlShape,
): FieldErrors | undefined {
  const match = respMessage ? FIELD_REFUSAL.exec(respMessage) : null;
  if (!match) return undefined;
  const field = match[1].split('.')[0];
  const { schema, uiSchema } = forms[form];
  if (!schema.properties || !(field in schema.properties)) return undefined;
  const fieldUi = (uiSchema as Record<string, FieldUi | undefined>)[field];
  const own = fieldUi?.['ui:messages'] ?? {};
  const rules = ruleOf(match[2]);
  const id = rules.map((rule) => own[rule]).find(Boolean);
  const limit = /(\d+) characters/.exec(match[2])?.[1];
  const message = id
    ? intl.formatMessage({ id }, { minAge: fieldUi?.['ui:options']?.minAge })
    : rules.includes('maxLength') && limit
      ? intl.formatMessage(schemaFormMessages.maxLength, { limit })
      : intl.formatMessage(schemaFormMessages.invalid);
  return { [field]: { __errors: [message] } };
}
