import { lazy, Suspense, type ComponentProps } from 'react';
import type SliderComponent from '@mui/material/Slider';

const LoadedSlider = lazy(() => import('@mui/material/Slider'));

/**
 * MUI's Slider with its code fetched the first time one is drawn: what @rjsf/mui's range widget gets instead
 * (scripts/partsOnDemand.ts). No field of our forms is a range; nothing is drawn until the code is in.
 */
export default function Slider(props: ComponentProps<typeof SliderComponent>) {
  return (
    <Suspense fallback={null}>
      <LoadedSlider {...props} />
    </Suspense>
  );
}
