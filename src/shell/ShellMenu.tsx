import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { hrefTo } from '../routes/href.ts';
import { routeAt } from '../routes/match.ts';
import { useStores } from '../stores/context.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { MenuDrawer } from './MenuDrawer.tsx';
import { LOGOUT_POPUP, MENU_POPUP } from './popups.ts';
import { SUPPORT_EMAIL } from './supportEmail.ts';

/** The menu drawer and the logout popup, wired to the stores. */
export const ShellMenu = observer(function ShellMenu() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { ui, userInfo, account } = useStores();

  const logIn = () => {
    ui.closePopup();
    const login = hrefTo('emailLogin');
    if (pathname !== login) userInfo.loginTarget = pathname + search;
    navigate(login);
  };

  // The one logout of the app (also Settings'): ends the session on the gateway too. A page for logged-in
  // users only would send the visitor straight to Login; the quote is the way on.
  const logOut = () => void account.logOut({ leavePage: routeAt(pathname)?.access !== 'public' });

  return (
    <>
      <MenuDrawer
        open={ui.popup === MENU_POPUP}
        onClose={() => ui.closePopup()}
        loggedIn={userInfo.isLoggedIn}
        onLogIn={logIn}
        onLogOut={() => ui.openPopup(LOGOUT_POPUP)}
        supportEmail={SUPPORT_EMAIL}
        buildStamp={__APP_BUILD__}
      />
      <LogoutDialog open={ui.popup === LOGOUT_POPUP} onCancel={() => ui.closePopup()} onConfirm={logOut} />
    </>
  );
});
