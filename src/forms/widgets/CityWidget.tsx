import { useEffect } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { widgetMessages } from './widgets.messages.ts';
import { AutocompleteInput, autocompleteTexts, contextOf, useFieldValue } from './widgetSupport.tsx';

/**
 * 'ui:widget': 'city' — the gateway's cities (getCity) of the country chosen in the field
 * `ui:options.countryField` of the same form, offered as the buyer types; any other city can be typed
 * (many countries have no list). The value is the city's name as typed or chosen.
 */
export function CityWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  options,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
  registry,
}: WidgetProps) {
  const intl = useIntl();
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
      id={id}
      freeSolo
      options={cities ?? []}
      value={text || null}
      inputValue={text}
      loading={Boolean(countryCode) && !cities}
      disabled={disabled || readonly}
      onInputChange={(_event, typed) => onChange(typed === '' ? undefined : typed)}
      onChange={(_event, city) => onChange(city ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      noOptionsText={intl.formatMessage(widgetMessages.noCity)}
      {...autocompleteTexts(intl)}
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          id={id}
          label={label}
          required={required}
          rawErrors={rawErrors}
          autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'address-level2'}
        />
      )}
    />
  );
}
