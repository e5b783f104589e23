// The four plans of the spec's constants (its local fallback) and what each grants: the client shows
// them when GET /payments/plans fails, the server serves them (with PLAN_* overrides) from
// configuration. Prices are in cents.

export const PLAN_KEYS = ['basic_membership', 'early_access', 'member', 'pro'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export type PlanInterval = 'month' | 'one_time';

export interface PaymentPlan {
  name: string;
  price_cents: number;
  currency: string;
  interval: PlanInterval;
  /** Days of access one payment buys (30 for every plan: a month, or early access's 30 days). */
  access_days: number;
  features: string[];
  original_price_cents: number | null;
  is_early_access: boolean;
}

export const PLAN_FEATURES = [
  'Every premium pick, from experts and algorithms, with confidence ratings',
  'My Picks and the parlay optimizer (Standard and Flex)',
  'Game logs, recent-form and probability charts, research on every pick',
  'Favorite handicappers and their full records',
];

/** The spec's fallback plans (price in cents). */
export const FALLBACK_PLANS: Record<PlanKey, PaymentPlan> = {
  basic_membership: {
    name: 'Basic Membership',
    price_cents: 9000,
    currency: 'usd',
    interval: 'month',
    access_days: 30,
    features: PLAN_FEATURES,
    original_price_cents: null,
    is_early_access: false,
  },
  early_access: {
    name: 'Early Access',
    price_cents: 4500,
    currency: 'usd',
    interval: 'one_time',
    access_days: 30,
    features: PLAN_FEATURES,
    original_price_cents: 9000,
    is_early_access: true,
  },
  member: {
    name: 'Member',
    price_cents: 2900,
    currency: 'usd',
    interval: 'month',
    access_days: 30,
    features: PLAN_FEATURES,
    original_price_cents: null,
    is_early_access: false,
  },
  pro: {
    name: 'Pro',
    price_cents: 5900,
    currency: 'usd',
    interval: 'month',
    access_days: 30,
    features: PLAN_FEATURES,
    original_price_cents: null,
    is_early_access: false,
  },
};

/**
 * The role a paid plan grants while it lasts. The spec lists four paid roles and says early_access
 * is purchasable without saying its role: it grants `member` (decisions.md).
 */
export const PLAN_ROLES: Record<PlanKey, 'basic_membership' | 'member' | 'pro'> = {
  basic_membership: 'basic_membership',
  early_access: 'member',
  member: 'member',
  pro: 'pro',
};

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

/** The bot-check action the upgrade asks a token for, and how long the check may take to load. */
export const CHECKOUT_BOT_ACTION = 'upgrade_checkout';
export const BOT_CHECK_READY_TIMEOUT_MS = 8_000;
/** The browser-storage key of the pending upgrade record. */
export const PENDING_UPGRADE_KEY = 'pending_upgrade';
