import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { CountrySelector } from '../../components/CountrySelector/index.ts';
import { LazyCurrencyPicker as CurrencyPicker } from './LazyCurrencyPicker.tsx';
import { useStores } from '../../stores/context.tsx';
import { quoteMessages } from './Edit.messages.ts';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * The country's name in the interface language (the server names it in English). One Intl.DisplayNames
 * per locale: building it loads the locale's ICU data, which took ~50 ms of the 4× boot profile when it
 * was built again on every render of the header.
 */
function regionName(locale: string, code: string, fallback: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The header's country: a skeleton until GET country ends, nothing for a banned region; choosing one pays in its currency. */
export const CountryHeader = observer(function CountryHeader() {
  const intl = useIntl();
  const { countries, quote } = useStores();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void countries.load();
  }, [countries]);

  const current = countries.current;
  const canChoose = countries.list.length > 0;
  return (
    <>
      <CountrySelector
        code={current?.code}
        name={current && regionName(intl.locale, current.code, current.name)}
        loading={countries.loading}
        banned={countries.banned}
        onClick={canChoose ? () => setOpen(true) : undefined}
      />
      {canChoose && (
        <CurrencyPicker
          open={open}
          items={countries.items}
          selectedId={current?.code}
          title={intl.formatMessage(quoteMessages.countryPickerTitle)}
          onClose={() => setOpen(false)}
          onSelect={(item) => {
            setOpen(false);
            const country = countries.choose(item.id);
            if (country) void quote.selectPayCurrency(country.currency);
          }}
        />
      )}
    </>
  );
});
