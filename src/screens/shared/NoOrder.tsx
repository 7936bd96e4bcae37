import type { ServerMessage } from '../../stores/OrderStore.ts';
import { flowMessages } from './flow.messages.ts';
import { MissingStepPage } from './MissingStepPage.tsx';

/**
 * An order page without an order to show: no orderNo in the link (and none made in this tab), or the
 * gateway's refusal (an unknown order) — with the way to a new one.
 */
export function NoOrder({ refusal, onNewOrder }: { refusal?: ServerMessage; onNewOrder: () => void }) {
  return (
    <MissingStepPage
      title={flowMessages.noOrderTitle}
      text={flowMessages.noOrderText}
      action={flowMessages.newOrder}
      refusal={refusal}
      onAction={onNewOrder}
    />
  );
}
