// The sandbox checkout page, rendered on the server: no script (the CSP is 'self' and a plain form
// POST is all a card form needs), styles from /pay/sandbox/checkout.css. Every value is escaped.
import type { SandboxSession } from '../providers/payments/sandbox-provider';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

export interface PageState {
  /** A message under the form: the card's problem, or why the session cannot be paid. */
  error?: string;
  /** The card number and expiry typed, kept after an invalid attempt (never the CVC). */
  typed?: { number: string; expiry: string };
  /** No form: the session is paid or closed; only the way back. */
  closed?: { message: string; returnUrl: string };
}

/** The way back from a checkout that takes no card any more (paid, expired or closed). */
const RETURN_LABEL = 'Back to Parlay Engine';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/pay/sandbox/checkout.css">
</head>
<body>
${body}
</body>
</html>`;
}

export function notFoundPage(message: string): string {
  return layout(
    'Checkout not found',
    `<main class="checkout" data-testid="sandbox-checkout"><section class="pay"><h1>Checkout</h1>
<p class="error" data-testid="sandbox-error" role="alert">${escapeHtml(message)}</p></section></main>`,
  );
}

export function checkoutPage(session: SandboxSession, state: PageState = {}): string {
  const amount = formatMoney(session.amount_cents, session.currency);
  const interval =
    session.mode === 'subscription' ? 'per month' : 'one-time payment, 30 days of access';
  const error = state.error
    ? `<p class="error" data-testid="sandbox-error" role="alert">${escapeHtml(state.error)}</p>`
    : '';
  const back = (url: string, label: string, testId: string) =>
    `<a href="${escapeHtml(url)}" data-testid="${testId}">${escapeHtml(label)}</a>`;
  const payPanel = state.closed
    ? `<h1>Checkout</h1>
<p class="notice" role="status">${escapeHtml(state.closed.message)}</p>
<div class="links">${back(state.closed.returnUrl, RETURN_LABEL, 'sandbox-return')}</div>`
    : `<h1>Pay with card</h1>
<form method="post" action="/pay/sandbox/${escapeHtml(session.session_id)}" novalidate>
<label>Email</label>
<div class="email" data-testid="sandbox-email">${escapeHtml(session.email)}</div>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" data-testid="sandbox-card-number" inputmode="numeric"
 autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required
 value="${escapeHtml(state.typed?.number ?? '')}">
<div class="row">
<div><label for="expiry">Expiry</label>
<input id="expiry" name="expiry" data-testid="sandbox-expiry" inputmode="numeric" autocomplete="cc-exp"
 placeholder="MM / YY" maxlength="9" required value="${escapeHtml(state.typed?.expiry ?? '')}"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" data-testid="sandbox-cvc" inputmode="numeric" autocomplete="cc-csc"
 placeholder="CVC" maxlength="4" required></div>
</div>
<button type="submit" data-testid="sandbox-pay">Pay ${escapeHtml(amount)}</button>
${error}
</form>
<div class="links">
${state.error ? back(session.cancel_url, 'Back to Parlay Engine', 'sandbox-return') : ''}
${back(session.cancel_url, 'Cancel and return', 'sandbox-cancel')}
</div>
<p class="hint">Sandbox test mode: no card is charged. Pay with <code>4242 4242 4242 4242</code>;
<code>4000 0000 0000 0002</code> is declined; <code>4000 0000 0000 9995</code> has insufficient funds.
Any future expiry and any 3 digits.</p>`;
  return layout(
    `Pay ${amount} · Parlay Engine`,
    `<main class="checkout" data-testid="sandbox-checkout">
<section class="summary" aria-label="Order summary">
<div class="merchant"><span class="logo" aria-hidden="true">P</span>Parlay Engine<span class="badge">Test mode</span></div>
<p class="plan" data-testid="sandbox-plan">${escapeHtml(session.plan_name)}</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
<div class="interval">${escapeHtml(interval)}</div>
<div class="line"><span>Total due today</span><span>${escapeHtml(amount)}</span></div>
</section>
<section class="pay">
${payPanel}
</section>
</main>`,
  );
}
