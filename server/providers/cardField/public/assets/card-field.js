/* global window, document, location, fetch, ResizeObserver, URL, URLSearchParams */
/**
 * The payment sandbox's hosted card field (like a provider's hosted card fields): the card number, expiry
 * and CVC are typed here, inside the provider's frame, and only a single-use token leaves it for the page
 * that embeds it. Protocol with the parent window (same origin only):
 *   frame → parent { source: 'sandbox-card-field', type: 'ready' | 'change' | 'resize' | 'token' | 'error', … }
 *     change { complete, brand }, resize { height }, token { token, brand, last4, expMonth, expYear },
 *     error { field, message }
 *   parent → frame { source: 'buy-crypto-app', type: 'tokenize' } | { …, type: 'disable', disabled }
 * Query: locale (en-US | zh-CN), disabled=1, and the page's colours (see applyAppearance).
 */
(function cardField() {
  'use strict';

  var MESSAGES = {
    'en-US': {
      title: 'Card details',
      numberLabel: 'Card number',
      expiryLabel: 'Expiry (MM/YY)',
      cvcLabel: 'CVC',
      numberRequired: 'Enter your card number.',
      numberInvalid: 'Your card number is invalid.',
      brandUnsupported: 'This card brand is not supported.',
      notTestCard: 'This sandbox accepts only its test cards, e.g. 4242 4242 4242 4242.',
      expiryRequired: 'Enter the expiry date.',
      expiryInvalid: 'Enter the expiry date as MM/YY.',
      expired: 'Your card has expired.',
      cvcRequired: 'Enter the security code.',
      cvcInvalid: 'Enter the 3-digit security code on the back of your card.',
      cvcInvalidAmex: 'Enter the 4-digit security code on the front of your card.',
      unavailable: 'Your card could not be checked. Please try again.',
      tooMany: 'Too many attempts. Please try again in a minute.',
    },
    'zh-CN': {
      title: '银行卡信息',
      numberLabel: '卡号',
      expiryLabel: '有效期（月/年）',
      cvcLabel: '安全码（CVC）',
      numberRequired: '请输入卡号。',
      numberInvalid: '卡号无效。',
      brandUnsupported: '暂不支持此卡组织。',
      notTestCard: '此沙盒仅接受测试卡，例如 4242 4242 4242 4242。',
      expiryRequired: '请输入有效期。',
      expiryInvalid: '请按 MM/YY 格式输入有效期。',
      expired: '您的卡已过期。',
      cvcRequired: '请输入安全码。',
      cvcInvalid: '请输入卡背面的 3 位安全码。',
      cvcInvalidAmex: '请输入卡正面的 4 位安全码。',
      unavailable: '暂时无法验证您的卡，请重试。',
      tooMany: '尝试次数过多，请一分钟后再试。',
    },
  };
  var SOURCE = 'sandbox-card-field';
  var PARENT_SOURCE = 'buy-crypto-app';
  var FIELDS = ['number', 'expiry', 'cvc'];

  var params = new URLSearchParams(location.search);
  var locale = MESSAGES[params.get('locale')] ? params.get('locale') : 'en-US';
  var text = MESSAGES[locale];

  var form = document.getElementById('card-form');
  var inputs = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
  };
  var brandBadge = document.getElementById('brand');
  var touched = { number: false, expiry: false, cvc: false };
  var busy = false;
  var lastChange = '';

  function post(message) {
    message.source = SOURCE;
    if (window.parent !== window) window.parent.postMessage(message, location.origin);
  }

  // Card rules (the processor checks the same again when tokenizing).
  function digits(value) {
    return value.replace(/\D/g, '');
  }
  function brandOf(number) {
    if (/^4/.test(number)) return 'Visa';
    if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'Mastercard';
    if (/^3[47]/.test(number)) return 'American Express';
    if (/^6(011|5)/.test(number)) return 'Discover';
    return '';
  }
  function passesLuhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i += 1) {
      var digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return number.length > 0 && sum % 10 === 0;
  }
  function groupNumber(number) {
    if (brandOf(number) === 'American Express') {
      return [number.slice(0, 4), number.slice(4, 10), number.slice(10, 15)].filter(Boolean).join(' ');
    }
    return number.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
  }
  function formatExpiry(value) {
    var d = digits(value).slice(0, 4);
    if (d.length === 1 && Number(d) > 1) d = '0' + d;
    return d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
  }
  function cvcLength() {
    return brandOf(digits(inputs.number.value)) === 'American Express' ? 4 : 3;
  }

  /** The message key of a field's problem, or '' when it is fine. */
  function problemOf(field) {
    var value = inputs[field].value.trim();
    if (field === 'number') {
      var number = digits(value);
      if (!number) return 'numberRequired';
      if (number.length < 12 || number.length > 19 || !passesLuhn(number)) return 'numberInvalid';
      if (!brandOf(number)) return 'brandUnsupported';
      return '';
    }
    if (field === 'expiry') {
      if (!value) return 'expiryRequired';
      var match = /^(\d{2})\/(\d{2})$/.exec(value);
      if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'expiryInvalid';
      var now = new Date();
      var year = 2000 + Number(match[2]);
      var month = Number(match[1]);
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
        return 'expired';
      return '';
    }
    if (!value) return 'cvcRequired';
    var length = cvcLength();
    return new RegExp('^\\d{' + length + '}$').test(value)
      ? ''
      : length === 4
        ? 'cvcInvalidAmex'
        : 'cvcInvalid';
  }

  function showError(field, key) {
    var input = inputs[field];
    var box = document.getElementById(field + '-error');
    box.textContent = key ? text[key] : '';
    input.setAttribute('aria-invalid', key ? 'true' : 'false');
    if (key) input.setAttribute('aria-describedby', field + '-error');
    else input.removeAttribute('aria-describedby');
  }

  function announceChange() {
    var brand = brandOf(digits(inputs.number.value));
    var complete = FIELDS.every(function (field) {
      return problemOf(field) === '';
    });
    var key = complete + '|' + brand;
    if (key === lastChange) return;
    lastChange = key;
    post(
      brand ? { type: 'change', complete: complete, brand: brand } : { type: 'change', complete: complete },
    );
  }

  /**
   * The embedding page's colours (its theme), as query parameters: text, muted, error, accent, field (the
   * inputs' background) and radius. Only plain colour values and a pixel radius are taken.
   */
  var COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%/]+\)|hsla?\([\d\s.,%/deg]+\))$/i;
  function applyAppearance() {
    var style = document.documentElement.style;
    var colours = { text: '--text', muted: '--muted', error: '--error', accent: '--focus', field: '--field' };
    Object.keys(colours).forEach(function (name) {
      var value = params.get(name);
      if (value && COLOUR.test(value)) style.setProperty(colours[name], value);
    });
    if (params.get('muted') && COLOUR.test(params.get('muted')))
      style.setProperty('--border', params.get('muted'));
    var radius = Number(params.get('radius'));
    if (params.get('radius') && radius >= 0 && radius <= 32) style.setProperty('--radius', radius + 'px');
  }

  function localize() {
    document.documentElement.lang = locale;
    document.title = text.title;
    Array.prototype.forEach.call(document.querySelectorAll('[data-text]'), function (node) {
      node.textContent = text[node.getAttribute('data-text')];
    });
  }

  inputs.number.addEventListener('input', function () {
    var atEnd = inputs.number.selectionStart === inputs.number.value.length;
    var number = digits(inputs.number.value).slice(0, 19);
    if (atEnd) inputs.number.value = groupNumber(number);
    brandBadge.textContent = brandOf(number);
    inputs.cvc.maxLength = cvcLength();
    if (touched.number) showError('number', problemOf('number'));
    announceChange();
  });
  inputs.expiry.addEventListener('input', function (event) {
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
    if (!deleting && inputs.expiry.selectionStart === inputs.expiry.value.length)
      inputs.expiry.value = formatExpiry(inputs.expiry.value);
    if (touched.expiry) showError('expiry', problemOf('expiry'));
    announceChange();
  });
  inputs.cvc.addEventListener('input', function () {
    inputs.cvc.value = digits(inputs.cvc.value).slice(0, 4);
    if (touched.cvc) showError('cvc', problemOf('cvc'));
    announceChange();
  });
  FIELDS.forEach(function (field) {
    inputs[field].addEventListener('blur', function () {
      if (!inputs[field].value && !touched[field]) return;
      touched[field] = true;
      showError(field, problemOf(field));
    });
  });
  // Enter in a field asks the parent page to go on, as a submit there would.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });

  function refuse(field, key) {
    touched[field] = true;
    showError(field, key);
    inputs[field].focus();
    post({ type: 'error', field: field, message: text[key] });
  }

  function tokenize() {
    if (busy) return;
    var first = '';
    FIELDS.forEach(function (field) {
      touched[field] = true;
      var key = problemOf(field);
      showError(field, key);
      if (key && !first) first = field;
    });
    if (first) {
      inputs[first].focus();
      post({ type: 'error', field: first, message: text[problemOf(first)] });
      return;
    }
    busy = true;
    fetch(new URL('card-tokens', location.href).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: digits(inputs.number.value),
        expiry: inputs.expiry.value.trim(),
        cvc: inputs.cvc.value.trim(),
      }),
      credentials: 'same-origin',
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        if (answer && answer.respCode === 200 && answer.data) {
          var card = answer.data;
          post({
            type: 'token',
            token: card.token,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
          });
          return;
        }
        var reasons = {
          invalid_number: 'numberInvalid',
          not_test_card: 'notTestCard',
          invalid_expiry: 'expiryInvalid',
          expired: 'expired',
          invalid_cvc: cvcLength() === 4 ? 'cvcInvalidAmex' : 'cvcInvalid',
        };
        if (answer && answer.field && reasons[answer.reason])
          return refuse(answer.field, reasons[answer.reason]);
        refuse('number', answer && answer.respCode === 5001 ? 'tooMany' : 'unavailable');
      })
      .catch(function () {
        refuse('number', 'unavailable');
      })
      .then(function () {
        busy = false;
      });
  }

  function setDisabled(disabled) {
    FIELDS.forEach(function (field) {
      inputs[field].disabled = disabled;
    });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    var message = event.data;
    if (!message || message.source !== PARENT_SOURCE) return;
    if (message.type === 'tokenize') tokenize();
    else if (message.type === 'disable') setDisabled(message.disabled !== false);
  });

  applyAppearance();
  localize();
  setDisabled(params.get('disabled') === '1');
  var lastHeight = 0;
  function reportHeight() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'resize', height: height });
  }
  if (typeof ResizeObserver === 'function')
    new ResizeObserver(reportHeight).observe(document.documentElement);
  reportHeight();
  post({ type: 'ready' });
})();
