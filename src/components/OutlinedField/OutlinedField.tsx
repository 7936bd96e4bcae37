import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** What is wrong with the value, shown under the field. */
  error?: string;
  disabled?: boolean;
  /** The input's type ('text' unless said) and its name in its form. */
  type?: 'text' | 'email';
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the input element itself (inputMode, autoComplete …). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field, its label always above the value: what MUI's TextField renders for it, composed
 * from the parts. TextField carries Select (and its Menu, Popover and Modal) for its `select` mode, about
 * 20 KiB gzip that a first screen (a partner's widget, Log In) would otherwise load up front. The label never
 * floats: on a page rendered ahead, typing starts before the app's code could move it out of the way
 * (scripts/prerender.ts, worksAhead).
 */
export function OutlinedField({
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  disabled = false,
  type,
  name,
  inputRef,
  inputProps,
  endAdornment,
}: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        type={type}
        name={name}
        inputRef={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        aria-describedby={helperTextId}
        inputProps={inputProps}
        endAdornment={endAdornment}
      />
      {error && <FormHelperText id={helperTextId}>{error}</FormHelperText>}
    </FormControl>
  );
}
