import type { ReactNode } from 'react';
import { AppBar, IconButton, Toolbar } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import MenuIcon from '@mui/icons-material/Menu';
import { useIntl } from 'react-intl';
import type { RouteBackground } from '../routes/types.ts';
import { backgroundColor } from './background.ts';
import { shellMessages } from './shell.messages.ts';
import { sxOnce, textOnce } from '../../theme/sxOnce.ts';

export interface TopBarProps {
  title: string;
  /** Shows the back arrow. */
  onBack?: () => void;
  /** Shows the menu button. */
  onOpenMenu?: () => void;
  /** The route's background; default the top-bar token. */
  background?: RouteBackground;
  /** The screen's controls before the menu button (Edit: the country). */
  extras?: ReactNode;
}

// Styled once per theme (theme/sxOnce.ts), not at each render of the bar.
const Bar = styled(AppBar)(sxOnce({ color: 'text.primary' }));
const Row = styled(Toolbar)<{ ownerState: { back: boolean } }>(
  sxOnce(
    {
      px: 0.5,
      minHeight: 56,
      display: 'grid',
      // Without a back arrow the title starts the bar, so the extras (country selector) get the rest of a
      // 360 px phone.
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      alignItems: 'center',
    },
    [
      {
        when: { back: true },
        // With a back arrow the title keeps the middle and gives way (ellipsis) before the buttons do.
        sx: { gridTemplateColumns: 'minmax(44px, 1fr) minmax(0, max-content) minmax(44px, 1fr)' },
      },
    ],
  ),
);
const BackCell = styled('div')(sxOnce({ display: 'flex', justifyContent: 'flex-start' }));
// As Typography h1 with noWrap: one line, cut with an ellipsis.
const Title = styled('h1')<{ ownerState: { back: boolean } }>(
  textOnce(
    'h1',
    { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: 1.5, textAlign: 'left' },
    [{ when: { back: true }, sx: { px: 1, textAlign: 'center' } }],
  ),
);
const End = styled('div')(
  sxOnce({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', minWidth: 0 }),
);
// Every width the bar leaves, its content at the end: the extras arriving or changing (a country's skeleton,
// then its name) move nothing, not even this box (a layout shift on a taken-over page).
const Extras = styled('div')(
  sxOnce({ display: 'flex', flex: 1, justifyContent: 'flex-end', alignItems: 'center', minWidth: 0 }),
);

/** The bar at the top of every screen: back arrow, centred title, screen extras and the menu button. */
export function TopBar({ title, onBack, onOpenMenu, background, extras }: TopBarProps) {
  const intl = useIntl();
  const theme = useTheme();
  const back = Boolean(onBack);
  return (
    <Bar
      position="sticky"
      elevation={0}
      color="inherit"
      style={{ backgroundColor: backgroundColor(theme, background, theme.custom.topBarBackground) }}
    >
      <Row disableGutters ownerState={{ back }}>
        {onBack && (
          <BackCell>
            <IconButton onClick={onBack} aria-label={intl.formatMessage(shellMessages.back)} color="inherit">
              <ArrowBackIosNewIcon fontSize="small" />
            </IconButton>
          </BackCell>
        )}
        <Title title={title} ownerState={{ back }}>
          {title}
        </Title>
        <End>
          <Extras>{extras}</Extras>
          {onOpenMenu && (
            <IconButton
              onClick={onOpenMenu}
              aria-label={intl.formatMessage(shellMessages.openMenu)}
              color="inherit"
            >
              <MenuIcon />
            </IconButton>
          )}
        </End>
      </Row>
    </Bar>
  );
}
