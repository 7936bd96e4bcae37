import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import MenuIcon from '@mui/icons-material/Menu';
import { useIntl } from 'react-intl';
import type { RouteBackground } from '../routes/types.ts';
import { backgroundColor } from './background.ts';
import { shellMessages } from './shell.messages.ts';
import { useTopBarExtrasSlot } from './TopBarExtras.tsx';

export interface TopBarProps {
  title: string;
  /** Shows the back arrow. */
  onBack?: () => void;
  /** Shows the menu button. */
  onOpenMenu?: () => void;
  /** The route's background; default the top-bar token. */
  background?: RouteBackground;
}

/** The bar at the top of every screen: back arrow, centred title, screen extras and the menu button. */
export function TopBar({ title, onBack, onOpenMenu, background }: TopBarProps) {
  const intl = useIntl();
  const theme = useTheme();
  const extrasRef = useTopBarExtrasSlot();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{
        bgcolor: backgroundColor(theme, background, theme.custom.topBarBackground),
        color: 'text.primary',
      }}
    >
      <Toolbar
        disableGutters
        sx={{
          px: 0.5,
          minHeight: 56,
          display: 'grid',
          // With a back arrow the title keeps the middle and gives way (ellipsis) before the buttons do;
          // without one it starts the bar, so the extras (country selector) get the rest of a 360 px phone.
          gridTemplateColumns: onBack
            ? 'minmax(44px, 1fr) minmax(0, max-content) minmax(44px, 1fr)'
            : 'max-content minmax(0, 1fr)',
          alignItems: 'center',
        }}
      >
        {onBack && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-start' }}>
            <IconButton onClick={onBack} aria-label={intl.formatMessage(shellMessages.back)} color="inherit">
              <ArrowBackIosNewIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
        <Typography
          variant="h1"
          noWrap
          title={title}
          sx={{ px: onBack ? 1 : 1.5, textAlign: onBack ? 'center' : 'left' }}
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', minWidth: 0 }}>
          <Box ref={extrasRef} sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }} />
          {onOpenMenu && (
            <IconButton
              onClick={onOpenMenu}
              aria-label={intl.formatMessage(shellMessages.openMenu)}
              color="inherit"
            >
              <MenuIcon />
            </IconButton>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
