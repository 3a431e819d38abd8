import type Stripe from 'stripe';
import type { CardInput } from './cards.js';
import type { HostedPaymentOutcome, StripeEmulator } from './emulator.js';

/*
 * The pages Stripe hosts for Billing, as plain server-rendered forms: Checkout in subscription mode
 * (`/c/pay/:sessionId`: the price, the shipping address and the card), the hosted invoice page
 * (`/i/:invoiceId`: what is owed and, while it is open, a card to pay it with), and the 3-D Secure
 * challenge their cards may ask for. What a card does is decided by the emulator (cards.ts); a
 * refused card leaves everything as it was and the page says why.
 */

export interface HostedPage {
  status: number;
  contentType: string;
  body: string;
  location?: string;
}

export function hostedPageRoute(emulator: StripeEmulator, method: string, url: URL, body: string): HostedPage | null {
  const form = new URLSearchParams(body);
  const error = url.searchParams.get('error');
  const checkout = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
  if (checkout) {
    const session = emulator.checkoutSessions.get(decodeURIComponent(checkout[1]));
    if (!session) return html(404, page('Not found', '<p>This checkout page does not exist.</p>'));
    if (method === 'GET') return html(200, checkoutPage(emulator, session, error));
    if (method === 'POST') {
      const outcome = emulator.payCheckoutSession(session.id, cardFrom(form), shippingFrom(form));
      return afterPayment(outcome, () => checkoutPage(emulator, session, refusal(outcome), form));
    }
  }
  const invoicePath = /^\/i\/([^/]+)$/.exec(url.pathname);
  if (invoicePath) {
    const invoice = emulator.invoices.get(decodeURIComponent(invoicePath[1]));
    if (!invoice) return html(404, page('Not found', '<p>This invoice does not exist.</p>'));
    if (method === 'GET')
      return html(200, invoicePage(invoice, error ?? (invoice.status === 'open' ? (emulator.invoiceFailures.get(invoice.id!) ?? null) : null)));
    if (method === 'POST') {
      const outcome = emulator.payInvoice(invoice.id!, cardFrom(form));
      return afterPayment(outcome, () => invoicePage(invoice, refusal(outcome)));
    }
  }
  const challenge = /^\/hosted\/authenticate\/([^/]+)$/.exec(url.pathname);
  if (challenge) {
    const token = decodeURIComponent(challenge[1]);
    if (method === 'GET') return html(200, challengePage(token));
    if (method === 'POST') {
      const outcome = emulator.authenticateHosted(token, form.get('outcome') === 'complete' ? 'complete' : 'fail');
      if (outcome.outcome === 'refused' && outcome.returnUrl) return redirect(`${outcome.returnUrl}?${new URLSearchParams({ error: outcome.message })}`);
      return afterPayment(outcome, () => page('Authentication failed', `<p>${escapeHtml(refusal(outcome) ?? '')}</p>`));
    }
  }
  return null;
}

function afterPayment(outcome: HostedPaymentOutcome, refusedPage: () => string): HostedPage {
  if (outcome.outcome === 'paid') return redirect(outcome.returnUrl);
  if (outcome.outcome === 'authenticate') return redirect(outcome.challengeUrl);
  if (outcome.outcome === 'gone') return html(409, page('Nothing to pay', '<p>This page has nothing left to pay.</p>'));
  return html(402, refusedPage());
}

function refusal(outcome: HostedPaymentOutcome): string | null {
  return outcome.outcome === 'refused' ? outcome.message : null;
}

/** The card as typed: number, expiry as 'MM / YY' (or MM/YYYY), security code. */
function cardFrom(form: URLSearchParams): CardInput {
  const [month, year] = (form.get('expiry') ?? '').split('/').map((part) => part.trim());
  return {
    number: form.get('cardNumber') ?? '',
    expMonth: Number(month || NaN),
    expYear: year ? Number(year.length === 2 ? `20${year}` : year) : NaN,
    cvc: (form.get('cvc') ?? '').trim(),
  };
}

function shippingFrom(form: URLSearchParams): Stripe.Checkout.Session.CollectedInformation.ShippingDetails {
  const field = (name: string) => (form.get(name) ?? '').trim();
  return {
    name: field('name'),
    address: {
      line1: field('line1'),
      line2: field('line2') || null,
      city: field('city'),
      state: field('state'),
      postal_code: field('postalCode'),
      country: field('country') || 'US',
    },
  };
}

