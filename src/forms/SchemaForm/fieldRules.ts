import type { IntlShape } from 'react-intl';
import type { CustomValidator, FormValidation, UiSchema } from '@rjsf/utils';
import { ageOn } from '../../lib/age.ts';
import { PHONE_WIDGET, phoneKit } from '../phoneKit.ts';

interface FieldUi {
  'ui:widget'?: string;
  'ui:options'?: { minAge?: number };
  'ui:messages'?: Record<string, string>;
}

/**
 * The rules a JSON Schema cannot say, read from each field's ui schema: `ui:options.minAge` (a date of
 * birth at least that many years ago, message `ui:messages.minAge`) and the phone widget (a number that
 * exists, in E.164, message `ui:messages.phone`). The gateway checks the same (server/domain/kyc/profile.ts).
 * `shows(field)` tells whether the field's errors may show yet (touched, or the form submitted).
 */
export function fieldRules(
  intl: IntlShape,
  shows: (field: string) => boolean,
  today: () => Date = () => new Date(),
): CustomValidator {
  return (formData, errors, uiSchema?: UiSchema) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    for (const [field, node] of Object.entries((uiSchema ?? {}) as Record<string, FieldUi>)) {
      if (field.startsWith('ui:') || !node || typeof node !== 'object' || !shows(field)) continue;
      const value = data[field];
      if (typeof value !== 'string' || value === '') continue;
      const fieldErrors = (errors as unknown as Record<string, FormValidation | undefined>)[field];
      const messageId = (rule: string) => node['ui:messages']?.[rule];
      const minAge = node['ui:options']?.minAge;
      if (minAge !== undefined) {
        const age = ageOn(value, today());
        const id = messageId('minAge');
        if (age !== undefined && age < minAge && id)
          fieldErrors?.addError(intl.formatMessage({ id }, { minAge }));
      }
      // A number not even written as E.164 already has the schema's pattern error.
      const phone = node['ui:widget'] === PHONE_WIDGET ? phoneKit() : undefined;
      if (phone?.isE164Shaped(value) && !phone.isValidE164(value)) {
        const id = messageId('phone') ?? messageId('pattern');
        if (id) fieldErrors?.addError(intl.formatMessage({ id }));
      }
    }
    return errors;
  };
}
