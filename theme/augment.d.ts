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
  /** The smallest height (px) of anything tapped; icon buttons are as wide. */
  touchTarget: number;
  /** The keyboard focus ring, to spread into a focus-visible style (an inset ring overrides outlineOffset). */
  focusRing: { outline: string; outlineOffset: number };
  /** A chosen card or tile: its border and an inner line in the accent. */
  selectedOutline: { borderColor: string; boxShadow: string };
}

declare module '@mui/material/styles' {
  interface Theme {
    custom: CustomTheme;
  }
  interface CssThemeVariables {
    enabled: true;
  }
}
