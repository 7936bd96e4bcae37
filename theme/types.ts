/** The shape of theme/tokens.json (kept in step with tokens.schema.json by tests/unit/theme). */
export type SchemeName = 'light' | 'dark';

export interface ColorSchemeTokens {
  primary: string;
  primaryContrast: string;
  textPrimary: string;
  textSecondary: string;
  promptText: string;
  page: string;
  surface: string;
  surfaceMuted: string;
  divider: string;
  topBarBackground: string;
  success: string;
  warning: string;
  error: string;
  info: string;
}

export interface AmountFontSizes {
  normal: number;
  medium: number;
  small: number;
}

export interface Tokens {
  scheme: SchemeName;
  colorSchemes: Record<SchemeName, ColorSchemeTokens>;
  typography: {
    fontFamily: string[];
    cjkFallbackFamily: string[];
    baseFontSize: number;
    titleFontSize: number;
    fontWeights: { regular: number; medium: number; bold: number };
    amountFontSizes: AmountFontSizes;
  };
  radius: { small: number; medium: number; large: number };
  spacing: number;
  touchTarget: number;
  outline: { focusWidth: number; focusOffset: number; selectedWidth: number };
  shadows: { card: string; popup: string; drawer: string };
}

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends string[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/** A partner file: any subset of the tokens. */
export type PartnerTokens = DeepPartial<Tokens>;
