import { CssBaseline } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
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
  /** The router around the screens: the browser's history, or a fixed location for the build's pre-render. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The providers every screen relies on: stores, messages, theme, router. */
export function App({ store, theme, bindNavigation, Router = BrowserRouter }: AppProps) {
  return (
    <RootStoreProvider store={store}>
      <IntlProvider>
        <ThemeProvider theme={theme} storageManager={null}>
          <CssBaseline enableColorScheme />
          <ErrorBoundary>
            <Router>
              {bindNavigation}
              {/* The shell's own <Routes>, built from the registry, does the matching. */}
              <AppShell />
            </Router>
          </ErrorBoundary>
        </ThemeProvider>
      </IntlProvider>
    </RootStoreProvider>
  );
}
