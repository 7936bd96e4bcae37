import type { SxProps, Theme } from '@mui/material/styles';
import type { TypographyVariant } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';

/** A variant of `sxOnce`: its sx applies when the styled element's `ownerState` has every value of `when`. */
export interface SxVariant {
  when: Record<string, unknown>;
  sx: SxProps<Theme>;
}

function stylesOnce(base: (theme: Theme) => object, sx: SxProps<Theme>, variants: readonly SxVariant[]) {
  return memoTheme(({ theme }) => ({
    ...base(theme),
    ...theme.unstable_sx(sx),
    ...(variants.length > 0 && {
      variants: variants.map((variant) => ({ props: variant.when, style: theme.unstable_sx(variant.sx) })),
    }),
  }));
}

/**
 * A styled component's styles written as `sx` (the same shorthands, the same CSS), turned into CSS once per
 * theme (MUI's memoTheme) instead of on every render: an `sx` prop runs styleFunctionSx over its object and
 * emotion serialises the result at each render, which was most of the styling time of Edit's first render.
 * `variants` are the states that change a few values (an error border, a rotated chevron); the element gets
 * them through its `ownerState` prop.
 */
export function sxOnce(sx: SxProps<Theme>, variants: readonly SxVariant[] = []) {
  return stylesOnce(() => ({}), sx, variants);
}

/**
 * Text in a typography variant, as MUI's Typography draws it (no margin, the variant's font), plus `sx`: for
 * a plain element where a Typography was only a styled <p> or <span> (its props, variants and classes were
 * resolved again at every render).
 */
export function textOnce(
  variant: TypographyVariant,
  sx: SxProps<Theme> = {},
  variants: readonly SxVariant[] = [],
) {
  return stylesOnce((theme) => ({ margin: 0, ...theme.typography[variant] }), sx, variants);
}
