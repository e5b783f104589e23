// Showing plans to a bettor: the server's plans or the spec's fallback, the plan the upgrade screen
// sells, its price and discount, and a plan key in words.
import { FALLBACK_PLANS, type PaymentPlan, type PlanKey } from './payment-plans';

/** The plan the upgrade screen sells. */
export const CHECKOUT_PLAN: PlanKey = 'early_access';

/** The fields of a plan this module reads (the contract's Plan and PaymentPlan both fit). */
export type PlanPrice = Pick<
  PaymentPlan,
  'name' | 'price_cents' | 'currency' | 'original_price_cents'
> &
  Partial<Pick<PaymentPlan, 'features' | 'access_days' | 'interval' | 'is_early_access'>>;

/** The server's plans when it sent some, otherwise the fallback table. */
export function plansOrFallback<P extends PlanPrice>(
  serverPlans: Record<string, P> | null | undefined,
): Record<string, P | PaymentPlan> {
  return serverPlans && Object.keys(serverPlans).length > 0 ? serverPlans : { ...FALLBACK_PLANS };
}

/**
 * The plan to sell: the server's early_access, else the fallback's (so a price always shows when
 * the plans call fails or omits it); null only if neither has it ('Failed to load plan details').
 */
export function checkoutPlan<P extends PlanPrice>(
  serverPlans: Record<string, P> | null | undefined,
  key: string = CHECKOUT_PLAN,
): P | PaymentPlan | null {
  return (
    serverPlans?.[key] ?? (FALLBACK_PLANS as Record<string, PaymentPlan | undefined>)[key] ?? null
  );
}

/** '$45' for whole amounts, '$45.50' otherwise (USD; other currencies by their code). */
export function formatPrice(cents: number, currency = 'usd'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Percent saved against the original price (early access: 50), or null without one. */
export function discountPercent(plan: PlanPrice): number | null {
  const original = plan.original_price_cents;
  if (!original || original <= plan.price_cents) return null;
  return Math.round((1 - plan.price_cents / original) * 100);
}

/**
 * A plan key in a bettor's words ('Early Access'): the name the server gave, else the fallback
 * table's, else the key itself (an unknown plan is still named, not hidden).
 */
export function planDisplayName(
  planKey: string,
  plans?: Record<string, Pick<PlanPrice, 'name'>> | null,
): string {
  return (
    plans?.[planKey]?.name ??
    (FALLBACK_PLANS as Record<string, PaymentPlan | undefined>)[planKey]?.name ??
    planKey
  );
}

/** A day of paid access as the reader's locale words it ('Dec 23, 2026'); '' if unreadable. */
export function formatAccessDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
