import type { ServerMessage } from '../../stores/OrderStore.ts';
import { flowMessages as m } from './flow.messages.ts';
import { RefusalPage } from './RefusalPage.tsx';

/**
 * An order page without an order to show: no orderNo in the link (and none made in this tab), or the
 * gateway's refusal (an unknown order) — with the way to a new one.
 */
export function NoOrder({ refusal, onNewOrder }: { refusal?: ServerMessage; onNewOrder: () => void }) {
  return (
    <RefusalPage
      tone="info"
      title={m.noOrderTitle}
      text={m.noOrderText}
      action={m.newOrder}
      refusal={refusal}
      onAction={onNewOrder}
    />
  );
}
