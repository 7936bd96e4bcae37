import type { ReactElement, ReactNode } from 'react';
import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import DescriptionIcon from '@mui/icons-material/Description';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { MENU_ITEMS } from './menuItems.ts';
import { MenuDrawerFooter } from './MenuDrawerFooter.tsx';
import { shellMessages } from './shell.messages.ts';

const ICONS: Record<string, ReactElement> = {
  edit: <CurrencyBitcoinIcon />,
  myOrders: <ReceiptLongIcon />,
  terms: <DescriptionIcon />,
  settings: <SettingsIcon />,
};

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  loggedIn: boolean;
  onLogIn: () => void;
  onLogOut: () => void;
  supportEmail: string;
  /** 12-digit build stamp, yyyyMMddHHmm. */
  buildStamp: string;
}

/**
 * The menu: a right-side drawer, 80% of the app column wide up to 340 px, aligned with the column's
 * right edge on wide screens.
 */
export function MenuDrawer({
  open,
  onClose,
  loggedIn,
  onLogIn,
  onLogOut,
  supportEmail,
  buildStamp,
}: MenuDrawerProps) {
  const intl = useIntl();
  const label = (m: MessageDescriptor) => intl.formatMessage(m);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': label(shellMessages.menu),
          sx: (theme) => ({
            width: 'min(80%, 340px)',
            right: `max(0px, calc((100% - ${theme.custom.column.maxWidth}px) / 2))`,
            display: 'flex',
            flexDirection: 'column',
          }),
        },
      }}
    >
      <Box
        component="nav"
        aria-label={label(shellMessages.menu)}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            pl: 2.5,
            pr: 0.5,
            minHeight: 56,
          }}
        >
          <Typography variant="h2" component="h2">
            {label(shellMessages.productName)}
          </Typography>
          <IconButton onClick={onClose} aria-label={label(shellMessages.closeMenu)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List sx={{ flex: 1 }}>
          {MENU_ITEMS.map((item) =>
            'to' in item ? (
              <ListItem key={item.key} disablePadding>
                <RouteItemButton to={item.to} onClick={onClose}>
                  <ListItemIcon>{ICONS[item.key]}</ListItemIcon>
                  <ListItemText primary={label(item.label)} />
                </RouteItemButton>
              </ListItem>
            ) : (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component="a"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onClose}
                  sx={{ minHeight: 48 }}
                >
                  <ListItemIcon>{ICONS[item.key]}</ListItemIcon>
                  <ListItemText primary={label(item.label)} />
                  <OpenInNewIcon
                    fontSize="small"
                    sx={{ color: 'text.secondary' }}
                    titleAccess={label(shellMessages.newTab)}
                  />
                </ListItemButton>
              </ListItem>
            ),
          )}
          <ListItem disablePadding>
            <ListItemButton onClick={loggedIn ? onLogOut : onLogIn} sx={{ minHeight: 48 }}>
              <ListItemIcon>{loggedIn ? <LogoutIcon /> : <LoginIcon />}</ListItemIcon>
              <ListItemText primary={label(loggedIn ? shellMessages.logOut : shellMessages.logIn)} />
            </ListItemButton>
          </ListItem>
        </List>
        <MenuDrawerFooter supportEmail={supportEmail} buildStamp={buildStamp} />
      </Box>
    </Drawer>
  );
}

/**
 * A menu row that is a link to one of our routes: a plain click moves within the app, a click with a
 * modifier key opens the route as the browser would (a new tab, a new window). Built on react-router's
 * hooks for a link of one's own rather than on its <Link>, whose code (route discovery and prefetching,
 * for framework apps) would otherwise ship in the app's entry: react-router is one module there.
 */
function RouteItemButton({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <ListItemButton
      component="a"
      href={href}
      onClick={(event) => {
        onClick();
        followLink(event);
      }}
      sx={{ minHeight: 48 }}
    >
      {children}
    </ListItemButton>
  );
}
