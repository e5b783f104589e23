// Starting a checkout (POST /payments/create-checkout): the buyer's input checked in order of
// cost (plan, return address, referral code, then the single-use bot-check token), the checkout
// row opened, and the provider asked for a session. A refusal writes nothing.
import type { Kysely } from 'kysely';
import { CHECKOUT_BOT_ACTION, type PlanKey } from '../../../src/domain/payments/payment-plans';
import {
  isOwnReturnUrl,
  referralDiscount,
  returnUrlWithOutcome,
} from '../../../src/domain/payments/payment-rules';
import type { DB } from '../../db/tables';
import type { BotCheckProvider } from '../../providers/bot-check/bot-check-provider';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { Clock } from '../clock';
import { addressKey, takeSlots, type RateLimitStore } from '../rate-limits';
import { referralCodeOwner } from '../referrals';
import { attachSession, markCheckoutFailed, openCheckout } from './checkouts';
import { plansFromEnv, referralDiscountPercentFromEnv } from './payment-settings';

export const CHECKOUT_REFUSALS = {
  botCheck: 'Bot check failed. Please try again; if it keeps failing, reload the page.',
  returnUrl: 'return_url must be an address on this site.',
  ownCode: 'You cannot use your own referral code.',
  unknownCode: (code: string) =>
    `Referral code "${code}" was not found. Check it, or clear the field to continue without a code.`,
  provider: 'Failed to create checkout session',
} as const;

export interface CheckoutInput {
  userId: number;
  email: string;
  plan: PlanKey;
  returnUrl: string;
  botToken: string | null;
  botAction: string;
  referralCode: string | null | undefined;
  clientAddress: string;
}

export interface CheckoutDeps {
  db: Kysely<DB>;
  /** Where the checkout limits count (the app's store). */
  limits: RateLimitStore;
  clock: Clock;
  env: NodeJS.ProcessEnv;
  publicUrl: string;
  payments: PaymentProvider;
  botCheck: BotCheckProvider;
  log: { warn(detail: object, message: string): void };
}

export type CheckoutStart =
  | { ok: true; checkoutUrl: string; amountCents: number }
  | { ok: false; status: 400 | 502; error: string };

/**
 * The spec lets checkout go on with a null token when the check was not ready in 8 s (a slow
 * phone must still be able to pay). Such a checkout is allowed a few times an hour per account
 * and per network address, so a script that skips the check gains little: a checkout only opens
 * the provider's payment page, which has its own defences.
 */
export const TOKENLESS_CHECKOUT_LIMITS = {
  account: [{ max: 3, windowMs: 60 * 60_000 }],
  address: [{ max: 10, windowMs: 60 * 60_000 }],
} as const;

async function tokenlessAllowance(
  deps: CheckoutDeps,
  input: CheckoutInput,
): Promise<{ ok: boolean; reason?: string }> {
  const refused = await takeSlots(deps.limits, deps.clock, [
    {
      bucket: `checkout-tokenless:user:${input.userId}`,
      limits: TOKENLESS_CHECKOUT_LIMITS.account,
    },
    {
      bucket: `checkout-tokenless:addr:${addressKey(input.clientAddress)}`,
      limits: TOKENLESS_CHECKOUT_LIMITS.address,
    },
  ]);
  return refused === null ? { ok: true } : { ok: false, reason: 'no token, over the allowance' };
}

export async function startCheckout(
  deps: CheckoutDeps,
  input: CheckoutInput,
): Promise<CheckoutStart> {
  const planConfig = plansFromEnv(deps.env)[input.plan];
  if (!isOwnReturnUrl(input.returnUrl, deps.publicUrl)) {
    return { ok: false, status: 400, error: CHECKOUT_REFUSALS.returnUrl };
  }
  const code = input.referralCode?.trim() || null;
  if (code) {
    const owner = await referralCodeOwner(deps.db, code);
    if (owner === null)
      return { ok: false, status: 400, error: CHECKOUT_REFUSALS.unknownCode(code) };
    if (owner === input.userId) return { ok: false, status: 400, error: CHECKOUT_REFUSALS.ownCode };
  }
  // Last of the checks: the token is single use, so a typo above must not spend it.
  const verdict =
    input.botAction !== CHECKOUT_BOT_ACTION
      ? { ok: false, reason: 'wrong action' }
      : input.botToken
        ? await deps.botCheck.verify(input.botToken, input.botAction, input.clientAddress)
        : await tokenlessAllowance(deps, input);
  if (!verdict.ok) {
    deps.log.warn({ reason: verdict.reason }, 'checkout refused by the bot check');
    return { ok: false, status: 400, error: CHECKOUT_REFUSALS.botCheck };
  }
  const price = code
    ? referralDiscount(planConfig.price_cents, referralDiscountPercentFromEnv(deps.env))
    : { discountCents: 0, amountCents: planConfig.price_cents };
  const checkoutId = await openCheckout(deps.db, deps.clock, {
    userId: input.userId,
    plan: input.plan,
    amountCents: price.amountCents,
    discountCents: price.discountCents,
    currency: planConfig.currency,
    provider: deps.payments.name,
    referralCode: code,
  });
  try {
    const session = await deps.payments.createCheckout({
      checkoutId,
      userId: input.userId,
      email: input.email,
      plan: input.plan,
      planConfig,
      amountCents: price.amountCents,
      mode: planConfig.interval === 'one_time' ? 'payment' : 'subscription',
      successUrl: returnUrlWithOutcome(input.returnUrl, 'success'),
      cancelUrl: returnUrlWithOutcome(input.returnUrl, 'failed'),
    });
    await attachSession(deps.db, checkoutId, session.sessionId);
    return { ok: true, checkoutUrl: session.url, amountCents: price.amountCents };
  } catch (error) {
    deps.log.warn({ err: error, checkoutId }, 'the payment provider did not open a session');
    await markCheckoutFailed(deps.db, checkoutId, 'The payment provider did not open a session');
    return { ok: false, status: 502, error: CHECKOUT_REFUSALS.provider };
  }
}
