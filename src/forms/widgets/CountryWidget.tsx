import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { CountrySelectorFlag } from '../../components/CountrySelector/CountrySelectorFlag.tsx';
import type { ListOption } from '../index.ts';
import { localizedCountries } from './countryNames.ts';
import { widgetMessages } from './widgets.messages.ts';
import { AutocompleteInput, autocompleteTexts, contextOf } from './widgetSupport.tsx';

/**
 * 'ui:widget': 'country' — a country of the gateway's list (formContext.countries, banned ones left out),
 * searched by its name in the buyer's language, with its flag. The value is the ISO alpha-2 code.
 */
export function CountryWidget({
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
  const intl = useIntl();
  const countries = contextOf(registry).countries;
  const options = useMemo(() => localizedCountries(countries ?? [], intl.locale), [countries, intl.locale]);
  const selected = options.find((option) => option.code === value) ?? null;

  return (
    <Autocomplete<ListOption>
      id={id}
      options={options}
      value={selected}
      loading={!countries}
      disabled={disabled || readonly}
      autoHighlight
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      onChange={(_event, option) => onChange(option?.code)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      noOptionsText={intl.formatMessage(widgetMessages.noCountry)}
      {...autocompleteTexts(intl)}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1.5, minHeight: (t) => t.custom.touchTarget }}
        >
          <CountrySelectorFlag code={option.code} />
          {option.name}
        </Box>
      )}
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          id={id}
          label={label}
          required={required}
          rawErrors={rawErrors}
          autoComplete="off"
          startAdornment={
            selected ? (
              <InputAdornment position="start" sx={{ ml: 0.5 }}>
                <CountrySelectorFlag code={selected.code} />
              </InputAdornment>
            ) : null
          }
        />
      )}
    />
  );
}
