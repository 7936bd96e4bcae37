import type { IntlShape } from 'react-intl';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { schemaFormMessages } from './SchemaForm.messages.ts';

/** 'walletType', '.walletType', "['first-name']" or 'address.city' → ['walletType'] / ['first-name'] / ['address', 'city']. */
export function propertyPath(property: string | undefined): string[] {
  if (!property) return [];
  const parts: string[] = [];
  const pattern = /(?:^|\.)([^.[\]]+)|\[['"]?([^'"\]]+)['"]?\]/g;
  for (let match = pattern.exec(property); match; match = pattern.exec(property))
    parts.push(match[1] ?? match[2]);
  return parts;
}

const GENERIC: Record<string, keyof typeof schemaFormMessages> = {
  required: 'required',
  minLength: 'required',
  enum: 'invalid',
  pattern: 'invalid',
  format: 'invalid',
  maxLength: 'maxLength',
  type: 'invalid',
};

/**
 * Ajv's errors in the buyer's language: the field's own message for the failing keyword ('ui:messages'
 * in its ui schema, a message id), else a generic one. The `if` keyword's echo of a failed `then` is
 * dropped: the field error beside it says what to do.
 */
export function translateErrors(intl: IntlShape) {
  return (errors: RJSFValidationError[], uiSchema?: UiSchema): RJSFValidationError[] =>
    errors
      .filter((error) => error.name !== 'if')
      .map((error) => {
        let node: unknown = uiSchema;
        for (const part of propertyPath(error.property))
          node = (node as Record<string, unknown> | undefined)?.[part];
        const own = (node as { 'ui:messages'?: Record<string, string> } | undefined)?.['ui:messages']?.[
          error.name ?? ''
        ];
        const message = own
          ? intl.formatMessage({ id: own }, error.params)
          : intl.formatMessage(schemaFormMessages[GENERIC[error.name ?? ''] ?? 'invalid'], {
              limit: String(error.params?.limit ?? ''),
            });
        return { ...error, message, stack: message };
      });
}
