import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './widgetSupport.tsx';

export interface ListChoice {
  value: string;
  text: string;
  /** An image shown before the text (a logo), decorative. */
  image?: string;
}

type Props = Pick<
  WidgetProps,
  | 'id'
  | 'value'
  | 'label'
  | 'required'
  | 'disabled'
  | 'readonly'
  | 'rawErrors'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
> & {
  choices: ListChoice[];
  /** Shown under the field (e.g. why it cannot be chosen yet). */
  helperText?: ReactNode;
};

/** A select of one value from a list the gateway gave (natures, cryptos, networks). */
export function ListSelect({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
  choices,
  helperText,
}: Props) {
  const current = typeof value === 'string' && choices.some((choice) => choice.value === value) ? value : '';
  return (
    <TextField
      select
      fullWidth
      id={id}
      name={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={current}
      error={rawErrors.length > 0}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      // The hint stays legible while the field waits (a disabled hint's grey fails the contrast check).
      slotProps={{
        htmlInput: { 'aria-describedby': describedBy(id, rawErrors) },
        formHelperText: { disabled: false },
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value} sx={{ minHeight: (t) => t.custom.touchTarget }}>
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {choice.image && (
              <Box
                component="img"
                src={choice.image}
                alt=""
                sx={{ width: 20, height: 20, objectFit: 'contain' }}
              />
            )}
            {choice.text}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
