import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/context.tsx';
import { readRedirectLink } from '../../stores/RedirectStore.ts';
import { removeAuthTokenFromAddressBar } from './addressBar.ts';
import { redirectMessages as m } from './Redirect.messages.ts';

/**
 * Route 'redirect' (/redirect): where a provider's checkout sends the buyer back. Shows nothing but a
 * progress indicator while RedirectStore adopts the link's login token and forwards to the order's page.
 */
export default observer(function Redirect() {
  const intl = useIntl();
  const { redirect } = useStores();
  const { search } = useLocation();
  // The page's first act, in its first render (before any effect or call): the link is read and its token
  // leaves the address bar; from here on it lives only in memory until the gateway has checked it.
  const [link] = useState(() => {
    const read = readRedirectLink(search);
    if (read.authToken) removeAuthTokenFromAddressBar();
    return read;
  });
  useEffect(() => {
    void redirect.forward(link);
  }, [redirect, link]);

  return (
    <Box sx={{ flex: 1, minHeight: 240, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={intl.formatMessage(m.forwarding)} />
    </Box>
  );
});
