import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlProvider } from '../../../src/shell/IntlProvider.tsx';
import type { AppLocale } from '../../../src/i18n/locales.ts';
import {
  createAppTheme,
  defaultTokens,
  mergeTokens,
  type PartnerTokens,
} from '../../../theme/createTheme.ts';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

export interface ProviderOptions {
  locale?: AppLocale;
  /** A partner's token overrides (e.g. the JSON of theme/partners/<id>.json). */
  partnerTokens?: PartnerTokens;
}

export function Providers({
  locale = 'en-US',
  partnerTokens,
  children,
}: ProviderOptions & { children: ReactNode }) {
  const theme = createAppTheme(mergeTokens(defaultTokens, partnerTokens, new URLSearchParams()));
  return (
    <IntlProvider locale={locale}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </IntlProvider>
  );
}

/** Renders a component the way the app does: our theme (or a partner's) and a fixed locale's messages. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { rerender, ...rest } = render(<Providers {...options}>{ui}</Providers>);
  return { ...rest, rerender: (next: ReactElement) => rerender(<Providers {...options}>{next}</Providers>) };
}
