// The pending-upgrade record kept in browser storage (key PENDING_UPGRADE_KEY, payment-plans.ts)
// between checkout and the payment return.
import { isPlanKey, type PlanKey } from './payment-plans';
import { CHECKOUT_PLAN } from './plan-display';

export interface PendingUpgrade {
  plan: string;
  /** When checkout was opened (ms since epoch). */
  timestamp: number;
  amount_cents: number;
  referral_code: string | null;
}

export function createPendingUpgrade(
  plan: string,
  amountCents: number,
  referralCode: string | null | undefined,
  nowMs: number,
): PendingUpgrade {
  const code = referralCode?.trim() ?? '';
  return {
    plan,
    timestamp: nowMs,
    amount_cents: amountCents,
    referral_code: code === '' ? null : code,
  };
}

/** Reads the stored JSON text; anything malformed is treated as no record. */
export function parsePendingUpgrade(raw: string | null | undefined): PendingUpgrade | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.plan !== 'string' || typeof record.timestamp !== 'number') return null;
  return {
    plan: record.plan,
    timestamp: record.timestamp,
    amount_cents: typeof record.amount_cents === 'number' ? record.amount_cents : 0,
    referral_code: typeof record.referral_code === 'string' ? record.referral_code : null,
  };
}

/** The plan to verify on return: the record's when it names a plan, else the one we sell. */
export function planToVerify(record: PendingUpgrade | null): PlanKey {
  return record && isPlanKey(record.plan) ? record.plan : CHECKOUT_PLAN;
}
