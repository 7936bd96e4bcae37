import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import MenuIcon from '@mui/icons-material/Menu';
import { AmountInput } from '../../src/components/AmountInput/index.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

/** The theme's primary colour (theme/tokens.json), as computed styles give it. */
const PRIMARY = 'rgb(47, 91, 234)';

const ringOf = (element: Element) => {
  const style = getComputedStyle(element);
  return `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
};

/** Keyboard focus is always visible: a 2 px ring in the primary colour, where MUI itself shows a faint ripple or nothing. */
describe('keyboard focus ring', () => {
  it('rings a contained button, an icon button and a radio reached with Tab, and not one clicked with the mouse', async () => {
    renderWithProviders(
      <>
        <Button variant="contained">Continue</Button>
        <IconButton aria-label="Open menu">
          <MenuIcon />
        </IconButton>
        <Radio slotProps={{ input: { 'aria-label': 'Self-hosted wallet' } }} />
      </>,
    );
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(continueButton);
    expect(getComputedStyle(continueButton).outlineStyle).toBe('none');

    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(continueButton).toBe(document.activeElement);
    await expect.poll(() => ringOf(continueButton)).toBe(`2px solid ${PRIMARY}`);
    await userEvent.tab();
    await expect
      .poll(() => ringOf(screen.getByRole('button', { name: 'Open menu' })))
      .toBe(`2px solid ${PRIMARY}`);
    await userEvent.tab();
    const radio = screen.getByRole('radio', { name: 'Self-hosted wallet' });
    expect(radio).toBe(document.activeElement);
    // The input itself is transparent: the ring is drawn by the radio's round button around it.
    await expect.poll(() => ringOf(radio.parentElement!)).toBe(`2px solid ${PRIMARY}`);
  });

  it('rings the amount box while its input has keyboard focus', async () => {
    renderWithProviders(
      <AmountInput
        side="pay"
        value="100"
        decimals={2}
        currency={{ symbol: 'USD' }}
        onChange={() => undefined}
        onCurrencyClick={() => undefined}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'You Pay' });
    // The box that holds the label, the input and the currency chip.
    const box = document.querySelector(`label[for="${input.id}"]`)!.parentElement!;
    expect(getComputedStyle(box).outlineStyle).toBe('none');
    await userEvent.tab();
    expect(input).toBe(document.activeElement);
    await expect.poll(() => ringOf(box)).toBe(`2px solid ${PRIMARY}`);
  });
});
