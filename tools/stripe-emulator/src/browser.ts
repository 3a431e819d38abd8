import type { StripeEmulator } from './emulator.js';
import { hostedPageRoute } from './hosted-pages.js';

/*
 * What the emulator serves browsers besides the API, as Stripe does from js.stripe.com and its hosted
 * pages: Stripe.js (the subset @stripe/react-stripe-js and the shop's card form use), the Payment
 * Element's card fields in a page of the emulator's own (so the card never enters the shop's page), and
 * the 3-D Secure challenge. The card fields' page calls the API with the publishable key and the
 * payment's client secret, as Stripe's Payment Element does; whether a card is accepted is decided by
 * the API (cards.ts), never in the browser.
 */

export interface Page {
  status: number;
  contentType: string;
  body: string;
  location?: string;
}

const MESSAGE_PREFIX = 'stripe-emulator:';

export function browserRoute(emulator: StripeEmulator, method: string, url: string, body: string): Page {
  const parsed = new URL(url, emulator.url);
  const { pathname, searchParams } = parsed;
  const hosted = hostedPageRoute(emulator, method, parsed, body);
  if (hosted) return hosted;
  if (method === 'GET' && pathname === '/v3/stripe.js') return { status: 200, contentType: 'text/javascript; charset=utf-8', body: stripeJs() };
  if (method === 'GET' && pathname === '/elements/payment') return html(200, paymentElementPage(emulator.publishableKey));
  const challenge = /^\/3ds\/([^/]+)$/.exec(pathname);
  if (challenge) {
    const paymentId = decodeURIComponent(challenge[1]);
    if (method === 'GET') {
      const intent = emulator.paymentIntents.get(paymentId);
      if (!intent || intent.client_secret !== searchParams.get('client_secret')) return html(404, page('Not found', '<p>No such payment.</p>'));
      return html(200, challengePage(paymentId, intent.client_secret!, intent.amount, intent.currency));
    }
    if (method === 'POST') {
      const form = new URLSearchParams(body);
      const outcome = form.get('outcome') === 'complete' ? 'complete' : 'fail';
      const intent = emulator.authenticate(paymentId, form.get('client_secret') ?? '', outcome);
      if (!intent) return html(404, page('Not found', '<p>No such payment.</p>'));
      const returnUrl = intent.next_action?.redirect_to_url?.return_url ?? null;
      return html(200, challengeDonePage(returnUrl, intent.id, intent.client_secret!, intent.status));
    }
  }
  return { status: 404, contentType: 'text/plain; charset=utf-8', body: `Not found: ${method} ${pathname}` };
}

