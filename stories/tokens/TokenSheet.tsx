import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { COLOR_PAIRS, contrastRatio } from '../../theme/contrast.ts';
import type { ColorSchemeTokens, SchemeName, Tokens } from '../../theme/types.ts';

/**
 * The design tokens of one theme as a designer reviews them, every value read from the resolved tokens
 * (theme/tokens.json < theme/partners/<id>.json, unreadable pairs put back by theme/contrast.ts): nothing
 * here is copied by hand, so a changed token file shows here.
 */
export function TokenSheet({ name, tokens }: { name: string; tokens: Tokens }) {
  const schemes = Object.keys(tokens.colorSchemes) as SchemeName[];
  // Drawn in this theme's own colours, whatever theme the page around it has.
  const shown = tokens.colorSchemes[tokens.scheme];
  return (
    <Box component="section" aria-label={name} sx={{ mb: 4 }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {name} <SmallNote>(shown in the {tokens.scheme} scheme)</SmallNote>
      </Typography>
      <Heading>Colours and their contrast</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {schemes.map((scheme) => (
          <SchemeColors key={scheme} scheme={scheme} colors={tokens.colorSchemes[scheme]} />
        ))}
      </Box>
      <Heading>Type scale</Heading>
      <TypeScale tokens={tokens} />
      <Heading>Spacing (unit {tokens.spacing} px)</Heading>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {[0.5, 1, 2, 3, 4, 6].map((step) => (
          <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Label>
              {step} × {tokens.spacing} = {step * tokens.spacing} px
            </Label>
            <Box aria-hidden sx={{ width: step * tokens.spacing, height: 12, bgcolor: shown.primary }} />
          </Box>
        ))}
      </Box>
      <Heading>Radii, touch target, outline, shadows</Heading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {(Object.keys(tokens.radius) as Array<keyof Tokens['radius']>).map((size) => (
          <Figure key={size} label={`radius.${size} ${tokens.radius[size]} px`}>
            <Box
              aria-hidden
              sx={{
                width: 64,
                height: 48,
                border: 2,
                borderColor: shown.primary,
                borderRadius: `${tokens.radius[size]}px`,
              }}
            />
          </Figure>
        ))}
        <Figure label={`touchTarget ${tokens.touchTarget} px`}>
          <Box
            aria-hidden
            sx={{
              width: tokens.touchTarget,
              height: tokens.touchTarget,
              border: 1,
              borderColor: shown.divider,
            }}
          />
        </Figure>
        <Figure
          label={`focus ${tokens.outline.focusWidth} px, offset ${tokens.outline.focusOffset} px; selected ${tokens.outline.selectedWidth} px`}
        >
          <Box
            aria-hidden
            sx={{
              width: 64,
              height: 32,
              borderRadius: `${tokens.radius.small}px`,
              outline: `${tokens.outline.focusWidth}px solid`,
              outlineColor: shown.primary,
              outlineOffset: `${tokens.outline.focusOffset}px`,
            }}
          />
        </Figure>
        {(Object.keys(tokens.shadows) as Array<keyof Tokens['shadows']>).map((shadow) => (
          <Figure key={shadow} label={`shadows.${shadow}`}>
            <Box
              aria-hidden
              sx={{
                width: 64,
                height: 48,
                bgcolor: shown.surface,
                borderRadius: `${tokens.radius.medium}px`,
                boxShadow: tokens.shadows[shadow],
              }}
            />
          </Figure>
        ))}
      </Box>
    </Box>
  );
}

/** Every colour of a scheme, then every pair that meets on screen with its ratio against WCAG 2.2 AA. */
function SchemeColors({ scheme, colors }: { scheme: SchemeName; colors: ColorSchemeTokens }) {
  const names = Object.keys(colors) as Array<keyof ColorSchemeTokens>;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {scheme}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: 0.5, alignItems: 'center' }}>
        {names.map((token) => (
          <Fragment key={token}>
            <Box
              aria-hidden
              sx={{
                width: 24,
                height: 24,
                bgcolor: colors[token],
                border: 1,
                borderColor: 'divider',
                borderRadius: 0.5,
              }}
            />
            <Label>{token}</Label>
            <Label>{colors[token].toUpperCase()}</Label>
          </Fragment>
        ))}
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: 0.5, alignItems: 'center', mt: 1 }}
      >
        {COLOR_PAIRS.map(({ foreground, background, minimum }) => {
          const ratio = contrastRatio(colors[foreground], colors[background]);
          const passes = ratio >= minimum;
          return (
            <Fragment key={`${foreground}/${background}`}>
              {minimum >= 4.5 ? (
                // Text pairs: the text itself, as the app draws it.
                <Box sx={{ px: 1, bgcolor: colors[background], color: colors[foreground], fontWeight: 500 }}>
                  Aa
                </Box>
              ) : (
                // The control pair has no text: a control's outline on its background.
                <Box aria-hidden sx={{ p: 0.5, bgcolor: colors[background] }}>
                  <Box
                    sx={{
                      width: 24,
                      height: 14,
                      border: 2,
                      borderColor: colors[foreground],
                      borderRadius: 0.5,
                    }}
                  />
                </Box>
              )}
              <Label>
                {foreground} on {background}
              </Label>
              <Label>
                {ratio.toFixed(2)}:1 {passes ? '✓' : '✗'} ≥ {minimum}:1
              </Label>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}

function TypeScale({ tokens }: { tokens: Tokens }) {
  const { typography: type } = tokens;
  const rows: Array<{ label: string; size: number; weight: number }> = [
    { label: 'title', size: type.titleFontSize, weight: type.fontWeights.bold },
    { label: 'base', size: type.baseFontSize, weight: type.fontWeights.regular },
    ...(['regular', 'medium', 'bold'] as const).map((weight) => ({
      label: `weight ${weight}`,
      size: type.baseFontSize,
      weight: type.fontWeights[weight],
    })),
    ...(['normal', 'medium', 'small'] as const).map((size) => ({
      label: `amount ${size}`,
      size: type.amountFontSizes[size],
      weight: type.fontWeights.medium,
    })),
  ];
  return (
    <Box>
      <Label>{[...type.fontFamily, ...type.cjkFallbackFamily].join(', ')}</Label>
      {rows.map(({ label, size, weight }) => (
        <Box key={label} sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Box sx={{ width: 180, flex: 'none' }}>
            <Label>
              {label}: {size} px, {weight}
            </Label>
          </Box>
          <Box sx={{ fontSize: size, fontWeight: weight, lineHeight: 1.3 }}>1,234.56 买币 Buy</Box>
        </Box>
      ))}
    </Box>
  );
}

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 'bold' }}>
      {children}
    </Typography>
  );
}

function Label({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="body2" component="span" color="textSecondary">
      {children}
    </Typography>
  );
}

function SmallNote({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="body2" component="span" color="textSecondary">
      {children}
    </Typography>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {children}
      <Typography variant="caption" component="figcaption" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}
