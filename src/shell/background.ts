import type { Theme } from '@mui/material/styles';
import type { RouteBackground } from '../routes/types.ts';

/** The colour a route's background name stands for in the theme. */
export function backgroundColor(
  theme: Theme,
  background: RouteBackground | undefined,
  fallback: string,
): string {
  switch (background) {
    case 'surface':
      return theme.vars?.palette.background.paper ?? theme.palette.background.paper;
    case 'surfaceMuted':
      return theme.custom.surfaceMuted;
    case undefined:
      return fallback;
  }
}
