import { defineMessages } from 'react-intl';

/**
 * Texts the route registry names by id: the top bar's title of each route (`titleId`,
 * `routes.<name>.title`) and the menu's label of the routes in the menu (`menuLabelId`). This file is where
 * their English text is written (extracted into en-US.json); a route added to the registry adds its ids here.
 */
export const routeMessages = defineMessages({
  edit: {
    id: 'routes.edit.title',
    defaultMessage: 'Buy',
    description: 'Top bar: title of the edit screen',
  },
  emailLogin: {
    id: 'routes.emailLogin.title',
    defaultMessage: 'Log In',
    description: 'Top bar: title of the emailLogin screen',
  },
  verificationCode: {
    id: 'routes.verificationCode.title',
    defaultMessage: 'Verification Code',
    description: 'Top bar: title of the verificationCode screen',
  },
  myOrders: {
    id: 'routes.myOrders.title',
    defaultMessage: 'My Orders',
    description: 'Top bar: title of the myOrders screen',
  },
  order: {
    id: 'routes.order.title',
    defaultMessage: 'Order',
    description: 'Top bar: title of the order screen',
  },
  selectOffer: {
    id: 'routes.selectOffer.title',
    defaultMessage: 'Select Provider',
    description: 'Top bar: title of the selectOffer screen',
  },
  submitAddress: {
    id: 'routes.submitAddress.title',
    defaultMessage: 'Wallet Address',
    description: 'Top bar: title of the submitAddress screen',
  },
  confirmAddress: {
    id: 'routes.confirmAddress.title',
    defaultMessage: 'Confirm Address',
    description: 'Top bar: title of the confirmAddress screen',
  },
  waitPayment: {
    id: 'routes.waitPayment.title',
    defaultMessage: 'Waiting for Payment',
    description: 'Top bar: title of the waitPayment screen',
  },
  enterCard: {
    id: 'routes.enterCard.title',
    defaultMessage: 'Add Card',
    description: 'Top bar: title of the enterCard screen',
  },
  selectCard: {
    id: 'routes.selectCard.title',
    defaultMessage: 'Select Card',
    description: 'Top bar: title of the selectCard screen',
  },
  enterInformation: {
    id: 'routes.enterInformation.title',
    defaultMessage: 'Personal Information',
    description: 'Top bar: title of the enterInformation screen',
  },
  verifyId: {
    id: 'routes.verifyId.title',
    defaultMessage: 'Verify Identity',
    description: 'Top bar: title of the verifyId screen',
  },
  noRespond: {
    id: 'routes.noRespond.title',
    defaultMessage: 'No Response',
    description: 'Top bar: title of the noRespond screen',
  },
  accessDenied: {
    id: 'routes.accessDenied.title',
    defaultMessage: 'Access Denied',
    description: 'Top bar: title of the accessDenied screen',
  },
  serverTimeout: {
    id: 'routes.serverTimeout.title',
    defaultMessage: 'Server Timeout',
    description: 'Top bar: title of the serverTimeout screen',
  },
  transactionRestricted: {
    id: 'routes.transactionRestricted.title',
    defaultMessage: 'Transaction Restricted',
    description: 'Top bar: title of the transactionRestricted screen',
  },
  kycStatus: {
    id: 'routes.kycStatus.title',
    defaultMessage: 'Verification Status',
    description: 'Top bar: title of the kycStatus screen',
  },
  orderStatus: {
    id: 'routes.orderStatus.title',
    defaultMessage: 'Order Status',
    description: 'Top bar: title of the orderStatus screen',
  },
  paymentStatus: {
    id: 'routes.paymentStatus.title',
    defaultMessage: 'Payment Status',
    description: 'Top bar: title of the paymentStatus screen',
  },
  settings: {
    id: 'routes.settings.title',
    defaultMessage: 'Settings',
    description: 'Top bar: title of the settings screen',
  },
  cards: {
    id: 'routes.cards.title',
    defaultMessage: 'My Cards',
    description: 'Top bar: title of the cards screen',
  },
  addresses: {
    id: 'routes.addresses.title',
    defaultMessage: 'Address Book',
    description: 'Top bar: title of the addresses screen',
  },
  addAddress: {
    id: 'routes.addAddress.title',
    defaultMessage: 'Add Address',
    description: 'Top bar: title of the addAddress screen',
  },
  demoLang: {
    id: 'routes.demoLang.title',
    defaultMessage: 'Language Demo',
    description: 'Top bar: title of the demoLang screen',
  },
  menuBuyCrypto: {
    id: 'shell.menu.buyCrypto',
    defaultMessage: 'Buy Crypto',
    description: 'Menu item: the quote screen',
  },
  menuMyOrders: { id: 'shell.menu.myOrders', defaultMessage: 'My Orders', description: 'Menu item' },
  menuSettings: { id: 'shell.menu.settings', defaultMessage: 'Settings', description: 'Menu item' },
});
