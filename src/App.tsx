import { CssBaseline } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { IntlProvider } from './shell/IntlProvider.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { RootStoreProvider } from './stores/context.tsx';
import type { RootStore } from './stores/RootStore.ts';

export interface AppProps {
  store: RootStore;
  theme: Theme;
  /** Binds the stores' navigation to the router (see RouterNavigation). */
  bindNavigation: ReactNode;
}

/** The providers every screen relies on: stores, messages, theme, router. */
export function App({ store, theme, bindNavigation }: AppProps) {
  return (
    <RootStoreProvider store={store}>
      <IntlProvider>
        <ThemeProvider theme={theme} storageManager={null}>
          <CssBaseline enableColorScheme />
          <ErrorBoundary>
            <BrowserRouter>
              {bindNavigation}
              {/* The shell's own <Routes>, built from the registry, does the matching. */}
              <AppShell />
            </BrowserRouter>
          </ErrorBoundary>
        </ThemeProvider>
      </IntlProvider>
    </RootStoreProvider>
  );
}
