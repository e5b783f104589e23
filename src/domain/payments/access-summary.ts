// What a paying account is told about its access: until when, and whether it renews, from the
// subscription status (null when it could not be read) and the profile's roles.
import { ACCESS_TEXTS } from './payment-texts';
import { isAdmin } from '../auth/roles';

/** The status fields this rule reads (the contract's SubscriptionStatusReply). */
export interface AccessFacts {
  status: 'active' | 'canceled' | 'none';
  access_until: string | null;
  renews: boolean;
}

export interface AccessSummary {
  /** 'You have access until Dec 23, 2026', or the no-end / admin / unknown line. */
  headline: string;
  /** 'Renews on …' or 'Ends on …, it will not renew'; null for one-time access. */
  detail: string | null;
}

/** `formatDate` words an ISO time as a day in the reader's locale ('' when unreadable). */
export function accessSummary(
  status: AccessFacts | null,
  roles: readonly string[],
  formatDate: (iso: string) => string,
): AccessSummary {
  const until = status?.access_until ? formatDate(status.access_until) : '';
  if (until) {
    const detail =
      status?.status === 'active' && status.renews
        ? ACCESS_TEXTS.renewsOn(until)
        : status?.status === 'canceled'
          ? ACCESS_TEXTS.endsOn(until)
          : null;
    return { headline: ACCESS_TEXTS.accessUntil(until), detail };
  }
  if (isAdmin(roles)) return { headline: ACCESS_TEXTS.admin, detail: null };
  if (status === null) return { headline: ACCESS_TEXTS.unknownEnd, detail: null };
  return { headline: ACCESS_TEXTS.ongoing, detail: null };
}
