import type { ReactNode } from 'react';
import { Box } from '@mui/material';
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

export function AppLayout({ topBar, background, poweredBy = true, children }: AppLayoutProps) {
  return (
    <Box
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', justifyContent: 'center' }}
    >
      <Box
        sx={(theme) => ({
          width: '100%',
          maxWidth: theme.custom.column.maxWidth,
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: background ?? 'background.paper',
          [theme.breakpoints.up(theme.custom.column.maxWidth + 1)]: { boxShadow: theme.custom.shadows.card },
        })}
      >
        {topBar}
        <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          {children}
        </Box>
        {poweredBy && <PoweredBy />}
      </Box>
    </Box>
  );
}
