import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { backAction, PREV_PATH_KEY } from '../routes/backArrow.ts';
import type { AppRoute } from '../routes/types.ts';
import { useStores } from '../stores/context.tsx';
import { MENU_POPUP } from './popups.ts';
import { routeTitle } from './routeTitle.ts';
import { TopBar } from './TopBar.tsx';

/** The top bar of a route, from its registry entry: title, back rule, background, menu; the screen's extras. */
export function ShellTopBar({ route, extras }: { route: AppRoute | undefined; extras?: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ui, session, userInfo } = useStores();
  const title = routeTitle(intl, route);

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!route || route.hideTopBar) return null;
  const onBack =
    route.back === 'none'
      ? undefined
      : () => {
          const action = backAction(route.back, session.getItem(PREV_PATH_KEY), {
            loggedIn: userInfo.isLoggedIn,
          });
          if (action?.kind === 'go') navigate(action.to);
          else if (action?.kind === 'history') navigate(-1);
        };
  return (
    <TopBar
      title={title}
      onBack={onBack}
      onOpenMenu={route.menu ? () => ui.openPopup(MENU_POPUP) : undefined}
      background={route.background}
      extras={extras}
    />
  );
}
