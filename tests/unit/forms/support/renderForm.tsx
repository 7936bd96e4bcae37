import { createRef, useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import SchemaForm, { type SchemaFormHandle } from '../../../../src/forms/SchemaForm/SchemaForm.tsx';
import type {
  FieldErrors,
  FormContextData,
  FormDataOf,
  FormDraftOf,
  FormName,
} from '../../../../src/forms/index.ts';
import { ThemeProvider } from '@mui/material/styles';
import { IntlProvider } from '../../../../src/shell/IntlProvider.tsx';
import { createAppTheme, defaultTokens } from '../../../../theme/createTheme.ts';
import type { AppLocale } from '../../../../src/i18n/locales.ts';

/** The gateway's lists as the widgets get them (a few of each). */
export function formContextFixture(): FormContextData & {
  loadCities: ReturnType<typeof vi.fn>;
  loadNetworks: ReturnType<typeof vi.fn>;
} {
  const context = {
    countries: [
      { code: 'FR', name: 'France' },
      { code: 'DE', name: 'Germany' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States' },
    ],
    natures: [
      { code: 'investment', name: 'Investment' },
      { code: 'trading', name: 'Trading' },
    ],
    citiesByCountry: { FR: ['Paris', 'Lyon', 'Marseille'], DE: [] },
    loadCities: vi.fn<(country: string) => void>(),
    exchanges: [{ id: 'kraken', name: 'Kraken', logo: '/k.svg' }],
    cryptos: [
      { crypto: 'USDT', name: 'Tether', imgUrl: '/usdt.svg' },
      { crypto: 'BTC', name: 'Bitcoin', imgUrl: '/btc.svg' },
    ],
    networksByCrypto: {
      USDT: [{ network: 'TRON', name: 'Tron (TRC20)' }],
      BTC: [{ network: 'BTC', name: 'Bitcoin' }],
    },
    loadNetworks: vi.fn<(crypto: string) => void>(),
  };
  return context satisfies FormContextData;
}

/** A born-today date `years` years ago, 'YYYY-MM-DD'. */
export const yearsAgo = (years: number, extraDays = 0) => {
  const now = new Date();
  const date = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - extraDays),
  );
  return date.toISOString().slice(0, 10);
};

/** Data each form holds once filled in. */
export const validData: { [N in FormName]: FormDataOf<N> } = {
  personalInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    citizenship: 'GB',
    city: 'London',
    purpose: 'investment',
    contactNumber: '+447911123456',
  },
  billingAddress: { country: 'FR', city: 'Paris', zipCode: '75001', address: '1 Rue de Rivoli' },
  idVerification: { country: 'FR', documentType: 'passport' },
  addressBookEntry: {
    crypto: 'USDT',
    network: 'TRON',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    name: 'Savings',
  },
  walletType: { walletType: 'exchange', exchangeName: 'Kraken' },
};

interface Options {
  locale?: AppLocale;
  formContext?: FormContextData;
  extraErrors?: FieldErrors;
  disabled?: boolean;
  children?: ReactNode;
}

/** Renders a form of the index as a page does: controlled data, the lists, a ref to validate it. */
/** The app's theme, as the forms get it in the app (widgets size themselves from its tokens). */
const appTheme = createAppTheme(defaultTokens);

export function renderForm<N extends FormName>(form: N, initial: FormDraftOf<N>, options: Options = {}) {
  const handle = createRef<SchemaFormHandle>();
  const onChange = vi.fn<(data: FormDraftOf<N>) => void>();
  const onSubmit = vi.fn<(data: FormDataOf<N>) => void>();
  const formContext = options.formContext ?? formContextFixture();
  function Page() {
    const [data, setData] = useState<FormDraftOf<N>>(initial);
    return (
      <SchemaForm
        ref={handle}
        form={form}
        formData={data}
        formContext={formContext}
        extraErrors={options.extraErrors}
        disabled={options.disabled}
        onChange={(next) => {
          onChange(next);
          setData(next);
        }}
        onSubmit={onSubmit}
      >
        {options.children}
      </SchemaForm>
    );
  }
  const view = render(
    <ThemeProvider theme={appTheme}>
      <IntlProvider locale={options.locale ?? 'en-US'}>
        <Page />
      </IntlProvider>
    </ThemeProvider>,
  );
  return { ...view, handle, onChange, onSubmit, formContext };
}