function html(status: number, body: string): Page {
  return { status, contentType: 'text/html; charset=utf-8', body };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, content: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; padding: 4px; color: #1a1a1a; background: transparent; }
  label { display: block; font-size: 13px; margin: 0 0 4px; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 9px 10px; border: 1px solid #c8c8c8; border-radius: 6px; }
  input:focus { outline: 2px solid #635bff; outline-offset: 0; }
  .row { display: flex; gap: 12px; margin-top: 12px; } .row > div { flex: 1; }
  button { font: inherit; padding: 10px 14px; border-radius: 6px; border: 1px solid #635bff; cursor: pointer; }
  .primary { background: #635bff; color: white; } .secondary { background: white; color: #635bff; }
  .challenge { max-width: 380px; margin: 24px auto; padding: 20px; background: white; border-radius: 8px; }
</style></head>
<body>${content}${script ? `<script>${script}</script>` : ''}</body></html>`;
}

/** The card fields: number, expiry and security code, which the shop's page never sees. */
function paymentElementPage(publishableKey: string): string {
  const content = `
<div><label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"></div>
<div class="row">
  <div><label for="expiry">Expiration date</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"></div>
  <div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div>
</div>`;
  const script = `
const PREFIX = ${JSON.stringify(MESSAGE_PREFIX)};
const KEY = ${JSON.stringify(publishableKey)};
const params = new URLSearchParams(location.search);
const clientSecret = params.get('client_secret') || '';
const parentOrigin = params.get('parent_origin') || '*';
const paymentId = clientSecret.split('_secret_')[0];
const fields = { number: document.getElementById('number'), expiry: document.getElementById('expiry'), cvc: document.getElementById('cvc') };
const tell = (message) => parent.postMessage({ ...message, type: PREFIX + message.type }, parentOrigin);
fields.number.addEventListener('input', () => { fields.number.value = fields.number.value.replace(/\\D/g, '').slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 '); });
fields.expiry.addEventListener('input', (event) => {
  const digits = fields.expiry.value.replace(/\\D/g, '').slice(0, 4);
  const deleting = event.inputType && event.inputType.startsWith('delete');
  fields.expiry.value = digits.length > 2 || (digits.length === 2 && !deleting) ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
});
fields.cvc.addEventListener('input', () => { fields.cvc.value = fields.cvc.value.replace(/\\D/g, '').slice(0, 4); });
const state = () => ({ empty: Object.values(fields).every((field) => field.value === ''), complete: fields.number.value.replace(/\\D/g, '').length >= 12 && /^\\d{2} \\/ \\d{2}$/.test(fields.expiry.value) && fields.cvc.value.length >= 3 });
for (const field of Object.values(fields)) field.addEventListener('input', () => tell({ type: 'change', ...state() }));
async function api(method, path, form) {
  const response = await fetch(path, {
    method,
    headers: { authorization: 'Bearer ' + KEY, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });
  return response.json();
}
window.addEventListener('message', async (event) => {
  if (event.source !== parent || !event.data || typeof event.data.type !== 'string' || !event.data.type.startsWith(PREFIX)) return;
  const { id } = event.data;
  const type = event.data.type.slice(PREFIX.length);
  try {
    if (type === 'confirm') {
      const [month, year] = fields.expiry.value.split('/').map((part) => part.trim());
      const form = {
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': fields.number.value,
        'payment_method_data[card][exp_month]': month || '',
        'payment_method_data[card][exp_year]': year ? '20' + year : '',
        'payment_method_data[card][cvc]': fields.cvc.value,
      };
      if (event.data.returnUrl) form.return_url = event.data.returnUrl;
      tell({ type: 'answer', id, answer: await api('POST', '/v1/payment_intents/' + encodeURIComponent(paymentId) + '/confirm', form) });
    } else if (type === 'retrieve') {
      tell({ type: 'answer', id, answer: await api('GET', '/v1/payment_intents/' + encodeURIComponent(paymentId) + '?client_secret=' + encodeURIComponent(clientSecret)) });
    } else if (type === 'focus') {
      fields.number.focus();
    } else if (type === 'clear') {
      for (const field of Object.values(fields)) field.value = '';
    }
  } catch (error) {
    tell({ type: 'answer', id, answer: { error: { type: 'api_connection_error', message: 'We could not reach the payment service. Please try again.' } } });
  }
});
tell({ type: 'ready' });
`;
  return page('Card details', content, script);
}

/** Stripe's 3-D Secure test page: the cardholder completes or fails the challenge. */
function challengePage(paymentId: string, clientSecret: string, amount: number, currency: string): string {
  const form = (outcome: string, label: string, style: string) =>
    `<form method="post" action="/3ds/${encodeURIComponent(paymentId)}" style="display:inline">
  <input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}"><input type="hidden" name="outcome" value="${outcome}">
  <button class="${style}" type="submit">${label}</button></form>`;
  return page(
    '3D Secure 2 Test Page',
    `<main class="challenge"><h1 style="font-size:18px">3D Secure 2 Test Page</h1>
<p>A payment of ${escapeHtml((amount / 100).toFixed(2))} ${escapeHtml(currency.toUpperCase())} asks you to confirm it is you. In test mode, choose what the cardholder does.</p>
${form('complete', 'Complete authentication', 'primary')} ${form('fail', 'Fail authentication', 'secondary')}</main>`,
  );
}

/** After the challenge: tells Stripe.js in the shop's page, or, opened by itself, goes back to the return URL as Stripe's redirect does. */
function challengeDonePage(returnUrl: string | null, paymentId: string, clientSecret: string, status: string): string {
  const back = returnUrl
    ? `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${new URLSearchParams({ payment_intent: paymentId, payment_intent_client_secret: clientSecret, redirect_status: status === 'succeeded' ? 'succeeded' : 'failed' })}`
    : null;
  return page(
    'Authentication finished',
    '<main class="challenge"><p>Authentication finished. You can close this window.</p></main>',
    `if (window.parent !== window) window.parent.postMessage({ type: ${JSON.stringify(`${MESSAGE_PREFIX}challenge-done`)} }, '*');
else if (${JSON.stringify(back)}) location.replace(${JSON.stringify(back)});`,
  );
}

/**
 * Stripe.js: `Stripe(publishableKey)` with elements({ clientSecret }), create('payment') (mount, on,
 * off, once, update, focus, clear, unmount, destroy), confirmPayment({ elements, confirmParams, redirect })
 * with the 3-D Secure challenge in a dialog over the page, and retrievePaymentIntent. What it does not
 * emulate rejects with an error saying so.
 */
function stripeJs(): string {
  return `(function () {
  'use strict';
  var PREFIX = ${JSON.stringify(MESSAGE_PREFIX)};
  var ORIGIN = new URL(document.currentScript.src).origin;
  var sequence = 0;

  function unsupported(name) {
    return function () { return Promise.reject(new Error('The Stripe emulator does not provide ' + name + '.')); };
  }

  function PaymentElement(group) {
    this._group = group;
    this._listeners = {};
    this._frame = null;
    this._pending = {};
    this._onMessage = this._receive.bind(this);
  }
  PaymentElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('Stripe emulator: mount() found no element ' + target);
    var frame = document.createElement('iframe');
    frame.title = 'Secure payment input frame';
    frame.setAttribute('allow', 'payment');
    frame.style.cssText = 'border:0;width:100%;height:150px;display:block;background:transparent';
    frame.src = ORIGIN + '/elements/payment?' + new URLSearchParams({ client_secret: this._group._clientSecret, parent_origin: window.location.origin });
    this._frame = frame;
    window.addEventListener('message', this._onMessage);
    node.appendChild(frame);
    return this;
  };
  PaymentElement.prototype._receive = function (event) {
    if (!this._frame || event.source !== this._frame.contentWindow || event.origin !== ORIGIN) return;
    var data = event.data || {};
    if (typeof data.type !== 'string' || data.type.indexOf(PREFIX) !== 0) return;
    var type = data.type.slice(PREFIX.length);
    if (type === 'answer' && this._pending[data.id]) {
      this._pending[data.id](data.answer);
      delete this._pending[data.id];
    } else if (type === 'ready') {
      this._emit('ready', { elementType: 'payment' });
    } else if (type === 'change') {
      this._emit('change', { elementType: 'payment', empty: data.empty, complete: data.complete, collapsed: false, value: { type: 'card' } });
    }
  };
  PaymentElement.prototype._ask = function (message) {
    var self = this;
    if (!this._frame) return Promise.reject(new Error('The Payment Element is not mounted.'));
    var id = ++sequence;
    return new Promise(function (resolve) {
      self._pending[id] = resolve;
      message.id = id;
      message.type = PREFIX + message.type;
      self._frame.contentWindow.postMessage(message, ORIGIN);
    });
  };
  PaymentElement.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).slice().forEach(function (listener) { listener(payload); });
  };
  PaymentElement.prototype.on = function (event, listener) {
    (this._listeners[event] = this._listeners[event] || []).push(listener);
    return this;
  };
  PaymentElement.prototype.off = function (event, listener) {
    this._listeners[event] = (this._listeners[event] || []).filter(function (candidate) { return listener !== undefined && candidate !== listener; });
    return this;
  };
  PaymentElement.prototype.once = function (event, listener) {
    var self = this;
    var wrapped = function (payload) { self.off(event, wrapped); listener(payload); };
    return this.on(event, wrapped);
  };
  PaymentElement.prototype.update = function () { return this; };
  PaymentElement.prototype.focus = function () { if (this._frame) this._ask({ type: 'focus' }); return this; };
  PaymentElement.prototype.blur = function () { return this; };
  PaymentElement.prototype.clear = function () { if (this._frame) this._ask({ type: 'clear' }); return this; };
  PaymentElement.prototype.collapse = function () { return this; };
  PaymentElement.prototype.unmount = function () {
    window.removeEventListener('message', this._onMessage);
    if (this._frame && this._frame.parentNode) this._frame.parentNode.removeChild(this._frame);
    this._frame = null;
    return this;
  };
  PaymentElement.prototype.destroy = function () {
    this.unmount();
    this._group._elements = this._group._elements.filter(function (element) { return element !== this; }, this);
    this._listeners = {};
  };

  function Elements(options) {
    if (!options || typeof options.clientSecret !== 'string') throw new Error('Stripe emulator: elements() needs the payment\\'s clientSecret.');
    this._clientSecret = options.clientSecret;
    this._elements = [];
  }
  Elements.prototype.create = function (type) {
    if (type !== 'payment') throw new Error('The Stripe emulator provides only the Payment Element, not ' + type + '.');
    var element = new PaymentElement(this);
    this._elements.push(element);
    return element;
  };
  Elements.prototype.getElement = function (type) { return type === 'payment' ? this._elements[0] || null : null; };
  Elements.prototype.update = function () { return this; };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };
  Elements.prototype.submit = function () { return Promise.resolve({}); };

  /** The 3-D Secure challenge in a dialog over the page; resolves when the cardholder has answered it. */
  function challenge(url) {
    return new Promise(function (resolve) {
      var backdrop = document.createElement('div');
      backdrop.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
      var frame = document.createElement('iframe');
      frame.title = '3D Secure authentication';
      frame.name = 'stripe-emulator-challenge';
      frame.style.cssText = 'border:0;width:420px;max-width:95vw;height:320px;background:white;border-radius:8px';
      frame.src = url;
      function done(event) {
        if (event.source !== frame.contentWindow || event.origin !== ORIGIN || !event.data || event.data.type !== PREFIX + 'challenge-done') return;
        window.removeEventListener('message', done);
        document.body.removeChild(backdrop);
        resolve();
      }
      window.addEventListener('message', done);
      backdrop.appendChild(frame);
      document.body.appendChild(backdrop);
    });
  }

  function result(answer) {
    if (answer.error) return { error: answer.error };
    if (answer.status === 'requires_payment_method' && answer.last_payment_error) {
      var failure = answer.last_payment_error;
      return { error: { type: failure.type || 'card_error', code: failure.code, decline_code: failure.decline_code, message: failure.message, payment_intent: answer } };
    }
    return { paymentIntent: answer };
  }

  function StripeEmulator(publishableKey) {
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) throw new Error('Stripe emulator: Stripe() needs a publishable key (pk_…).');
    this._key = publishableKey;
  }
  StripeEmulator.prototype.elements = function (options) { return new Elements(options); };
  StripeEmulator.prototype.confirmPayment = function (options) {
    var elements = options && options.elements;
    var element = elements && elements.getElement('payment');
    if (!element) return Promise.reject(new Error('Stripe emulator: confirmPayment() needs the elements with a mounted Payment Element.'));
    var returnUrl = options.confirmParams && options.confirmParams.return_url;
    var redirect = options.redirect || 'always';
    return element._ask({ type: 'confirm', returnUrl: returnUrl }).then(function (answer) {
      if (answer.error) return result(answer);
      var next = answer.status === 'requires_action' && answer.next_action && answer.next_action.redirect_to_url;
      var finished = next
        ? challenge(next.url).then(function () { return element._ask({ type: 'retrieve' }); })
        : Promise.resolve(answer);
      return finished.then(function (intent) {
        var outcome = result(intent);
        if (outcome.error || redirect === 'if_required' || !returnUrl) return outcome;
        var back = new URL(returnUrl);
        back.searchParams.set('payment_intent', intent.id);
        back.searchParams.set('payment_intent_client_secret', intent.client_secret);
        back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
        window.location.assign(back.toString());
        return new Promise(function () {});
      });
    });
  };
  StripeEmulator.prototype.retrievePaymentIntent = function (clientSecret) {
    var id = String(clientSecret).split('_secret_')[0];
    return fetch(ORIGIN + '/v1/payment_intents/' + encodeURIComponent(id) + '?client_secret=' + encodeURIComponent(clientSecret), {
      headers: { authorization: 'Bearer ' + this._key },
    }).then(function (response) { return response.json(); }).then(function (answer) {
      return answer.error ? { error: answer.error } : { paymentIntent: answer };
    });
  };
  // @stripe/react-stripe-js checks that these exist before it takes the object for Stripe.
  StripeEmulator.prototype.createToken = unsupported('createToken');
  StripeEmulator.prototype.createPaymentMethod = unsupported('createPaymentMethod');
  StripeEmulator.prototype.confirmCardPayment = unsupported('confirmCardPayment');
  StripeEmulator.prototype.registerAppInfo = function () {};
  StripeEmulator.prototype._registerWrapper = function () {};

  window.Stripe = function (publishableKey) { return new StripeEmulator(publishableKey); };
  window.Stripe.version = 3;
})();
`;
}
