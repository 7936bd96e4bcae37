import { useEffect } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { widgetMessages } from './widgets.messages.ts';
import { AutocompleteInput, autocompleteOf, contextOf, fieldOf, useFieldValue } from './widgetSupport.tsx';

/**
 * 'ui:widget': 'city' — the gateway's cities (getCity) of the country chosen in the field
 * `ui:options.countryField` of the same form, offered as the buyer types; any other city can be typed
 * (many countries have no list). The value is the city's name as typed or chosen.
 */
export function CityWidget(props: WidgetProps) {
  const { value, options, onChange, registry } = props;
  const intl = useIntl();
  const field = fieldOf(props);
  const { citiesByCountry, loadCities } = contextOf(registry);
  const country = useFieldValue(typeof options.countryField === 'string' ? options.countryField : undefined);
  const countryCode = typeof country === 'string' && country ? country : undefined;
  const cities = countryCode ? citiesByCountry?.[countryCode] : undefined;

  useEffect(() => {
    if (countryCode) loadCities?.(countryCode);
  }, [countryCode, loadCities]);

  const text = typeof value === 'string' ? value : '';
  return (
    <Autocomplete<string, false, false, true>
      {...autocompleteOf(field, intl)}
      freeSolo
      options={cities ?? []}
      value={text || null}
      inputValue={text}
      loading={Boolean(countryCode) && !cities}
      onInputChange={(_event, typed) => onChange(typed === '' ? undefined : typed)}
      onChange={(_event, city) => onChange(city ?? undefined)}
      noOptionsText={intl.formatMessage(widgetMessages.noCity)}
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          field={field}
          autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'address-level2'}
        />
      )}
    />
  );
}
