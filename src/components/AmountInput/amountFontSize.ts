import type { Theme } from '@mui/material/styles';

/** Font sizes in px of the amount: normal, from 10 characters, from 13 characters. */
export type AmountFontSizes = Theme['custom']['amountFontSizes'];

/** For a theme that was not built from our tokens (the custom part is then missing). */
export const DEFAULT_AMOUNT_FONT_SIZES: AmountFontSizes = { normal: 32, medium: 26, small: 20 };

/** The amount shrinks once at 10 characters and again at 13, so long amounts still fit the row. */
export function amountFontSizeStep(length: number): keyof AmountFontSizes {
  if (length >= 13) return 'small';
  if (length >= 10) return 'medium';
  return 'normal';
}

export function amountFontSizesOf(theme: Theme): AmountFontSizes {
  return theme.custom?.amountFontSizes ?? DEFAULT_AMOUNT_FONT_SIZES;
}
