import { useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { loadOnce } from '../lib/loadOnce.ts';

type RippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };
type Ripple = ComponentType<RippleProps>;
type RippleCall = (ripple: TouchRippleActions) => void;

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
 * (scripts/partsOnDemand.ts). A button mounts its ripple on its first press or keyboard focus. Once the code
 * is in, the ripple is drawn in that same render. Before, what ButtonBase asks of it waits and is played
 * once the code is in: a button still focused pulsates, a press still held shows its ripple, a press
 * already over (started and stopped) shows nothing.
 */
export default function TouchRipple({ ref, ...props }: RippleProps) {
  const [Loaded, setLoaded] = useState(() => loaded);
  const ripple = useRef<TouchRippleActions>(null);
  const waiting = useRef<RippleCall[]>([]);

  useImperativeHandle(ref, (): TouchRippleActions => {
    const call = (action: RippleCall) => {
      if (ripple.current) action(ripple.current);
      else waiting.current.push(action);
    };
    return {
      start: (...args) => call((actions) => actions.start(...args)),
      stop: (...args) => call((actions) => actions.stop(...args)),
      pulsate: (...args) => call((actions) => actions.pulsate(...args)),
    };
  }, []);

  useEffect(() => {
    if (!Loaded) {
      let mounted = true;
      loadRipple().then(
        (code) => mounted && setLoaded(() => code),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }
    const calls = waiting.current.splice(0);
    if (ripple.current) for (const action of calls) action(ripple.current);
  }, [Loaded]);

  return Loaded ? <Loaded {...props} ref={ripple} /> : null;
}
