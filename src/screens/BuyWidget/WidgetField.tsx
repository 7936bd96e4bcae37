import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface WidgetFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  placeholder?: string;
  /** What is wrong with the value, shown under the field. */
  error?: string;
  disabled: boolean;
  /** Attributes of the input element itself (inputMode, autoComplete …). */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * One of the widget's outlined fields, its label always above the value: what MUI's TextField renders for
 * it, composed from the parts. TextField carries Select (and its Menu, Popover and Modal) for its `select`
 * mode, about 16 KiB gzip that the widget, a partner's first screen, would otherwise load up front.
 */
export function WidgetField({
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  disabled,
  inputProps,
  endAdornment,
}: WidgetFieldProps) {
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
