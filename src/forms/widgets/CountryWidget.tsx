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
import { AutocompleteInput, autocompleteOf, contextOf, fieldOf } from './widgetSupport.tsx';

/**
 * 'ui:widget': 'country' — a country of the gateway's list (formContext.countries, banned ones left out),
 * searched by its name in the buyer's language, with its flag. The value is the ISO alpha-2 code.
 */
export function CountryWidget(props: WidgetProps) {
  const { value, onChange, registry } = props;
  const intl = useIntl();
  const field = fieldOf(props);
  const countries = contextOf(registry).countries;
  const options = useMemo(() => localizedCountries(countries ?? [], intl.locale), [countries, intl.locale]);
  const selected = options.find((option) => option.code === value) ?? null;

  return (
    <Autocomplete<ListOption>
      {...autocompleteOf(field, intl)}
      options={options}
      value={selected}
      loading={!countries}
      autoHighlight
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      onChange={(_event, option) => onChange(option?.code)}
      noOptionsText={intl.formatMessage(widgetMessages.noCountry)}
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
          field={field}
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
