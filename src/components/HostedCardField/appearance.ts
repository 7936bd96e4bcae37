import type { Theme } from '@mui/material/styles';

/**
 * The frame URL with the theme's colours as the field's appearance parameters (as a provider's hosted
 * fields take an appearance): the field's labels and inputs then match the page around them.
 */
export function withAppearance(src: string, theme: Theme): string {
  const { palette, shape } = theme;
  const url = new URL(src, 'http://field.invalid');
  const appearance: Record<string, string> = {
    text: palette.text.primary,
    muted: palette.text.secondary,
    error: palette.error.main,
    accent: palette.primary.main,
    field: palette.background.paper,
    radius: String(
      typeof shape.borderRadius === 'number' ? shape.borderRadius : parseFloat(shape.borderRadius) || 8,
    ),
  };
  for (const [name, value] of Object.entries(appearance))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.origin === 'http://field.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
