// Coming back from checkout: what the query string asks for (verify, fail, nothing) and the
// address without it. Kept apart from the texts: the shell reads it on every page load.
import { parseQueryString } from '../navigation/query-string';

export type PaymentReturnAction = 'verify' | 'fail' | 'none';

export interface PaymentReturn {
  action: PaymentReturnAction;
  /** Remove the pending-upgrade record and strip the query from the address afterwards. */
  cleanup: boolean;
}

/**
 * payment_status=failed → fail (even beside upgrade=success, which the return address always
 * carries); upgrade=success (with or without payment_status=success) → verify; anything else →
 * nothing to do and nothing to clean.
 */
export function parsePaymentReturn(search: string): PaymentReturn {
  const params = parseQueryString(search);
  if (params.get('payment_status') === 'failed') return { action: 'fail', cleanup: true };
  if (params.get('upgrade') === 'success') return { action: 'verify', cleanup: true };
  return { action: 'none', cleanup: false };
}

/** The query parameters the payment return owns; the rest of a query string is kept. */
export const PAYMENT_RETURN_PARAMS = ['upgrade', 'payment_status', 'session_id'] as const;

/** The address without the payment return's parameters (others, and the hash, are kept). */
export function addressWithoutPaymentReturn(pathname: string, search: string, hash = ''): string {
  const kept = parseQueryString(search);
  const parts: string[] = [];
  for (const [key, value] of kept.entries()) {
    if ((PAYMENT_RETURN_PARAMS as readonly string[]).includes(key)) continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return `${pathname}${parts.length ? `?${parts.join('&')}` : ''}${hash}`;
}
