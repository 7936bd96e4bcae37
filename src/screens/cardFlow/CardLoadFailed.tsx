import type { CardRefusal } from '../../stores/CardStore.ts';
import { LoadFailedPage } from '../shared/LoadFailedPage.tsx';
import { cardMessages as m } from './card.messages.ts';

/** A card page whose data did not load. */
export function CardLoadFailed({ refusal, onRetry }: { refusal?: CardRefusal; onRetry: () => void }) {
  return <LoadFailedPage title={m.loadFailedTitle} action={m.tryAgain} refusal={refusal} onRetry={onRetry} />;
}
