import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { ListSelect } from './ListSelect.tsx';
import { widgetMessages } from './widgets.messages.ts';
import { contextOf, useFieldValue } from './widgetSupport.tsx';

/**
 * 'ui:widget': 'addressNetwork' — a network of the asset chosen in the field `ui:options.cryptoField`,
 * from getAddressNetworkList (formContext.networksByCrypto, asked for through loadNetworks).
 */
export function AddressNetworkWidget(props: WidgetProps) {
  const intl = useIntl();
  const { networksByCrypto, loadNetworks } = contextOf(props.registry);
  const field = typeof props.options.cryptoField === 'string' ? props.options.cryptoField : undefined;
  const picked = useFieldValue(field);
  const crypto = typeof picked === 'string' && picked ? picked : undefined;

  useEffect(() => {
    if (crypto) loadNetworks?.(crypto);
  }, [crypto, loadNetworks]);

  const networks = crypto ? (networksByCrypto?.[crypto] ?? []) : [];
  // The network's name says enough ('Ethereum (ERC20)', 'Tron (TRC20)'); its code only stands in for a missing name.
  const choices = networks.map(({ network, name }) => ({ value: network, text: name || network }));
  return (
    <ListSelect
      {...props}
      disabled={props.disabled || !crypto}
      choices={choices}
      helperText={crypto ? undefined : intl.formatMessage(widgetMessages.chooseCryptoFirst)}
    />
  );
}
