import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import TouchRipple, { preloadTouchRipple } from '../../../src/shell/touchRippleOnDemand.tsx';

const RIPPLE = '.MuiTouchRipple-ripple';
const PULSATING = '.MuiTouchRipple-ripplePulsate';

describe("MUI's touch ripple on demand (scripts/partsOnDemand.ts)", () => {
  it('draws nothing until its code is in, then plays what was asked meanwhile: a press over shows nothing, a focus pulsates', async () => {
    const first = createRef<TouchRippleActions>();
    const { container } = render(<TouchRipple ref={first} />);
    act(() => {
      first.current!.start();
      first.current!.stop();
      first.current!.pulsate();
    });
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(container.querySelectorAll(RIPPLE)).toHaveLength(1));
    expect(container.querySelectorAll(PULSATING)).toHaveLength(1);

    // Another button's first press, the code in: its ripple is mounted and started in the same commit.
    const later = createRef<TouchRippleActions>();
    const { container: laterContainer } = render(<TouchRipple ref={later} />);
    act(() => later.current!.start());
    expect(laterContainer.querySelectorAll(RIPPLE)).toHaveLength(1);
    expect(laterContainer.querySelectorAll(PULSATING)).toHaveLength(0);
  });

  it('is fetched ahead, so the press that mounts a ripple shows it', async () => {
    await preloadTouchRipple();
    const ref = createRef<TouchRippleActions>();
    const { container } = render(<TouchRipple ref={ref} />);
    act(() => ref.current!.start());
    expect(container.querySelectorAll(RIPPLE)).toHaveLength(1);
  });
});
