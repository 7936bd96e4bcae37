import { createTheme, type Theme } from '@mui/material/styles';
import { CJK_FAMILY, cjkFontFaces } from './cjkFaces.ts';
import type { Tokens } from './types.ts';

export { resolveTokens, mergeTokens, defaultTokens, partnerIds } from './resolveTokens.ts';
export type { Tokens, PartnerTokens } from './types.ts';

/** Our prefix for the theme's CSS variables (--bc-palette-primary-main …), clear of a host page's --mui-*. */
export const CSS_VAR_PREFIX = 'bc';

const COLUMN = { minWidth: 360, maxWidth: 480 };

const fontStack = (families: string[]) =>
  [...families.map((f) => (/\s/.test(f) ? `"${f}"` : f)), 'sans-serif'].join(', ');

/** Builds the MUI theme from resolved tokens; the tokens' `scheme` picks which colour scheme is shown. */
export function createAppTheme(tokens: Tokens): Theme {
  const colors = tokens.colorSchemes[tokens.scheme];
  const { typography: type, radius, shadows, touchTarget, outline } = tokens;
  const fontFamily = fontStack([...type.fontFamily, CJK_FAMILY]);

  const theme = createTheme({
    cssVariables: { cssVarPrefix: CSS_VAR_PREFIX },
    defaultColorScheme: tokens.scheme,
    colorSchemes: {
      [tokens.scheme]: {
        palette: {
          primary: { main: colors.primary, contrastText: colors.primaryContrast },
          text: { primary: colors.textPrimary, secondary: colors.textSecondary },
          background: { default: colors.page, paper: colors.surface },
          divider: colors.divider,
          success: { main: colors.success },
          warning: { main: colors.warning },
          error: { main: colors.error },
          info: { main: colors.info },
        },
      },
    },
    shape: { borderRadius: radius.medium },
    spacing: tokens.spacing,
    typography: {
      fontFamily,
      fontSize: type.baseFontSize,
      fontWeightRegular: type.fontWeights.regular,
      fontWeightMedium: type.fontWeights.medium,
      fontWeightBold: type.fontWeights.bold,
      h1: { fontSize: type.titleFontSize, fontWeight: type.fontWeights.bold, lineHeight: 1.3 },
      h2: { fontSize: type.titleFontSize, fontWeight: type.fontWeights.medium, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: type.fontWeights.medium },
    },
    components: {
      MuiCssBaseline: { styleOverrides: cjkFontFaces(type.cjkFallbackFamily, type.fontWeights) },
      // Every button, icon button, radio and checkbox shows keyboard focus as a ring: MUI's own sign is a
      // faint ripple (and none at all on a contained button without elevation). Components that draw
      // their own ring (offer cards, picker rows, the pay-method grid) override it in their sx. The ring
      // replaces the focus ripple, which pulsates for ever, at a size measured when focus arrived (smaller
      // if that was during a dialog's entrance).
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-focusVisible': theme.custom.focusRing }),
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true, disableFocusRipple: true },
        styleOverrides: { root: { minHeight: touchTarget, borderRadius: radius.medium } },
      },
      MuiIconButton: {
        defaultProps: { disableFocusRipple: true },
        styleOverrides: { root: { minWidth: touchTarget, minHeight: touchTarget } },
      },
      MuiToggleButton: { styleOverrides: { root: { minHeight: touchTarget } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: radius.medium } } },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: radius.large, boxShadow: shadows.popup } },
      },
      MuiDrawer: { styleOverrides: { paper: { boxShadow: shadows.drawer } } },
      MuiSnackbarContent: { styleOverrides: { root: { borderRadius: radius.medium } } },
      MuiSkeleton: { styleOverrides: { root: { borderRadius: radius.small } } },
    },
  });
  // theme.custom holds plain values read in JS (no CSS variables of its own); the outlines are drawn in
  // the accent's CSS variable, so they follow the colour scheme shown.
  const accent = theme.vars.palette.primary.main;
  theme.custom = {
    amountFontSizes: type.amountFontSizes,
    topBarBackground: colors.topBarBackground,
    promptText: colors.promptText,
    surfaceMuted: colors.surfaceMuted,
    radius,
    shadows,
    column: COLUMN,
    touchTarget,
    focusRing: { outline: `${outline.focusWidth}px solid ${accent}`, outlineOffset: outline.focusOffset },
    selectedOutline: { borderColor: accent, boxShadow: `inset 0 0 0 ${outline.selectedWidth}px ${accent}` },
  };
  return theme;
}
