/* global window, document, FormData */
// The embedding example's script (GET /embed-example.js): a partner's page listening to both widgets and
// sending them the set message. Plain JavaScript to copy; the message types are in src/embed/events.ts.
const { widgetOrigin } = document.body.dataset;
const list = document.getElementById('events');

// Every message the widgets post: from the widgets' origin only, and shaped as theirs.
window.addEventListener('message', (event) => {
  if (event.origin !== widgetOrigin) return;
  const message = event.data;
  if (!message || message.source !== 'buy-crypto-widget' || message.version !== 1) return;
  const { type, ...payload } = message.event ?? {};
  if (typeof type !== 'string') return;
  const item = document.createElement('li');
  item.dataset.type = type;
  item.dataset.payload = JSON.stringify(payload);
  item.textContent = `${type} ${JSON.stringify(payload)}`;
  list.append(item);
});

// The host's one message: the amount to pay, the cryptocurrency to get, the receiving address.
document.getElementById('set-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  const message = { source: 'buy-crypto-host', version: 1, type: 'set' };
  for (const key of ['amount', 'currency', 'address']) {
    const value = String(form.get(key) ?? '').trim();
    if (value) message[key] = value;
  }
  const frame = document.getElementById(String(form.get('widget')));
  frame.contentWindow.postMessage(message, widgetOrigin);
});
