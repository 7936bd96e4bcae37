import { createContext, use, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import { errorId, type Registry, type WidgetProps } from '@rjsf/utils';
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

/** The RJSF props every widget wires the same way. */
export type WidgetFieldProps = Pick<
  WidgetProps,
  'id' | 'value' | 'label' | 'required' | 'disabled' | 'readonly' | 'rawErrors' | 'onBlur' | 'onFocus'
>;

export type WidgetField = ReturnType<typeof fieldOf>;

/**
 * A widget's field as every widget shows it: its name and label, locked when disabled or read-only, in error
 * while the form has errors for it (the input is then described by its error text, the error list's id),
 * focus and blur reported to the form with the field's value.
 */
export function fieldOf(props: WidgetFieldProps) {
  const { id, value, rawErrors = [] } = props;
  const error = rawErrors.length > 0;
  return {
    id,
    label: props.label,
    required: props.required,
    disabled: Boolean(props.disabled || props.readonly),
    error,
    describedBy: error ? errorId(id) : undefined,
    onBlur: () => props.onBlur(id, value),
    onFocus: () => props.onFocus(id, value),
  };
}

/** What an Autocomplete widget takes of its field, and MUI Autocomplete's own texts in the buyer's language. */
export const autocompleteOf = ({ id, disabled, onBlur, onFocus }: WidgetField, intl: IntlShape) => ({
  id,
  disabled,
  onBlur,
  onFocus,
  openText: intl.formatMessage(widgetMessages.open),
  closeText: intl.formatMessage(widgetMessages.close),
  clearText: intl.formatMessage(widgetMessages.clear),
  loadingText: intl.formatMessage(widgetMessages.loading),
});

export interface WidgetFieldsetProps {
  field: WidgetField;
  legendId?: string;
  /** The group itself is described by the error text (none of its controls is). */
  describesError?: boolean;
  /** Focus coming into the group and leaving it is the field's focus and blur (its controls report none). */
  tracksFocus?: boolean;
  children: ReactNode;
}

/** A widget made of several controls: one borderless fieldset whose legend is the field's label. */
export function WidgetFieldset({
  field,
  legendId,
  describesError,
  tracksFocus,
  children,
}: WidgetFieldsetProps) {
  return (
    <FormControl
      component="fieldset"
      fullWidth
      required={field.required}
      disabled={field.disabled}
      error={field.error}
      aria-describedby={describesError ? field.describedBy : undefined}
      onBlur={(event) => {
        // Not when focus moves between the group's own controls.
        if (tracksFocus && !event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
      }}
      onFocus={tracksFocus ? field.onFocus : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" id={legendId} disabled={false} sx={{ mb: 1, typography: 'body2' }}>
        {field.label}
      </FormLabel>
      {children}
    </FormControl>
  );
}

export interface AutocompleteInputProps {
  /** What MUI's Autocomplete gives its renderInput. */
  params: AutocompleteRenderInputParams;
  field: WidgetField;
  /** The browser's autofill hint ('off' where the browser's own list would cover the options). */
  autoComplete: string;
  startAdornment?: ReactNode;
}

/** The text field of an Autocomplete widget: the field's name, label and error, described by its error text. */
export function AutocompleteInput({ params, field, autoComplete, startAdornment }: AutocompleteInputProps) {
  return (
    <TextField
      {...params}
      name={field.id}
      label={field.label}
      required={field.required}
      error={field.error}
      slotProps={{
        ...params.slotProps,
        input:
          startAdornment === undefined
            ? params.slotProps.input
            : { ...params.slotProps.input, startAdornment },
        htmlInput: { ...params.slotProps.htmlInput, autoComplete, 'aria-describedby': field.describedBy },
      }}
    />
  );
}
