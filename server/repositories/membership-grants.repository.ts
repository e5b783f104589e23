// Queries over membership grants (table membership_grants) and permanent roles (user_roles).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Inserts a grant unless its payment granted before; true when this call inserted it. */
export async function insertGrantOnce(
  db: Db,
  row: Insertable<DB['membership_grants']>,
): Promise<boolean> {
  const granted = await db
    .insertInto('membership_grants')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'provider_payment_id']).doNothing())
    .executeTakeFirst();
  return Number(granted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function insertGrant(db: Db, row: Insertable<DB['membership_grants']>) {
  await db.insertInto('membership_grants').values(row).execute();
}

/** The latest expiry of the account's grants of `role` still running after `nowIso`. */
export async function findRunningEnd(db: Db, userId: number, role: string, nowIso: string) {
  return db
    .selectFrom('membership_grants')
    .select((eb) => eb.fn.max('expires_at').as('end'))
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** The subscription's grant that runs longest. */
export async function findLatestGrantOfSubscription(
  db: Db,
  provider: string,
  subscriptionId: string,
) {
  return db
    .selectFrom('membership_grants')
    .selectAll()
    .where('provider', '=', provider)
    .where('subscription_id', '=', subscriptionId)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
}

export async function findSubscriptionHolder(db: Db, provider: string, subscriptionId: string) {
  return db
    .selectFrom('membership_grants')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

/** Renewal stops on every grant of the subscription; the number of grants it touched. */
export async function stopRenewals(
  db: Db,
  provider: string,
  subscriptionId: string,
): Promise<number> {
  const stopped = await db
    .updateTable('membership_grants')
    .set({ renews: 0, cancel_at_period_end: 1 })
    .where('provider', '=', provider)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return Number(stopped.numUpdatedRows);
}

/** Grants of the subscription running past `endedAt` end then. */
export async function endSubscriptionGrantsAt(
  db: Db,
  provider: string,
  subscriptionId: string,
  endedAt: string,
): Promise<void> {
  await db
    .updateTable('membership_grants')
    .where('provider', '=', provider)
    .where('subscription_id', '=', subscriptionId)
    .set({ expires_at: endedAt })
    .where('expires_at', '>', endedAt)
    .execute();
}

export async function findGrantExpiryOfCheckout(db: Db, checkoutId: number) {
  return db
    .selectFrom('membership_grants')
    .select('expires_at')
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
}

export async function selectPermanentRoles(db: Db, userId: number) {
  return db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
}

export async function selectGrantsOf(db: Db, userId: number) {
  return db
    .selectFrom('membership_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** The account's newest subscription grant still renewing and running at `now`. */
export async function findRenewingGrant(db: Db, userId: number, now: string) {
  return db
    .selectFrom('membership_grants')
    .select(['provider', 'subscription_id'])
    .where('user_id', '=', userId)
    .where('subscription_id', 'is not', null)
    .where('renews', '=', 1)
    .where('cancel_at_period_end', '=', 0)
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
}

export async function insertPermanentRoleOnce(db: Db, userId: number, role: string) {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

export async function deletePermanentRole(db: Db, userId: number, role: string): Promise<number> {
  const permanent = await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return Number(permanent.numDeletedRows);
}

/** Ends the account's grants of `role` running at `now`, now, without renewal; the count. */
export async function endRunningGrants(
  db: Db,
  userId: number,
  role: string,
  now: string,
): Promise<number> {
  const grants = await db
    .updateTable('membership_grants')
    .set({ expires_at: now, renews: 0 })
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(grants.numUpdatedRows);
}

/** Every grant of the account, oldest first, without the provider's ids. */
export async function selectExportedGrantsOf(db: Db, userId: number) {
  return db
    .selectFrom('membership_grants')
    .select(['plan', 'role', 'starts_at', 'expires_at', 'provider', 'amount_cents', 'currency'])
    .select(['renews', 'cancel_at_period_end', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
