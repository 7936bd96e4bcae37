import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Markdown } from '../../../src/forms/SchemaForm/markdownOnDemand.tsx';

describe('Markdown on demand (what RJSF draws for a Markdown text)', () => {
  it('shows the text as written at once, then drawn as Markdown once the parser has arrived', async () => {
    const { container } = render(<Markdown>{'**passport.jpg** (image/jpeg, 1024 bytes)'}</Markdown>);
    expect(container.textContent).toBe('**passport.jpg** (image/jpeg, 1024 bytes)');
    const name = await screen.findByText('passport.jpg');
    expect(name.tagName).toBe('STRONG');
    expect(container.textContent).toBe('passport.jpg (image/jpeg, 1024 bytes)');
  });
});
