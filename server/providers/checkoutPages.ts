import type { Order } from '../domain/orders/rows.ts';
import { amountDue } from '../domain/orders/view.ts';
import { html, Markup } from '../http/html.ts';
import { TEST_CARDS, formatTestCard } from './paymentSandbox.ts';

/** The sandbox bank account buyers "transfer" to; the order number is the payment reference. */
export const SANDBOX_IBAN = 'DE89 3704 0044 0532 0130 00';

export interface CheckoutPageModel {
  order: Order;
  /** /sandbox/<offerType>/checkout/<orderNo>: the forms post to /card and /transfer under it. */
  actionBase: string;
  /** Where "Return to the app" goes (the order's redirect path). */
  returnUrl: string;
  /** A logged-in buyer's card can be kept (as a token) for next time. */
  canSaveCard: boolean;
  nowMs: number;
  /** The get network's display name (e.g. 'Tron (TRC20)' for TRON). */
  networkName: string;
  error?: { field?: 'number' | 'expiry' | 'cvc' | 'amount'; message: string };
  /** Values to show again after an error (never the card number). */
  values?: { expiry?: string; amount?: string };
}

const STATUS_TEXT: Record<Order['status'], { title: string; detail: string; tone: 'good' | 'bad' | 'wait' }> =
  {
    Pending: {
      title: 'Waiting for payment',
      detail: 'Pay by card or bank transfer before the deadline.',
      tone: 'wait',
    },
    Authorized: {
      title: 'Payment pre-authorized',
      detail:
        'Complete your identity check in the app: the payment is then captured, otherwise the authorization is voided and the order cancelled.',
      tone: 'wait',
    },
    Paid: { title: 'Payment successful', detail: 'We are purchasing your crypto.', tone: 'good' },
    Converting: { title: 'Payment successful', detail: 'We are purchasing your crypto.', tone: 'good' },
    Converted: {
      title: 'Payment successful',
      detail: 'Your crypto is purchased and will be sent shortly.',
      tone: 'good',
    },
    Delivering: { title: 'Delivering', detail: 'Expected within 3 mins.', tone: 'good' },
    Delivered: { title: 'Delivered', detail: 'The crypto is in your wallet.', tone: 'good' },
    Failed: {
      title: 'Delivery failed',
      detail: 'You will be refunded within 24 hours. Contact support if you have questions.',
      tone: 'bad',
    },
    Underpaid: {
      title: 'Underpaid',
      detail: 'The amount received is less than the order amount: transfer the rest before the deadline.',
      tone: 'bad',
    },
    Expired: { title: 'Expired', detail: 'Please make a new order.', tone: 'bad' },
    Refunded: { title: 'Refunded', detail: 'The payment has been refunded.', tone: 'bad' },
    Cancelled: {
      title: 'Cancelled',
      detail:
        'The identity check was not completed in time: the authorization was voided and the order cancelled.',
      tone: 'bad',
    },
  };

const utc = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

function fieldAttrs(model: CheckoutPageModel, field: NonNullable<CheckoutPageModel['error']>['field']) {
  return model.error?.field === field
    ? new Markup(` aria-invalid="true" aria-describedby="${field}-error"`)
    : '';
}
function fieldError(model: CheckoutPageModel, field: NonNullable<CheckoutPageModel['error']>['field']) {
  const error = model.error;
  return error && error.field === field
    ? html`<p class="error" id="${field}-error">${error.message}</p>`
    : undefined;
}

function cardForm(model: CheckoutPageModel) {
  const { order } = model;
  return html`<section class="panel" aria-labelledby="card-title">
  <h2 id="card-title">Pay by card</h2>
  <form method="post" action="${model.actionBase}/card" novalidate>
    <label>Card number
      <input type="text" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242" required${fieldAttrs(model, 'number')}>
    </label>
    ${fieldError(model, 'number')}
    <div class="row">
      <label>Expiry (MM/YY)
        <input type="text" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" value="${model.values?.expiry ?? ''}" required${fieldAttrs(model, 'expiry')}>
      </label>
      <label>CVC
        <input type="text" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" required${fieldAttrs(model, 'cvc')}>
      </label>
    </div>
    ${fieldError(model, 'expiry')}${fieldError(model, 'cvc')}
    ${model.canSaveCard && html`<label class="check"><input type="checkbox" name="saveCard" value="1" checked> Save this card for next time</label>`}
    <button type="submit">Pay ${order.send_amount} ${order.send_currency}</button>
  </form>
</section>`;
}

