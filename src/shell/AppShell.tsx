import { useEffect } from 'react';
import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { RouteTopBarExtras } from '../routes/RouteTopBarExtras.tsx';
import { useCurrentRoute } from '../routes/useCurrentRoute.ts';
import { usePrevPathTracking } from '../routes/usePrevPathTracking.ts';
import { useStores } from '../stores/context.tsx';
import { partnerById } from '../../theme/partners.ts';
import { AppLayout } from './AppLayout.tsx';
import { backgroundColor } from './background.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LazyShellMenu, LazyToasts } from './LazyShellParts.tsx';
import { ShellTopBar } from './ShellTopBar.tsx';
import { usePageViewTracking } from './usePageViewTracking.ts';
import { useLoginCheck } from './useLoginCheck.ts';
import { PARTNER_ID_KEY } from './partnerId.ts';

/** The whole app inside a router: layout, top bar, routed screen, menu, toasts. */
export function AppShell() {
  const root = useStores();
  const { session, track } = root;
  const theme = useTheme();
  const route = useCurrentRoute();
  const { locale } = useIntl();
  // The partner whose theme is shown (shell/partnerId.ts): its file says whether the 'Power by' footer shows.
  const partner = partnerById(root.local.getItem(PARTNER_ID_KEY));
  usePrevPathTracking(session);
  usePageViewTracking(track);
  useLoginCheck(root, route?.access);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <>
      <AppLayout
        topBar={
          <ShellTopBar route={route} extras={route && <RouteTopBarExtras key={route.name} route={route} />} />
        }
        background={backgroundColor(theme, route?.background, theme.palette.background.paper)}
        poweredBy={partner?.footer?.poweredBy !== false}
      >
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </AppLayout>
      {/* Chunks of their own, loaded when first needed (the menu opened, a first toast). */}
      <LazyShellMenu />
      <LazyToasts />
    </>
  );
}
