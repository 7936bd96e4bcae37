import { lazy, Suspense, useState } from 'react';
import type { CurrencyPickerProps } from '../../components/CurrencyPicker/index.ts';

const loadPicker = () => import('../../components/CurrencyPicker/index.ts');
const Picker = lazy(() => loadPicker().then((module) => ({ default: module.CurrencyPicker })));

/** Fetches the picker's code ahead of the first open (the quote screen does it when the browser is idle). */
export const preloadCurrencyPicker = (): Promise<unknown> => loadPicker().catch(() => undefined);

/**
 * The currency picker (dialog, search field, virtual list) as a chunk of its own, out of the quote
 * screen's first load: nothing is rendered until it is first opened, then it stays mounted (its closing
 * transition and its state as any mounted picker's).
 */
export function LazyCurrencyPicker(props: CurrencyPickerProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}
