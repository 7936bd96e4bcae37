import { CssBaseline } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { IntlProvider } from './i18n/IntlProvider.tsx';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { RootStoreProvider } from './stores/context.tsx';
import type { RootStore } from './stores/RootStore.ts';

export interface AppProps {
  store: RootStore;
  theme: Theme;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The providers every screen relies on: stores, messages, theme, router. */
export function App({ store, theme, router }: AppProps) {
  return (
    <RootStoreProvider store={store}>
      <IntlProvider>
        <ThemeProvider theme={theme} storageManager={null}>
          <CssBaseline enableColorScheme />
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </ThemeProvider>
      </IntlProvider>
    </RootStoreProvider>
  );
}
