import { useImperativeHandle, useMemo, useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import { generateForm } from '@rjsf/mui';
import type CoreForm from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { englishStringTranslator, TranslatableString, type ErrorSchema, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useIntl } from 'react-intl';
import { appWidgets } from '../widgets/index.ts';
import { localizeUiSchema } from './localizeUiSchema.ts';
import { schemaFormMessages } from './SchemaForm.messages.ts';
import { translateErrors } from './transformErrors.ts';

export interface SchemaFormHandle {
  /** Validates the current data, shows the errors beside the fields, and tells whether it holds. */
  validate(): boolean;
}

export interface SchemaFormProps<T extends object> {
  /** A JSON Schema of schemas/forms (the same one the gateway validates). */
  schema: RJSFSchema;
  /**
   * Its validate functions, compiled ahead of time (src/forms/validators/<form>.generated.ts): the CSP
   * forbids compiling them in the browser.
   */
  validateFns: ValidatorFunctions;
  /** Its ui schema: message ids for titles, enum names and per-keyword error messages ('ui:messages'). */
  uiSchema: UiSchema<T>;
  formData: T;
  onChange: (data: T) => void;
  onSubmit?: (data: T) => void;
  /** More widgets by 'ui:widget' name, over the app's own (src/forms/widgets). */
  widgets?: RegistryWidgetsType<T>;
  /** Data the widgets read (e.g. the exchange list). */
  formContext?: Record<string, unknown>;
  /** Errors the gateway answered, beside their fields. */
  extraErrors?: ErrorSchema<T>;
  disabled?: boolean;
  /**
   * Part of a page's own <form> (forms cannot nest): rendered as a fieldset, and the page's submit
   * validates it through the ref.
   */
  embedded?: boolean;
  /** Replaces the default submit button (an empty fragment: none, the page has its own). */
  children?: ReactNode;
  ref?: Ref<SchemaFormHandle>;
}

/** RJSF's fixed strings that the app's forms can show. */
const TRANSLATED: Partial<Record<TranslatableString, 'errors'>> = {
  [TranslatableString.ErrorsLabel]: 'errors',
};

const MuiForm = generateForm();

/**
 * A borderless fieldset in place of RJSF's <form>: it keeps `elements`, which RJSF uses to focus the first
 * field in error, and drops the attributes only a form has.
 */
function EmbeddedFields({ noValidate: _noValidate, onSubmit: _onSubmit, ...props }: ComponentProps<'fieldset'> & { noValidate?: boolean; onSubmit?: unknown }) {
  return <fieldset {...props} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} />;
}

/**
 * A data-entry form rendered from its JSON Schema (RJSF with MUI and ajv 8): every text comes from the
 * message catalogues, errors are the spec's messages (no browser validation bubbles), and the page
 * validates it on demand through the ref.
 */
export default function SchemaForm<T extends object>({ schema, validateFns, uiSchema, formData, onChange, onSubmit, widgets, formContext, extraErrors, disabled, embedded, children, ref }: SchemaFormProps<T>) {
  const intl = useIntl();
  const form = useRef<CoreForm<T>>(null);
  const localized = useMemo(() => localizeUiSchema(uiSchema as Record<string, unknown>, intl) as UiSchema<T>, [uiSchema, intl]);
  const transformErrors = useMemo(() => translateErrors(intl), [intl]);
  const validator = useMemo(() => createPrecompiledValidator<T>(validateFns, schema), [validateFns, schema]);
  const allWidgets = useMemo(() => ({ ...appWidgets, ...widgets }) as RegistryWidgetsType<T>, [widgets]);
  useImperativeHandle(ref, () => ({ validate: () => form.current?.validateForm() ?? false }), []);

  return (
    <MuiForm
      ref={form as Ref<CoreForm>}
      tagName={embedded ? EmbeddedFields : undefined}
      schema={schema}
      uiSchema={localized}
      formData={formData}
      validator={validator}
      widgets={allWidgets}
      formContext={formContext}
      extraErrors={extraErrors}
      disabled={disabled}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      transformErrors={transformErrors}
      translateString={(key, params) => {
        const id = TRANSLATED[key];
        return id ? intl.formatMessage(schemaFormMessages[id]) : englishStringTranslator(key, params);
      }}
      onChange={(event: IChangeEvent<T>) => onChange(event.formData as T)}
      onSubmit={(event: IChangeEvent<T>) => onSubmit?.(event.formData as T)}
      // The errors show beside their fields; without a handler RJSF would also log them as console errors.
      onError={() => undefined}
    >
      {children}
    </MuiForm>
  );
}
