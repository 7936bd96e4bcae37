import type { ServerMessage } from '../../stores/OrderStore.ts';
import { flowMessages } from './flow.messages.ts';
import { MissingStepPage } from './MissingStepPage.tsx';

/**
 * A purchase step without a quote to order from (opened directly, or the link's quote refused, e.g. an
 * expired price): says so, with the way to a new quote.
 */
export function NoQuote({ refusal, onNewQuote }: { refusal?: ServerMessage; onNewQuote: () => void }) {
  return (
    <MissingStepPage
      title={flowMessages.noQuoteTitle}
      text={flowMessages.noQuoteText}
      action={flowMessages.getNewQuote}
      refusal={refusal}
      onAction={onNewQuote}
    />
  );
}
