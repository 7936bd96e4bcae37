import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { CurrencyPickerProps } from '../../components/CurrencyPicker/index.ts';
import { loadOnce } from '../../lib/loadOnce.ts';

let loaded = false;
const onLoaded = new Set<() => void>();

const loadPicker = loadOnce(() =>
  import('../../components/CurrencyPicker/index.ts').then((module) => {
    loaded = true;
    for (const listener of onLoaded) listener();
    return module;
  }),
);
const Picker = lazy(() => loadPicker().then((module) => ({ default: module.CurrencyPicker })));

const subscribe = (listener: () => void) => {
  onLoaded.add(listener);
  return () => onLoaded.delete(listener);
};
const isLoaded = () => loaded;

/** Fetches the picker's code ahead of the first open (the quote screen does it when the browser is idle). */
export const preloadCurrencyPicker = (): Promise<unknown> => loadPicker().catch(() => undefined);

/**
 * The currency picker (dialog, search field, virtual list) as a chunk of its own, out of the quote
 * screen's first load. Nothing is rendered until its code is loaded (preloaded in idle time, or at the
 * first opening); from then on it stays mounted, closed until opened, so it prepares its first opening in
 * idle time as any picker mounted closed does.
 */
export function LazyCurrencyPicker(props: CurrencyPickerProps) {
  const codeLoaded = useSyncExternalStore(subscribe, isLoaded, () => false);
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted && !codeLoaded) return null;
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}
