import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Markdown } from '../../../src/forms/SchemaForm/markdownOnDemand.tsx';
import Slider from '../../../src/forms/SchemaForm/sliderOnDemand.tsx';

describe("RJSF's parts on demand (scripts/partsOnDemand.ts)", () => {
  it('Markdown: shows the text as written at once, then drawn as Markdown once the parser has arrived', async () => {
    const { container } = render(<Markdown>{'**passport.jpg** (image/jpeg, 1024 bytes)'}</Markdown>);
    expect(container.textContent).toBe('**passport.jpg** (image/jpeg, 1024 bytes)');
    const name = await screen.findByText('passport.jpg');
    expect(name.tagName).toBe('STRONG');
    expect(container.textContent).toBe('passport.jpg (image/jpeg, 1024 bytes)');
  });

  it("Slider: MUI's slider with the props it was given, once its code has arrived", async () => {
    render(<Slider aria-label="Amount" value={30} min={0} max={50} />);
    expect(screen.queryByRole('slider')).toBeNull();
    const slider = await screen.findByRole('slider', { name: 'Amount' });
    expect(slider.getAttribute('aria-valuenow')).toBe('30');
    expect(slider.getAttribute('aria-valuemax')).toBe('50');
  });
});
