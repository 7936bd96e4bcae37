import { createContext, use } from 'react';
import { errorId, type Registry } from '@rjsf/utils';
import type { IntlShape } from 'react-intl';
import type { FormContextData } from '../index.ts';
import { widgetMessages } from './widgets.messages.ts';

/** The lists the page gave the form (root.formData.formContext and the like). */
export const contextOf = (registry: Registry): FormContextData =>
  (registry.formContext ?? {}) as FormContextData;

/** The whole form's data, for a widget that depends on another field (the city on the country). */
export const FormDataContext = createContext<Record<string, unknown>>({});

/** The value of another field of the same form. */
export function useFieldValue(field: string | undefined): unknown {
  const data = use(FormDataContext);
  return field ? data[field] : undefined;
}

/** What an input is described by: its error text, when it shows one (the error list has this id). */
export const describedBy = (id: string, rawErrors: readonly string[] | undefined): string | undefined =>
  rawErrors && rawErrors.length > 0 ? errorId(id) : undefined;

/** MUI Autocomplete's own texts in the buyer's language. */
export const autocompleteTexts = (intl: IntlShape) => ({
  openText: intl.formatMessage(widgetMessages.open),
  closeText: intl.formatMessage(widgetMessages.close),
  clearText: intl.formatMessage(widgetMessages.clear),
  loadingText: intl.formatMessage(widgetMessages.loading),
});
