import type { AmountFontSizes, Tokens } from './types.ts';

/** Token values MUI has no slot for, read by components as theme.custom.*. */
export interface CustomTheme {
  /** Amount input font sizes (px): normal, from 10 characters, from 13 characters. */
  amountFontSizes: AmountFontSizes;
  topBarBackground: string;
  promptText: string;
  surfaceMuted: string;
  radius: Tokens['radius'];
  shadows: Tokens['shadows'];
  /** Width bounds (px) of the app column: phones fill the screen, larger screens centre it. */
  column: { minWidth: number; maxWidth: number };
}

declare module '@mui/material/styles' {
  interface Theme {
    custom: CustomTheme;
  }
  interface ThemeOptions {
    custom?: CustomTheme;
  }
  interface CssThemeVariables {
    enabled: true;
  }
}
