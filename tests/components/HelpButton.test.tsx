import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { HelpButton } from '../../src/screens/BuyWidget/HelpButton.tsx';
import { renderWithProviders } from './support/renderWithProviders.tsx';

const HELP = 'A measure of how much of a cryptocurrency was traded in the last 24 hours.';
const helpButton = () => screen.getByRole('button', { name: HELP });

describe('HelpButton (the widget’s volume help)', () => {
  // The browser never idles here: the tooltip's code comes only when the buyer reaches the button first.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', () => 0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is named by its help, and pointed at before the tooltip’s code is there, shows it once it comes', async () => {
    renderWithProviders(<HelpButton help={HELP} />);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await userEvent.hover(helpButton());
    expect((await screen.findByRole('tooltip')).textContent).toBe(HELP);
    expect(helpButton()).toBeTruthy();

    await userEvent.unhover(helpButton());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps keyboard focus on the button while its tooltip arrives, and closes when focus moves on', async () => {
    renderWithProviders(
      <>
        <HelpButton help={HELP} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(HELP);
    expect(document.activeElement).toBe(helpButton());

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
