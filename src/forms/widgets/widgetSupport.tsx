import { createContext, use, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
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

export interface WidgetFieldsetProps {
  /** The field's label, as the group's legend. */
  label: ReactNode;
  legendId?: string;
  required?: boolean;
  disabled?: boolean;
  error: boolean;
  'aria-describedby'?: string;
  /** Focus came into the group from outside. */
  onEnter?: () => void;
  /** Focus left the group (not when it moves between the group's own controls). */
  onLeave?: () => void;
  children: ReactNode;
}

/** A widget made of several controls: one borderless fieldset whose legend is the field's label. */
export function WidgetFieldset({
  label,
  legendId,
  required,
  disabled,
  error,
  onEnter,
  onLeave,
  children,
  ...aria
}: WidgetFieldsetProps) {
  return (
    <FormControl
      component="fieldset"
      fullWidth
      required={required}
      disabled={disabled}
      error={error}
      aria-describedby={aria['aria-describedby']}
      onBlur={(event) => {
        if (onLeave && !event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
      onFocus={onEnter}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" id={legendId} disabled={false} sx={{ mb: 1, typography: 'body2' }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
}

export interface AutocompleteInputProps {
  /** What MUI's Autocomplete gives its renderInput. */
  params: AutocompleteRenderInputParams;
  id: string;
  label: string;
  required?: boolean;
  rawErrors: readonly string[];
  /** The browser's autofill hint ('off' where the browser's own list would cover the options). */
  autoComplete: string;
  startAdornment?: ReactNode;
}

/** The text field of an Autocomplete widget: the field's name, label and error, described by its error text. */
export function AutocompleteInput({
  params,
  id,
  label,
  required,
  rawErrors,
  autoComplete,
  startAdornment,
}: AutocompleteInputProps) {
  return (
    <TextField
      {...params}
      name={id}
      label={label}
      required={required}
      error={rawErrors.length > 0}
      slotProps={{
        ...params.slotProps,
        input:
          startAdornment === undefined
            ? params.slotProps.input
            : { ...params.slotProps.input, startAdornment },
        htmlInput: {
          ...params.slotProps.htmlInput,
          autoComplete,
          'aria-describedby': describedBy(id, rawErrors),
        },
      }}
    />
  );
}
