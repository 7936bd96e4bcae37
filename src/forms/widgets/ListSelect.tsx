import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { fieldOf, type WidgetFieldProps } from './widgetSupport.tsx';

export interface ListChoice {
  value: string;
  text: string;
  /** An image shown before the text (a logo), decorative. */
  image?: string;
}

type Props = WidgetFieldProps & {
  onChange: WidgetProps['onChange'];
  choices: ListChoice[];
  /** Shown under the field (e.g. why it cannot be chosen yet). */
  helperText?: ReactNode;
};

/** A select of one value from a list the gateway gave (natures, cryptos, networks). */
export function ListSelect({ choices, helperText, onChange, ...props }: Props) {
  const { value } = props;
  const { describedBy, ...field } = fieldOf(props);
  const current = typeof value === 'string' && choices.some((choice) => choice.value === value) ? value : '';
  return (
    <TextField
      select
      fullWidth
      {...field}
      name={field.id}
      value={current}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value || undefined)}
      // The hint stays legible while the field waits (a disabled hint's grey fails the contrast check).
      slotProps={{
        htmlInput: { 'aria-describedby': describedBy },
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
