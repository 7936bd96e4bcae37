import type { WidgetProps } from '@rjsf/utils';
import { ListSelect } from './ListSelect.tsx';
import { contextOf } from './widgetSupport.tsx';

/** 'ui:widget': 'addressCrypto' — the asset an address is saved for, from getAddressCryptoList (formContext.cryptos). */
export function AddressCryptoWidget(props: WidgetProps) {
  const cryptos = contextOf(props.registry).cryptos ?? [];
  const choices = cryptos.map(({ crypto, name, imgUrl }) => ({
    value: crypto,
    text: name && name !== crypto ? `${crypto} · ${name}` : crypto,
    image: imgUrl,
  }));
  return <ListSelect {...props} choices={choices} />;
}
