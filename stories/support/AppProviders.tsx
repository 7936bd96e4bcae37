import { useMemo, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { createAppTheme, defaultTokens, type Tokens } from '../../theme/createTheme.ts';
import { IntlProvider } from '../../src/shell/IntlProvider.tsx';
import type { AppLocale } from '../../src/i18n/locales.ts';
import { RootStoreProvider } from '../../src/stores/context.tsx';
import type { RootStore } from '../../src/stores/RootStore.ts';

export interface AppProvidersProps {
  store: RootStore;
  locale?: AppLocale;
  tokens?: Tokens;
  /** The memory router's history; default ['/edit']. */
  initialEntries?: string[];
  children?: ReactNode;
}

/** What the app gives every screen, for stories and component tests: store, messages, theme, router. */
export function AppProviders({
  store,
  locale = 'en-US',
  tokens = defaultTokens,
  initialEntries = ['/edit'],
  children,
}: AppProvidersProps) {
  const theme = useMemo(() => createAppTheme(tokens), [tokens]);
  return (
    <RootStoreProvider store={store}>
      <IntlProvider locale={locale}>
        <ThemeProvider theme={theme} storageManager={null}>
          <CssBaseline enableColorScheme />
          <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
        </ThemeProvider>
      </IntlProvider>
    </RootStoreProvider>
  );
}
