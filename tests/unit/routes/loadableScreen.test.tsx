import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadableScreen } from '../../../src/routes/screens.ts';

afterEach(cleanup);

const Loaded = () => <p>the screen</p>;

function renderScreen(Screen: ReturnType<typeof loadableScreen>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('a lazily loaded screen', () => {
  it('whose code has arrived (preloaded at start) renders at once, without its loading fallback first', async () => {
    const Screen = loadableScreen(() => Promise.resolve({ default: Loaded }));
    await Screen.preload();
    renderScreen(Screen);
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('whose code is still on its way shows the fallback, then the screen', async () => {
    let arrive: (module: { default: typeof Loaded }) => void = () => undefined;
    const Screen = loadableScreen(() => new Promise((resolve) => (arrive = resolve)));
    renderScreen(Screen);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ default: Loaded }));
    expect(await screen.findByText('the screen')).toBeTruthy();
  });
});
