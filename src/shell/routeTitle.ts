import type { IntlShape } from 'react-intl';
import type { AppRoute } from '../routes/types.ts';
import { shellMessages } from './shell.messages.ts';

/** A route's translated title; the product name when it has no title id or the id has no message. */
export function routeTitle(intl: IntlShape, route: AppRoute | undefined): string {
  if (route?.titleId && intl.messages[route.titleId] !== undefined)
    return intl.formatMessage({ id: route.titleId });
  return intl.formatMessage(shellMessages.productName);
}
