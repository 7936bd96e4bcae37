import {
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type Ref,
  use,
} from 'react';
import { generateForm } from '@rjsf/mui';
import type CoreForm from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import {
  englishStringTranslator,
  TranslatableString,
  type ErrorSchema,
  type RJSFValidationError,
  type UiSchema,
} from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useIntl } from 'react-intl';
import {
  forms,
  type FieldErrors,
  type FormContextData,
  type FormDataOf,
  type FormDraftOf,
  type FormName,
} from '../index.ts';
import { appWidgets } from '../widgets/index.ts';
import { fieldRules } from './fieldRules.ts';
import { localizeUiSchema } from './localizeUiSchema.ts';
import { schemaFormMessages } from './SchemaForm.messages.ts';
import { propertyPath, translateErrors } from './transformErrors.ts';
import { ErrorVisibility } from './errorVisibility.ts';
import { BaseInputTemplate, FieldErrorTemplate } from './templates.tsx';
import { withVisibleFields } from './visibleFields.ts';
import { clearDependents } from './dependentFields.ts';
import { FormDataContext } from '../widgets/widgetSupport.tsx';
import { hasPhoneField, loadPhoneKit, phoneKitLoaded } from '../phoneKit.ts';

export interface SchemaFormHandle {
  /** Validates the current data, shows every error beside its field, focuses the first, and tells whether it holds. */
  validate(): boolean;
}

export interface SchemaFormProps<N extends FormName> {
  /** Which form of the index (src/forms/index.ts) to render. */
  form: N;
  formData: FormDraftOf<N>;
  onChange: (data: FormDraftOf<N>) => void;
  /** Called with the data once it validates (a submit of the form's own button). */
  onSubmit?: (data: FormDataOf<N>) => void;
  /** The lists the widgets read (root.formData.formContext, plus e.g. the exchanges). */
  formContext?: FormContextData;
  /** Errors the gateway answered, beside their fields (see fieldErrorsOf). */
  extraErrors?: FieldErrors;
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
const templates = { BaseInputTemplate, FieldErrorTemplate };
const validators = new Map<FormName, ReturnType<typeof createPrecompiledValidator>>();
const validatorOf = (name: FormName) => {
  let validator = validators.get(name);
  if (!validator) {
    validator = createPrecompiledValidator(forms[name].validateFns, forms[name].schema);
    validators.set(name, validator);
  }
  return validator;
};

type FormTagProps = ComponentProps<'form'> & { onSubmit?: (event: FormEvent<HTMLFormElement>) => void };

/**
 * A data-entry form of the form index, rendered from its JSON Schema (RJSF with MUI and ajv 8): every
 * text comes from the message catalogues, a field's errors show once it is left (blur) and every error
 * on submit, with the focus on the first; no browser validation bubbles. A form with a phone field is drawn
 * once the phone helpers are in (suspended until then, as for its code). That wait is a component of its
 * own, with no hook before it: React replays a component that suspended on `use` with the hooks it had, and
 * the form's hooks around a `use` that is skipped on the replay (the helpers in by then) broke it (#467).
 */
export default function SchemaForm<N extends FormName>(props: SchemaFormProps<N>) {
  if (hasPhoneField(forms[props.form].uiSchema) && !phoneKitLoaded()) use(loadPhoneKit());
  return <LoadedSchemaForm {...props} />;
}

function LoadedSchemaForm<N extends FormName>({
  form: name,
  formData,
  onChange,
  onSubmit,
  formContext,
  extraErrors,
  disabled,
  embedded,
  children,
  ref,
}: SchemaFormProps<N>) {
  const intl = useIntl();
  const form = useRef<CoreForm>(null);
  const entry = forms[name];
  const [visibility] = useState(() => new ErrorVisibility());
  const shows = useCallback((field: string) => visibility.shows(field), [visibility]);

  const localized = useMemo(
    () =>
      ({
        ...localizeUiSchema(entry.uiSchema as Record<string, unknown>, intl),
        'ui:submitButtonOptions': { submitText: intl.formatMessage(schemaFormMessages.submit) },
      }) as UiSchema,
    [entry, intl],
  );
  const uiSchema = useMemo(() => withVisibleFields(localized, formData), [localized, formData]);
  const transformErrors = useMemo(() => {
    const translate = translateErrors(intl);
    return (errors: RJSFValidationError[], ui?: UiSchema) =>
      translate(errors, ui).filter((error) => shows(propertyPath(error.property)[0] ?? ''));
  }, [intl, shows]);
  const customValidate = useMemo(() => fieldRules(intl, shows), [intl, shows]);

  /** RJSF's <form> (or a borderless fieldset when embedded) that marks the form submitted first. */
  const FormTag = useMemo(
    () =>
      function FormTag({ onSubmit: submit, noValidate, ...props }: FormTagProps) {
        const markSubmitted = (event: FormEvent<HTMLFormElement>) => {
          visibility.submit();
          submit?.(event);
        };
        if (!embedded) return <form {...props} noValidate={noValidate} onSubmit={markSubmitted} />;
        // `elements` stays (RJSF focuses the first field in error through it); the form-only attributes go.
        const {
          action: _action,
          method: _method,
          encType: _encType,
          acceptCharset: _charset,
          target: _target,
          autoComplete: _autoComplete,
          ...rest
        } = props;
        return (
          <fieldset
            {...(rest as ComponentProps<'fieldset'>)}
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          />
        );
      },
    [embedded, visibility],
  );

  /**
   * The field of the first error, by its id (RJSF's own lookup takes a <select>'s first option for a
   * list of matches), else the first input of a group (radio cards, the date's selects).
   */
  const focusFirstError = useCallback((error: RJSFValidationError) => {
    const root = form.current?.formElement.current as HTMLElement | null | undefined;
    const id = ['root', ...propertyPath(error.property)].join('_');
    const field =
      root?.querySelector<HTMLElement>(`[id="${id}"]`) ??
      root?.querySelector<HTMLElement>(`input[id^="${id}"], select[id^="${id}"], button[id^="${id}"]`);
    // Centred, with its label: scrolled to the top it would sit under the sticky top bar.
    field?.focus({ preventScroll: true });
    (field?.closest('.MuiFormControl-root, fieldset') ?? field)?.scrollIntoView?.({ block: 'center' });
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      validate: () => {
        visibility.submit();
        return form.current?.validateForm() ?? false;
      },
    }),
    [visibility],
  );

  return (
    <FormDataContext value={formData as Record<string, unknown>}>
      <MuiForm
        ref={form as Ref<CoreForm>}
        tagName={FormTag}
        schema={entry.schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validatorOf(name)}
        widgets={appWidgets}
        templates={templates}
        formContext={formContext}
        extraErrors={extraErrors as ErrorSchema | undefined}
        disabled={disabled}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError={focusFirstError}
        liveValidate="onBlur"
        customValidate={customValidate}
        transformErrors={transformErrors}
        translateString={(key, params) => {
          const id = TRANSLATED[key];
          return id ? intl.formatMessage(schemaFormMessages[id]) : englishStringTranslator(key, params);
        }}
        onBlur={(id) => visibility.touch(id)}
        onChange={(event: IChangeEvent) =>
          onChange(clearDependents(entry.uiSchema, formData, event.formData as FormDraftOf<N>))
        }
        onSubmit={(event: IChangeEvent) => onSubmit?.(event.formData as FormDataOf<N>)}
        // The errors show beside their fields; without a handler RJSF would also log them as console errors.
        onError={() => undefined}
      >
        {children}
      </MuiForm>
    </FormDataContext>
  );
}
