import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './widgetSupport.tsx';

/** An exchange of the Exchange destination wallet type (travelExchangeList). */
export interface ExchangeOption {
  id: string;
  name: string;
  logo: string;
}

/**
 * 'ui:widget': 'exchange' — the exchange the crypto goes to, chosen from the form context's `exchanges`
 * (the value is the exchange's name, as the order's exchangeName).
 */
export function ExchangeWidget({
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
  registry,
}: WidgetProps) {
  const exchanges = ((registry.formContext as { exchanges?: ExchangeOption[] } | undefined)?.exchanges ??
    []) as ExchangeOption[];
  return (
    <TextField
      select
      fullWidth
      id={id}
      name={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={typeof value === 'string' ? value : ''}
      error={rawErrors.length > 0}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy(id, rawErrors) } }}
    >
      {exchanges.map((exchange) => (
        <MenuItem key={exchange.id} value={exchange.name}>
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              component="img"
              src={exchange.logo}
              alt=""
              sx={{ width: 20, height: 20, objectFit: 'contain' }}
            />
            {exchange.name}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
