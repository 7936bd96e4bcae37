import { ScreenSkeleton } from '../../shell/ScreenSkeleton.tsx';
import { flowMessages } from './flow.messages.ts';

/** A purchase step while its rules run or its order loads. */
export const FlowSkeleton = ({ blocks = [120, 120, 48] }: { blocks?: number[] }) => (
  <ScreenSkeleton label={flowMessages.loading} blocks={blocks} />
);
