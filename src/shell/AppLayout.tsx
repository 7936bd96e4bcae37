import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { sxOnce } from '../../theme/sxOnce.ts';
import { PoweredBy } from './PoweredBy.tsx';

/**
 * Mobile first: one column that fills a phone and stays 480 px wide, centred on the page background,
 * on larger screens (and works the same inside a partner's iframe).
 */
export interface AppLayoutProps {
  topBar?: ReactNode;
  /** CSS colour of the column; default the surface. */
  background?: string;
  /** The 'Power by' footer under the column (default shown; a partner's file may turn it off). */
  poweredBy?: boolean;
  children?: ReactNode;
}

// Styled once per theme (theme/sxOnce.ts), not at each render of the shell.
const Page = styled('div')(
  sxOnce({ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', justifyContent: 'center' }),
);
const Column = styled('div')(
  sxOnce((theme) => ({
    width: '100%',
    maxWidth: theme.custom.column.maxWidth,
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    bgcolor: 'background.paper',
    [theme.breakpoints.up(theme.custom.column.maxWidth + 1)]: { boxShadow: theme.custom.shadows.card },
  })),
);
const Main = styled('main')(sxOnce({ flex: 1, display: 'flex', flexDirection: 'column' }));

export function AppLayout({ topBar, background, poweredBy = true, children }: AppLayoutProps) {
  return (
    <Page>
      <Column style={background ? { backgroundColor: background } : undefined}>
        {topBar}
        <Main>{children}</Main>
        {poweredBy && <PoweredBy />}
      </Column>
    </Page>
  );
}
