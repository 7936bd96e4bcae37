import { useEffect, useState, type ComponentType, type Ref } from 'react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { loadOnce } from '../lib/loadOnce.ts';

type RippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };
type Ripple = ComponentType<RippleProps>;

let loaded: Ripple | undefined;
// MUI's types declare the ripple as the render function it wraps in forwardRef: the module's export is the
// component, which takes the ref ButtonBase starts it through.
const loadRipple = loadOnce(() =>
  import('@mui/material/ButtonBase/TouchRipple').then((module) => (loaded = module.default as Ripple)),
);

/** Fetches the ripple's code ahead of the first press (the app does it when the browser is first idle). */
export const preloadTouchRipple = (): Promise<unknown> => loadRipple().catch(() => undefined);

/**
 * MUI's touch ripple with its code fetched apart from the first load: what MUI's ButtonBase gets instead
 * (scripts/partsOnDemand.ts). A button mounts its ripple on its first press. Once the code is in, the
 * ripple is drawn in that same render, so the press shows it; before, that one press shows none.
 */
export default function TouchRipple(props: RippleProps) {
  const [Loaded, setLoaded] = useState(() => loaded);
  useEffect(() => {
    if (Loaded) return;
    let mounted = true;
    loadRipple().then(
      (ripple) => mounted && setLoaded(() => ripple),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}
