import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { CountrySelectorFlag } from '../../components/CountrySelector/CountrySelectorFlag.tsx';
import { phoneKit } from '../phoneKit.ts';
import { localizedCountries } from './countryNames.ts';
import { widgetMessages } from './widgets.messages.ts';
import { contextOf, fieldOf, useFieldValue, WidgetFieldset } from './widgetSupport.tsx';

interface Draft {
  country?: string;
  national: string;
  emitted: unknown;
}

/** The country of the buyer's locale (en-US → US), the calling code offered first. */
const localeCountry = (locale: string) => {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
};

/**
 * 'ui:widget': 'phone' — the country calling code (with flag) and the number as the buyer writes it in
 * that country. The value is the number in E.164 ('+447911123456'); a number that does not exist is
 * kept as typed so the form says it is not valid (libphonenumber-js, the gateway checks the same).
 * The calling code starts as the country of `ui:options.countryField` (e.g. the citizenship). Drawn once
 * the phone helpers have loaded (the schema form waits for them: src/forms/phoneKit.ts).
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, options, onChange, registry } = props;
  const intl = useIntl();
  const phone = phoneKit();
  const field = fieldOf(props);
  const countries = contextOf(registry).countries;
  const choices = useMemo(
    () =>
      localizedCountries(countries ?? [], intl.locale).flatMap((country) => {
        const code = phone.callingCodeOf(country.code);
        return code ? [{ ...country, callingCode: code }] : [];
      }),
    [countries, intl.locale, phone],
  );
  const fieldCountry = useFieldValue(
    typeof options.countryField === 'string' ? options.countryField : undefined,
  );
  const [draft, setDraft] = useState<Draft>({ national: '', emitted: undefined });

  const suggested = [
    typeof fieldCountry === 'string' ? fieldCountry : undefined,
    localeCountry(intl.locale),
  ].find((code) => code && choices.some((choice) => choice.code === code));
  // A value from outside (a saved draft, the gateway's data) replaces what was being typed.
  const shown: Draft =
    draft.emitted === value
      ? draft
      : typeof value === 'string' && value
        ? {
            ...phone.splitPhone(
              value,
              [draft.country, ...choices.map((choice) => choice.code)].filter((c): c is string => Boolean(c)),
            ),
            emitted: value,
          }
        : { national: '', emitted: value };
  const country = shown.country ?? suggested ?? choices[0]?.code ?? '';

  const update = (next: { country: string; national: string }) => {
    const stored = next.country ? phone.phoneValue(next.country, next.national) : undefined;
    setDraft({ ...next, emitted: stored });
    onChange(stored);
  };

  return (
    <WidgetFieldset field={field} tracksFocus>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(108px, auto) 1fr', gap: 1 }}>
        <TextField
          select
          id={`${id}-country`}
          label={intl.formatMessage(widgetMessages.callingCode)}
          value={choices.some((choice) => choice.code === country) ? country : ''}
          disabled={field.disabled || choices.length === 0}
          onChange={(event) => update({ country: event.target.value, national: shown.national })}
          slotProps={{
            select: {
              renderValue: (code) => {
                const choice = choices.find((c) => c.code === code);
                return choice ? (
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <CountrySelectorFlag code={choice.code} />+{choice.callingCode}
                  </Box>
                ) : null;
              },
            },
          }}
        >
          {choices.map((choice) => (
            <MenuItem
              key={choice.code}
              value={choice.code}
              sx={{ gap: 1.5, minHeight: (t) => t.custom.touchTarget }}
            >
              <CountrySelectorFlag code={choice.code} />
              <Box component="span" sx={{ flex: 1 }}>
                {choice.name}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                +{choice.callingCode}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={id}
          name={id}
          label={intl.formatMessage(widgetMessages.phoneNumber)}
          value={shown.national}
          error={field.error}
          disabled={field.disabled}
          onChange={(event) => update({ country, national: event.target.value })}
          slotProps={{
            htmlInput: {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel-national',
              'aria-describedby': field.describedBy,
            },
          }}
        />
      </Box>
    </WidgetFieldset>
  );
}
