// The rules of paid access, pure: the referral discount, how long a payment's grant runs, which
// roles active grants give, what the account's subscription status is, and which return addresses
// checkout accepts. The server applies them; the client may show them (discounted price, dates).

const DAY_MS = 86_400_000;

/** An unpaid checkout session closes after a day (Stripe's default; the sandbox does the same). */
export const CHECKOUT_SESSION_TTL_MS = DAY_MS;

export interface DiscountedPrice {
  discountCents: number;
  amountCents: number;
}

/** A whole-percent discount on an integer price in cents; the discount is rounded down. */
export function referralDiscount(priceCents: number, percent: number): DiscountedPrice {
  const bounded = Math.min(100, Math.max(0, Math.trunc(percent)));
  const discountCents = Math.floor((priceCents * bounded) / 100);
  return { discountCents, amountCents: priceCents - discountCents };
}

export interface GrantPeriodInput {
  /** When the payment was made (ms). */
  paidAtMs: number;
  /** Days one payment buys (the plan's access_days). */
  accessDays: number;
  /**
   * When the access this payment extends ends (ms), or null: a repeat early-access purchase and a
   * renewal start from there instead of from the payment, so no paid day is lost.
   */
  currentEndMs: number | null;
  /** End of the billed period when the provider states it (subscriptions), else null. */
  periodEndMs: number | null;
}

/** The grant a payment gives: from the later of payment and current end, for the plan's days. */
export function grantPeriod(input: GrantPeriodInput): { startsMs: number; expiresMs: number } {
  const startsMs = Math.max(input.paidAtMs, input.currentEndMs ?? input.paidAtMs);
  const expiresMs =
    input.periodEndMs !== null && input.periodEndMs > startsMs
      ? input.periodEndMs
      : startsMs + input.accessDays * DAY_MS;
  return { startsMs, expiresMs };
}

export interface GrantFacts {
  plan: string;
  role: string;
  startsMs: number;
  expiresMs: number;
  renews: boolean;
  cancelAtPeriodEnd: boolean;
  subscriptionId: string | null;
}

export function isGrantActive(grant: GrantFacts, nowMs: number): boolean {
  return grant.startsMs <= nowMs && nowMs < grant.expiresMs;
}

/** The account's roles: its permanent roles and those of its running grants, sorted, once each. */
export function effectiveRoles(
  staticRoles: readonly string[],
  grants: readonly GrantFacts[],
  nowMs: number,
): string[] {
  const roles = new Set(staticRoles);
  for (const grant of grants) if (isGrantActive(grant, nowMs)) roles.add(grant.role);
  return [...roles].sort();
}

/** Paid roles, best first: the role a status names when only permanent roles give access. */
const PAID_ROLE_ORDER = ['admin', 'pro', 'member', 'basic_membership'];

export interface AccessStatus {
  status: 'active' | 'canceled' | 'none';
  plan: string | null;
  role: string | null;
  /** ms; null for none and for a permanent role. */
  accessUntilMs: number | null;
  renews: boolean;
  lapsed: { plan: string; endedMs: number } | null;
}

/**
 * What the Billing tab and the upgrade screen show. Access runs until the end of the chain of
 * grants (a repeat purchase starts where the last one ends); it is 'canceled' when a subscription
 * in it will not renew, 'active' otherwise. Without grants, a permanent paid role (admin, an
 * operator's grant) is active with no end; with neither, the latest lapsed grant is the renewal
 * offer.
 */
export function accessStatus(
  staticRoles: readonly string[],
  grants: readonly GrantFacts[],
  nowMs: number,
): AccessStatus {
  const end = chainEnd(grants, nowMs);
  if (end > nowMs) {
    const running = grants.filter((grant) => grant.expiresMs > nowMs && grant.startsMs <= end);
    const last = running.reduce((a, b) => (b.expiresMs > a.expiresMs ? b : a));
    const subscriptions = running.filter((grant) => grant.subscriptionId !== null);
    const canceled = subscriptions.some((grant) => grant.cancelAtPeriodEnd);
    return {
      status: canceled ? 'canceled' : 'active',
      plan: last.plan,
      role: last.role,
      accessUntilMs: end,
      renews: !canceled && subscriptions.some((grant) => grant.renews),
      lapsed: null,
    };
  }
  const permanent = PAID_ROLE_ORDER.find((role) => staticRoles.includes(role));
  if (permanent) {
    return {
      status: 'active',
      plan: null,
      role: permanent,
      accessUntilMs: null,
      renews: false,
      lapsed: null,
    };
  }
  const ended = grants
    .filter((grant) => grant.expiresMs <= nowMs)
    .sort((a, b) => b.expiresMs - a.expiresMs)[0];
  return {
    status: 'none',
    plan: null,
    role: null,
    accessUntilMs: null,
    renews: false,
    lapsed: ended ? { plan: ended.plan, endedMs: ended.expiresMs } : null,
  };
}

/** Where unbroken access that covers `nowMs` ends (grants that start when another ends chain). */
function chainEnd(grants: readonly GrantFacts[], nowMs: number): number {
  let end = nowMs;
  let extended = true;
  while (extended) {
    extended = false;
    for (const grant of grants) {
      if (grant.startsMs <= end && grant.expiresMs > end) {
        end = grant.expiresMs;
        extended = true;
      }
    }
  }
  return end;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether checkout may send the buyer back to `returnUrl`: only to our own origin (PUBLIC_URL),
 * so a checkout link can never bounce a buyer to another site. On a loopback PUBLIC_URL (a laptop)
 * the other loopback names of the same port are the same server.
 */
export function isOwnReturnUrl(returnUrl: string, publicUrl: string): boolean {
  let target: URL;
  let own: URL;
  try {
    target = new URL(returnUrl);
    own = new URL(publicUrl);
  } catch {
    return false;
  }
  if (target.username || target.password) return false;
  if (target.origin === own.origin) return true;
  return (
    LOOPBACK_HOSTS.has(own.hostname) &&
    LOOPBACK_HOSTS.has(target.hostname) &&
    target.protocol === own.protocol &&
    target.port === own.port
  );
}

/**
 * The return address with the payment outcome set (existing values replaced, the rest kept):
 * success → upgrade=success&payment_status=success; failure → upgrade=failed&payment_status=failed.
 */
export function returnUrlWithOutcome(returnUrl: string, outcome: 'success' | 'failed'): string {
  const url = new URL(returnUrl);
  url.searchParams.set('upgrade', outcome);
  url.searchParams.set('payment_status', outcome);
  return url.toString();
}
