// What checkout sells and on what terms, read from the environment: the plans (the spec's
// FALLBACK_PLANS, each price overridable by PLAN_<KEY>_PRICE_CENTS, e.g.
// PLAN_EARLY_ACCESS_PRICE_CENTS=3900) and the referral discount (REFERRAL_DISCOUNT_PERCENT,
// default 10). Read per request (a few variables), checked once at start so a typo stops the start.
import { INT4_MAX } from '../../../src/api/bounds';
import {
  FALLBACK_PLANS,
  PLAN_KEYS,
  type PaymentPlan,
  type PlanKey,
} from '../../../src/domain/payments/payment-plans';

export const DEFAULT_REFERRAL_DISCOUNT_PERCENT = 10;
/** Below this no card provider charges (Stripe's minimum is 50 cents). */
export const MINIMUM_PRICE_CENTS = 50;

export function planPriceVariable(plan: PlanKey): string {
  return `PLAN_${plan.toUpperCase()}_PRICE_CENTS`;
}

export function plansFromEnv(env: NodeJS.ProcessEnv): Record<PlanKey, PaymentPlan> {
  const plans = {} as Record<PlanKey, PaymentPlan>;
  for (const key of PLAN_KEYS) {
    const name = planPriceVariable(key);
    const raw = env[name]?.trim();
    const price = raw ? Number(raw) : FALLBACK_PLANS[key].price_cents;
    if (!Number.isInteger(price) || price < MINIMUM_PRICE_CENTS || price > INT4_MAX) {
      throw new Error(
        `${name} must be a whole number of cents of at least ${MINIMUM_PRICE_CENTS}, got "${raw}"`,
      );
    }
    plans[key] = { ...FALLBACK_PLANS[key], price_cents: price };
  }
  return plans;
}

export function referralDiscountPercentFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.REFERRAL_DISCOUNT_PERCENT?.trim();
  if (!raw) return DEFAULT_REFERRAL_DISCOUNT_PERCENT;
  const percent = Number(raw);
  if (!Number.isInteger(percent) || percent < 0 || percent > 90) {
    throw new Error(`REFERRAL_DISCOUNT_PERCENT must be a whole number from 0 to 90, got "${raw}"`);
  }
  return percent;
}
