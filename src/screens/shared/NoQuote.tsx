import type { ServerMessage } from '../../stores/OrderStore.ts';
import { flowMessages as m } from './flow.messages.ts';
import { RefusalPage } from './RefusalPage.tsx';

/**
 * A purchase step without a quote to order from (opened directly, or the link's quote refused, e.g. an
 * expired price): says so, with the way to a new quote.
 */
export function NoQuote({ refusal, onNewQuote }: { refusal?: ServerMessage; onNewQuote: () => void }) {
  return (
    <RefusalPage
      tone="info"
      title={m.noQuoteTitle}
      text={m.noQuoteText}
      action={m.getNewQuote}
      refusal={refusal}
      onAction={onNewQuote}
    />
  );
}
