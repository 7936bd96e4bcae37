import type { MessageDescriptor } from 'react-intl';
import { routes } from '../routes/registry.ts';
import { shellMessages } from './shell.messages.ts';

export type MenuItem =
  | { key: string; label: MessageDescriptor; to: string }
  | { key: string; label: MessageDescriptor; href: string; newTab: true };

const inApp: MenuItem[] = routes.flatMap((route) =>
  route.menuLabelId ? [{ key: route.name, label: { id: route.menuLabelId }, to: route.path }] : [],
);

/** The menu's links, in order: the registry's routes with a menu label, and the terms (outside the app) before the last. */
export const MENU_ITEMS: MenuItem[] = [
  ...inApp.slice(0, -1),
  { key: 'terms', label: shellMessages.terms, href: '/terms.html', newTab: true },
  ...inApp.slice(-1),
];
