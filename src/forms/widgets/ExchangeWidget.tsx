import type { WidgetProps } from '@rjsf/utils';
import { ListSelect } from './ListSelect.tsx';

/** An exchange of the Exchange destination wallet type (travelExchangeList). */
export interface ExchangeOption {
  id: string;
  name: string;
  logo: string;
}

/**
 * 'ui:widget': 'exchange' — the exchange the crypto goes to, chosen from the form context's `exchanges`
 * (the value is the exchange's name, as the order's exchangeName).
 */
export function ExchangeWidget(props: WidgetProps) {
  const exchanges =
    (props.registry.formContext as { exchanges?: ExchangeOption[] } | undefined)?.exchanges ?? [];
  const choices = exchanges.map((exchange) => ({
    value: exchange.name,
    text: exchange.name,
    image: exchange.logo,
  }));
  return <ListSelect {...props} choices={choices} />;
}