function transferForm(model: CheckoutPageModel) {
  const { order } = model;
  const due = amountDue(order) ?? order.send_amount;
  return html`<section class="panel" aria-labelledby="transfer-title">
  <h2 id="transfer-title">Pay by bank transfer</h2>
  <dl>
    <dt>Account (sandbox)</dt><dd class="nowrap">${SANDBOX_IBAN}</dd>
    <dt>Reference</dt><dd>${order.order_no}</dd>
    <dt>Amount due</dt><dd>${due} ${order.send_currency}</dd>
  </dl>
  <form method="post" action="${model.actionBase}/transfer" novalidate>
    <label>Amount you transferred (${order.send_currency})
      <input type="text" name="amount" inputmode="decimal" maxlength="20" value="${model.values?.amount ?? due}" required${fieldAttrs(model, 'amount')}>
    </label>
    ${fieldError(model, 'amount')}
    <button type="submit" class="secondary">I have made the transfer</button>
  </form>
</section>`;
}

const testCardList = () => html`<details class="panel">
  <summary>Sandbox test cards</summary>
  <p class="hint">Any future expiry date and any 3-digit CVC.</p>
  <table>
    <thead><tr><th scope="col">Card</th><th scope="col">Result</th></tr></thead>
    <tbody>${TEST_CARDS.map((card) => html`<tr><td class="card">${formatTestCard(card.number)}</td><td>${card.description}</td></tr>`)}</tbody>
  </table>
</details>`;

/** The provider's checkout page of one order: amount, provider, card and transfer forms, or where the order stands. */
export function renderCheckoutPage(model: CheckoutPageModel): string {
  const { order, nowMs } = model;
  const open = nowMs < order.expires_at;
  const takesCard = open && order.status === 'Pending';
  const takesTransfer = open && (order.status === 'Pending' || order.status === 'Underpaid');
  const status = STATUS_TEXT[order.status];
  const declined = order.status === 'Pending' && order.status_reason === 'card_declined';
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${order.provider_name} checkout</title>
<link rel="stylesheet" href="/sandbox/assets/checkout.css">
</head>
<body>
<main class="sheet">
  <header class="provider">
    <img src="${order.provider_logo_url}" alt="${order.provider_name} logo" width="44" height="44">
    <div><h1>${order.provider_name}</h1><p class="badge">Sandbox — no real money moves</p></div>
  </header>
  <section class="panel amount" aria-label="Order amount">
    <p class="label">You pay</p>
    <p class="value">${order.send_amount} ${order.send_currency}</p>
    <p class="sub">You get ${order.get_amount} ${order.get_symbol} on ${model.networkName} · to ${order.address}</p>
    <p class="sub">Order ${order.order_no}${open && (order.status === 'Pending' || order.status === 'Underpaid') ? ` · pay before ${utc(order.expires_at)}` : ''}</p>
  </section>
  ${model.error && !model.error.field && html`<p class="notice error-box" role="alert">${model.error.message}</p>`}
  ${declined && html`<p class="notice error-box" role="alert">Your payment failed, please contact your card issuer for further assistance</p>`}
  ${
    takesCard || takesTransfer
      ? html`${order.status === 'Underpaid' && html`<section class="panel"><p class="status bad">${status.title}</p><p class="hint">Paid ${order.paid_amount} of ${order.send_amount} ${order.send_currency}.</p></section>`}
  ${takesCard && cardForm(model)}
  ${takesTransfer && transferForm(model)}
  ${takesCard && testCardList()}`
      : html`<section class="panel" role="status">
    <p class="status ${status.tone}">${open || order.status !== 'Pending' ? status.title : STATUS_TEXT.Expired.title}</p>
    <p class="hint">${open || order.status !== 'Pending' ? status.detail : STATUS_TEXT.Expired.detail}</p>
  </section>`
  }
  <a class="button" href="${model.returnUrl}">Return to the app</a>
  <footer>Sandbox checkout of ${order.provider_name}. Test cards only; see SANDBOX.md.</footer>
</main>
</body>
</html>
`;
  return page.html;
}

/** The page of an order number this provider does not know. */
export function renderMissingOrderPage(): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Order not found</title>
<link rel="stylesheet" href="/sandbox/assets/checkout.css">
</head>
<body>
<main class="sheet">
  <section class="panel" role="status"><p class="status bad">Order not found</p><p class="hint">Check the link, or make a new order in the app.</p></section>
  <a class="button" href="/">Return to the app</a>
</main>
</body>
</html>
`.html;
}
