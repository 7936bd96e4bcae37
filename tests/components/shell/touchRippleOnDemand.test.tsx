import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import TouchRipple, { preloadTouchRipple } from '../../../src/shell/touchRippleOnDemand.tsx';

const RIPPLE = '.MuiTouchRipple-ripple';

describe("MUI's touch ripple on demand (scripts/partsOnDemand.ts)", () => {
  it('draws nothing until its code is in, then the ripple a press starts; one mounted later is there at once', async () => {
    const first = createRef<TouchRippleActions>();
    const { container } = render(<TouchRipple ref={first} />);
    expect(container.innerHTML).toBe('');
    // Its code is fetched now: under the test server a module transformed on demand, which takes seconds when
    // the whole suite shares the cores.
    await waitFor(() => expect(first.current).not.toBeNull(), { timeout: 10_000 });
    act(() => first.current!.start());
    expect(container.querySelectorAll(RIPPLE)).toHaveLength(1);

    // Another button's first press, the code in: its ripple is mounted and started in the same commit.
    const later = createRef<TouchRippleActions>();
    const { container: laterContainer } = render(<TouchRipple ref={later} />);
    expect(later.current).not.toBeNull();
    act(() => later.current!.start());
    expect(laterContainer.querySelectorAll(RIPPLE)).toHaveLength(1);
  });

  it('is fetched ahead, so the press that mounts a ripple shows it', async () => {
    await preloadTouchRipple();
    const ref = createRef<TouchRippleActions>();
    render(<TouchRipple ref={ref} />);
    expect(ref.current).not.toBeNull();
  });
});
