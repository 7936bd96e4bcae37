import type { NoMessageValues, TypedMessageDescriptor } from 'react-intl';
import { routeNamed } from '../routes/registry.ts';
import { shellMessages } from './shell.messages.ts';

type Label = TypedMessageDescriptor<NoMessageValues>;

export type MenuItem =
  | { key: string; label: Label; to: string }
  | { key: string; label: Label; href: string; newTab: true };

/** The menu's links, in order; in-app ones take their path from the route registry. */
export const MENU_ITEMS: MenuItem[] = [
  { key: 'buyCrypto', label: shellMessages.buyCrypto, to: routeNamed('edit').path },
  { key: 'myOrders', label: shellMessages.myOrders, to: routeNamed('myOrders').path },
  { key: 'terms', label: shellMessages.terms, href: '/terms.html', newTab: true },
  { key: 'settings', label: shellMessages.settings, to: routeNamed('settings').path },
];
