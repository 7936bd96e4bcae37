import type { CardRefusal } from '../../stores/CardStore.ts';
import { RefusalPage } from '../shared/RefusalPage.tsx';
import { cardMessages as m } from './card.messages.ts';

/** A card page whose data did not load. */
export function CardLoadFailed({ refusal, onRetry }: { refusal?: CardRefusal; onRetry: () => void }) {
  return <RefusalPage title={m.loadFailedTitle} action={m.tryAgain} refusal={refusal} onAction={onRetry} />;
}
