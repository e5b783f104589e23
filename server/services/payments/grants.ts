// Membership grants read back: the account's subscription status (Billing tab, upgrade screen),
// the subscription cancel-subscription stops, and the operator command's grant / revoke / list.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  accessStatus,
  type AccessStatus,
  type GrantFacts,
} from '../../../src/domain/payments/payment-rules';
import type { DB } from '../../db/tables';
import {
  deletePermanentRole,
  endRunningGrants,
  findRenewingGrant,
  insertGrant,
  insertPermanentRoleOnce,
  selectGrantsOf,
  selectPermanentRoles,
  stopRenewals,
} from '../../repositories/membership-grants.repository';
import { findUserIdByEmail } from '../../repositories/users.repository';
import { isoAt, type Clock } from '../clock';

type GrantRow = DB['membership_grants'];

function factsOf(
  row: Pick<
    GrantRow,
    | 'plan'
    | 'role'
    | 'starts_at'
    | 'expires_at'
    | 'renews'
    | 'cancel_at_period_end'
    | 'subscription_id'
  >,
): GrantFacts {
  return {
    plan: row.plan,
    role: row.role,
    startsMs: Date.parse(row.starts_at),
    expiresMs: Date.parse(row.expires_at),
    renews: Number(row.renews) === 1,
    cancelAtPeriodEnd: Number(row.cancel_at_period_end) === 1,
    subscriptionId: row.subscription_id,
  };
}

export async function permanentRoles(db: Kysely<DB>, userId: number): Promise<string[]> {
  const rows = await selectPermanentRoles(db, userId);
  return rows.map((row) => row.role);
}

export async function grantsOf(db: Kysely<DB>, userId: number) {
  return selectGrantsOf(db, userId);
}

export async function accessStatusOf(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
): Promise<AccessStatus> {
  const [roles, grants] = [await permanentRoles(db, userId), await grantsOf(db, userId)];
  return accessStatus(roles, grants.map(factsOf), clock.now());
}

/** The running, still renewing subscription cancel-subscription would stop, if any. */
export async function renewingSubscription(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
): Promise<{ provider: string; subscriptionId: string } | undefined> {
  const row = await findRenewingGrant(db, userId, isoAt(clock));
  return row?.subscription_id
    ? { provider: row.provider, subscriptionId: row.subscription_id }
    : undefined;
}

/** Renewal stops; access runs to the end of the paid period. */
export async function markSubscriptionCanceled(
  db: Kysely<DB>,
  provider: string,
  subscriptionId: string,
): Promise<void> {
  await stopRenewals(db, provider, subscriptionId);
}

// The operator command (scripts/admin-cli.ts)

export async function userIdByEmail(db: Kysely<DB>, email: string): Promise<number | undefined> {
  const row = await findUserIdByEmail(db, email.trim().toLowerCase());
  return row?.id;
}

/**
 * A role for `days` days (an expiring grant, provider 'admin') or for good (user_roles). A
 * permanent role held already is left as it is.
 */
export async function grantRole(
  db: Kysely<DB>,
  clock: Clock,
  input: { userId: number; role: string; days: number | null },
): Promise<{ expiresAt: string | null }> {
  if (input.days === null) {
    await insertPermanentRoleOnce(db, input.userId, input.role);
    return { expiresAt: null };
  }
  const expiresAt = isoAt(clock, input.days * 86_400_000);
  await insertGrant(db, {
    user_id: input.userId,
    plan: 'operator_grant',
    role: input.role,
    starts_at: isoAt(clock),
    expires_at: expiresAt,
    provider: 'admin',
    provider_payment_id: `grant_${randomBytes(12).toString('hex')}`,
    checkout_id: null,
    subscription_id: null,
    amount_cents: 0,
    currency: 'usd',
    renews: 0,
    cancel_at_period_end: 0,
    created_at: isoAt(clock),
  });
  return { expiresAt };
}

/** Removes the permanent role and ends every running grant of it now; counts what it removed. */
export async function revokeRole(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  role: string,
): Promise<{ permanent: number; grants: number }> {
  return db.transaction().execute(async (trx) => {
    const now = isoAt(clock);
    const permanent = await deletePermanentRole(trx, userId, role);
    const grants = await endRunningGrants(trx, userId, role, now);
    return { permanent, grants };
  });
}
