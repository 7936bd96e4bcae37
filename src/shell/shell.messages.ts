import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the app shell (top bar, menu, logout popup, error page, footers). */
export const shellMessages = defineMessages<{
  productName: NoMessageValues;
  back: NoMessageValues;
  openMenu: NoMessageValues;
  closeMenu: NoMessageValues;
  menu: NoMessageValues;
  terms: NoMessageValues;
  newTab: NoMessageValues;
  logIn: NoMessageValues;
  logOut: NoMessageValues;
  support: NoMessageValues;
  registration: NoMessageValues;
  version: { version: string };
  logoutTitle: NoMessageValues;
  logoutQuestion: NoMessageValues;
  logoutCancel: NoMessageValues;
  logoutConfirm: NoMessageValues;
  loggedOut: NoMessageValues;
  errorTitle: NoMessageValues;
  errorRetry: NoMessageValues;
  poweredBy: NoMessageValues;
  loading: NoMessageValues;
  closeToast: NoMessageValues;
}>({
  productName: {
    id: 'shell.productName',
    defaultMessage: 'Buy Crypto',
    description: 'Product name; title of screens without their own',
  },
  back: { id: 'shell.back', defaultMessage: 'Back', description: 'Label of the top bar back arrow' },
  openMenu: {
    id: 'shell.menu.open',
    defaultMessage: 'Open menu',
    description: 'Label of the top bar menu button',
  },
  closeMenu: {
    id: 'shell.menu.close',
    defaultMessage: 'Close menu',
    description: 'Label of the close button of the menu',
  },
  menu: { id: 'shell.menu.title', defaultMessage: 'Menu', description: 'Accessible name of the menu drawer' },
  terms: {
    id: 'shell.menu.terms',
    defaultMessage: 'Terms of Service',
    description: 'Menu item, opens in a new tab',
  },
  newTab: {
    id: 'shell.menu.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Screen-reader hint after a link that opens a new tab',
  },
  logIn: { id: 'shell.menu.logIn', defaultMessage: 'Log In', description: 'Menu item when logged out' },
  logOut: { id: 'shell.menu.logOut', defaultMessage: 'Log Out', description: 'Menu item when logged in' },
  support: {
    id: 'shell.menu.support',
    defaultMessage: 'Support',
    description: 'Label before the support e-mail address in the menu footer',
  },
  registration: {
    id: 'shell.menu.registration',
    defaultMessage:
      'Buy Crypto is operated by a company registered as a virtual currency exchange operator in the European Union.',
    description: 'Company registration notice in the menu footer',
  },
  version: {
    id: 'shell.menu.version',
    defaultMessage: 'Version {version}',
    description: 'App version in the menu footer; version is a date and time',
  },
  logoutTitle: {
    id: 'shell.logout.title',
    defaultMessage: 'Log Out',
    description: 'Title of the logout confirmation popup',
  },
  logoutQuestion: {
    id: 'shell.logout.question',
    defaultMessage: 'Are you sure you want to log out?',
    description: 'Body of the logout confirmation popup',
  },
  logoutCancel: {
    id: 'shell.logout.cancel',
    defaultMessage: 'Cancel',
    description: 'Keeps the user logged in',
  },
  logoutConfirm: { id: 'shell.logout.confirm', defaultMessage: 'Yes', description: 'Confirms logging out' },
  loggedOut: { id: 'shell.logout.done', defaultMessage: 'Log out', description: 'Toast after logging out' },
  errorTitle: {
    id: 'shell.error.title',
    defaultMessage: 'Oops! Try again later.',
    description: 'Page shown when a screen crashed',
  },
  errorRetry: {
    id: 'shell.error.retry',
    defaultMessage: 'Try again',
    description: 'Button of the crash page',
  },
  poweredBy: {
    id: 'shell.poweredBy',
    defaultMessage: 'Power by',
    description: 'Footer text before the product name',
  },
  loading: {
    id: 'shell.loading',
    defaultMessage: 'Loading',
    description: 'Accessible name of a screen still loading',
  },
  closeToast: {
    id: 'shell.toast.close',
    defaultMessage: 'Close',
    description: 'Label of the close button of a message',
  },
});
