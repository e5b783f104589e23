// The sandbox's test cards, as Stripe's test mode knows them: 4242 4242 4242 4242 pays,
// 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 fails for insufficient funds; any other
// number is refused as invalid. Expiry (MM/YY, not past) and CVC (3 or 4 digits) are checked too.

export type CardOutcome =
  | { kind: 'paid' }
  /** The bank said no: the failure is recorded and reported like a real provider's. */
  | { kind: 'declined'; message: string }
  /** The form is wrong: shown on the page, nothing recorded (a real page checks it before sending). */
  | { kind: 'invalid'; message: string };

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
} as const;

const DECLINING_CARDS: Record<string, string> = {
  '4000000000000002': CARD_MESSAGES.declined,
  '4000000000009995': CARD_MESSAGES.insufficientFunds,
};
const PAYING_CARD = '4242424242424242';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

/** What paying with `card` at `nowMs` gives. */
export function cardOutcome(card: CardForm, nowMs: number): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (number !== PAYING_CARD && !(number in DECLINING_CARDS)) {
    return { kind: 'invalid', message: CARD_MESSAGES.invalidNumber };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { kind: 'invalid', message: CARD_MESSAGES.invalidExpiry };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const now = new Date(nowMs);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { kind: 'invalid', message: CARD_MESSAGES.expired };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { kind: 'invalid', message: CARD_MESSAGES.invalidCvc };
  }
  const declined = DECLINING_CARDS[number];
  return declined ? { kind: 'declined', message: declined } : { kind: 'paid' };
}
