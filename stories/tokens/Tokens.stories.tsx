import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountInput } from '../../src/components/AmountInput/index.ts';
import { amountFontSizeStep } from '../../src/components/AmountInput/amountFontSize.ts';
import { partnerIds, resolveTokens, type Tokens } from '../../theme/createTheme.ts';
import { COLOR_PAIRS, contrastRatio } from '../../theme/contrast.ts';
import { TokenSheet } from './TokenSheet.tsx';
import { themeModes } from '../../.storybook/modes.ts';

/** Amounts that reach each of the amount input's three sizes (it shrinks at 10 and at 13 characters). */
const AMOUNT_SAMPLES = ['1234.5', '1234567.89', '123456789.12345'];

const noop = () => undefined;

/**
 * The design tokens, read from theme/tokens.json and theme/partners/*.json as the app resolves them:
 * colours with the contrast of every pair that meets on screen, type scale, spacing, radii, outlines,
 * shadows, and the amount input at its three sizes.
 */
const meta = {
  title: 'Foundations/Tokens',
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The theme picked in the toolbar's Partner menu (Chromatic snapshots it in every partner mode). */
export const ToolbarTheme: Story = {
  name: 'Theme in the toolbar',
  parameters: { chromatic: { modes: themeModes } },
  render: (_args, { globals, loaded }) => {
    const tokens = loaded.tokens as Tokens;
    return (
      <Box sx={{ p: 3, bgcolor: 'background.default', minHeight: '100vh' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Tokens
        </Typography>
        <TokenSheet name={String(globals.partner)} tokens={tokens} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', mb: 1 }}>
          Amount input, three sizes
        </Typography>
        <Box sx={{ maxWidth: 448, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {AMOUNT_SAMPLES.map((value) => (
            <Box key={value}>
              <Typography variant="caption" color="textSecondary">
                {amountFontSizeStep(value.length)}:{' '}
                {tokens.typography.amountFontSizes[amountFontSizeStep(value.length)]} px ({value.length}{' '}
                characters)
              </Typography>
              <AmountInput side="pay" value={value} onChange={noop} />
            </Box>
          ))}
        </Box>
      </Box>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const tokens = loaded.tokens as Tokens;
    const canvas = within(canvasElement);
    const inputs = canvas.getAllByRole('textbox', { name: 'You Pay' });
    await expect(inputs.map((input) => getComputedStyle(input).fontSize)).toEqual(
      (['normal', 'medium', 'small'] as const).map((size) => `${tokens.typography.amountFontSizes[size]}px`),
    );
    // Every pair's ratio, as theme/contrast.ts computes it.
    const { primary, surface } = tokens.colorSchemes[tokens.scheme];
    await expect(
      canvas.getAllByText(`${contrastRatio(primary, surface).toFixed(2)}:1 ✓ ≥ 3:1`).length,
    ).toBeGreaterThan(0);
  },
};

/** The default theme and every partner file's, one after the other. */
export const EveryTheme: Story = {
  name: 'Every theme',
  loaders: [
    async () => ({
      themes: await Promise.all(
        ['default', ...partnerIds].map(async (id) => ({
          id,
          tokens: await resolveTokens({ partnerId: id === 'default' ? undefined : id, query: '' }),
        })),
      ),
    }),
  ],
  render: (_args, { loaded }) => (
    <Box sx={{ p: 3, bgcolor: 'background.default', minHeight: '100vh' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Tokens of every theme
      </Typography>
      {(loaded.themes as Array<{ id: string; tokens: Tokens }>).map(({ id, tokens }) => (
        <TokenSheet key={id} name={id} tokens={tokens} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of ['default', ...partnerIds])
      await expect(canvas.getByRole('region', { name: id })).toBeVisible();
    // Each theme lists every pair of both schemes.
    await expect(canvas.getAllByText(/:1 [✓✗] ≥/)).toHaveLength(
      (1 + partnerIds.length) * 2 * COLOR_PAIRS.length,
    );
  },
};
