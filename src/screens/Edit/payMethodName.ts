import type { IntlShape } from 'react-intl';

/** A pay method's name in the buyer's language (`payMethods.<id>`), else the gateway's name. */
export function payMethodName(intl: IntlShape, id: string, gatewayName: string): string {
  const messageId = `payMethods.${id}`;
  return messageId in intl.messages ? intl.formatMessage({ id: messageId }) : gatewayName;
}
