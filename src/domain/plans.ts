// Membership plans: the fallback table used when the plans call fails, and price display.

export const PLAN_LEVELS = ['basic_membership', 'early_access', 'member', 'pro'] as const;
export type PlanKey = (typeof PLAN_LEVELS)[number];

export interface Plan {
  name: string;
  price_cents: number;
  currency: string;
  interval: string;
  features: string[];
  original_price_cents?: number;
  is_early_access?: boolean;
}

/** The plan the upgrade screen sells. */
export const CHECKOUT_PLAN: PlanKey = 'early_access';

export const FALLBACK_PLANS: Readonly<Record<PlanKey, Plan>> = {
  basic_membership: {
    name: 'Basic Membership',
    price_cents: 9000,
    currency: 'usd',
    interval: 'month',
    features: ['Premium picks list', 'My Picks', 'Parlay optimizer'],
  },
  early_access: {
    name: 'Early Access',
    price_cents: 4500,
    currency: 'usd',
    interval: '30 days',
    features: [
      'Premium picks list',
      'My Picks',
      'Parlay optimizer',
      '30-day access',
      'One-time payment, not a subscription',
    ],
    original_price_cents: 9000,
    is_early_access: true,
  },
  member: {
    name: 'Member',
    price_cents: 2900,
    currency: 'usd',
    interval: 'month',
    features: ['Premium picks list', 'My Picks', 'Parlay optimizer'],
  },
  pro: {
    name: 'Pro',
    price_cents: 5900,
    currency: 'usd',
    interval: 'month',
    features: ['Premium picks list', 'My Picks', 'Parlay optimizer'],
  },
};

/** The server's plans when it sent some, otherwise the fallback table. */
export function plansOrFallback(
  serverPlans: Record<string, Plan> | null | undefined,
): Record<string, Plan> {
  return serverPlans && Object.keys(serverPlans).length > 0 ? serverPlans : { ...FALLBACK_PLANS };
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
export function discountPercent(plan: Plan): number | null {
  if (!plan.original_price_cents || plan.original_price_cents <= plan.price_cents) return null;
  return Math.round((1 - plan.price_cents / plan.original_price_cents) * 100);
}

/** A plan key in the words of a toast: the known plan's name, else the key itself. */
export function planDisplayName(planKey: string): string {
  return (FALLBACK_PLANS as Record<string, Plan | undefined>)[planKey]?.name ?? planKey;
}