function money(amount: number | null, currency: string): string {
  return `${((amount ?? 0) / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

const CARD_FIELDS = `
<div class="row"><div><label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"></div></div>
<div class="row">
  <div><label for="expiry">Expiration date</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"></div>
  <div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div>
</div>`;

function checkoutPage(emulator: StripeEmulator, session: Stripe.Checkout.Session, error: string | null, typed?: URLSearchParams): string {
  if (session.status !== 'open')
    return page(
      'Checkout',
      `<main class="box" data-testid="checkout-complete"><h1>This subscription is already paid</h1><p>This checkout is ${escapeHtml(session.status ?? 'closed')}.</p></main>`,
    );
  const price = emulator.checkoutPrice(session.id);
  const product = price ? emulator.products.get(price.product as string) : undefined;
  const value = (name: string) => escapeHtml(typed?.get(name) ?? '');
  const countries = session.shipping_address_collection?.allowed_countries ?? ['US'];
  const input = (name: string, label: string, autocomplete: string) =>
    `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}" value="${value(name)}"></div>`;
  return page(
    'Checkout',
    `<main class="box">
<h1>Subscribe to <span data-testid="checkout-plan">${escapeHtml(product?.name ?? 'this plan')}</span></h1>
<p class="amount" data-testid="checkout-amount">${escapeHtml(money(session.amount_total, session.currency ?? 'usd'))} per month</p>
${session.customer_email ? `<p>Email: <span data-testid="checkout-email">${escapeHtml(session.customer_email)}</span></p>` : ''}
${error ? `<p role="alert" class="error" data-testid="checkout-error">${escapeHtml(error)}</p>` : ''}
<form method="post">
<fieldset><legend>Shipping address</legend>
<div class="row">${input('name', 'Full name', 'shipping name')}</div>
<div class="row">${input('line1', 'Address line 1', 'shipping address-line1')}</div>
<div class="row">${input('line2', 'Address line 2', 'shipping address-line2')}</div>
<div class="row">${input('city', 'City', 'shipping address-level2')}${input('state', 'State', 'shipping address-level1')}</div>
<div class="row">${input('postalCode', 'ZIP', 'shipping postal-code')}
<div><label for="country">Country</label><select id="country" name="country">${countries
      .map((country) => `<option${typed?.get('country') === country ? ' selected' : ''}>${escapeHtml(country)}</option>`)
      .join('')}</select></div></div>
</fieldset>
<fieldset><legend>Payment</legend>${CARD_FIELDS}</fieldset>
<p><button class="primary" type="submit" data-testid="subscribe-button">Subscribe</button></p>
</form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''}
</main>`,
  );
}

function invoicePage(invoice: Stripe.Invoice, error: string | null): string {
  const open = invoice.status === 'open';
  return page(
    'Invoice',
    `<main class="box" data-testid="${open ? 'invoice-open' : 'invoice-closed'}">
<h1>${invoice.status === 'paid' ? 'Payment received' : 'Invoice'}</h1>
<p class="amount" data-testid="invoice-amount">${escapeHtml(money(invoice.amount_due, invoice.currency))}</p>
<p>Status: <strong data-testid="invoice-status">${escapeHtml((invoice.status ?? '').toUpperCase())}</strong></p>
${error ? `<p role="alert" class="error" data-testid="invoice-error">${escapeHtml(error)}</p>` : ''}
${open ? `<form method="post">${CARD_FIELDS}<p><button class="primary" type="submit" data-testid="pay-invoice">Pay</button></p></form>` : ''}
</main>`,
  );
}

function challengePage(token: string): string {
  const form = (outcome: string, label: string, style: string) =>
    `<form method="post" action="/hosted/authenticate/${encodeURIComponent(token)}" style="display:inline">
  <input type="hidden" name="outcome" value="${outcome}"><button class="${style}" type="submit">${label}</button></form>`;
  return page(
    '3D Secure 2 Test Page',
    `<main class="box"><h1>3D Secure 2 Test Page</h1><p>In test mode, choose what the cardholder does.</p>
${form('complete', 'Complete authentication', 'primary')} ${form('fail', 'Fail authentication', 'secondary')}</main>`,
  );
}

function html(status: number, body: string): HostedPage {
  return { status, contentType: 'text/html; charset=utf-8', body };
}

function redirect(location: string): HostedPage {
  return { status: 303, contentType: 'text/plain; charset=utf-8', body: `See ${location}`, location };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; padding: 16px; color: #1a1a1a; background: #f6f9fc; }
  .box { max-width: 460px; margin: 24px auto; padding: 24px; background: white; border-radius: 8px; }
  h1 { font-size: 20px; } .amount { font-size: 24px; font-weight: 600; } .error { color: #b3261e; }
  fieldset { border: 0; padding: 0; margin: 16px 0 0; } legend { font-weight: 600; }
  label { display: block; font-size: 13px; margin: 0 0 4px; }
  input, select { box-sizing: border-box; width: 100%; font: inherit; padding: 9px 10px; border: 1px solid #c8c8c8; border-radius: 6px; }
  .row { display: flex; gap: 12px; margin-top: 12px; } .row > div { flex: 1; }
  button { font: inherit; padding: 10px 14px; border-radius: 6px; border: 1px solid #635bff; cursor: pointer; }
  .primary { background: #635bff; color: white; } .secondary { background: white; color: #635bff; }
</style></head>
<body>${content}</body></html>`;
}
