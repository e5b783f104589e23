// Queries over accounts (tables users, user_roles, and the roles of running membership grants).
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DB, UsersTable } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertUser(db: Db, row: Insertable<UsersTable>): Promise<number> {
  const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertUserRoles(
  db: Db,
  userId: number,
  roles: readonly string[],
): Promise<void> {
  await db
    .insertInto('user_roles')
    .values(roles.map((role) => ({ user_id: userId, role })))
    .execute();
}

export async function findUserSummary(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'credits'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Permanent roles and those of membership grants running at `now` (duplicates merged by union). */
export async function selectRolesAt(db: Db, userId: number, now: string) {
  return db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .union(
      db
        .selectFrom('membership_grants')
        .select('role')
        .where('user_id', '=', userId)
        .where('starts_at', '<=', now)
        .where('expires_at', '>', now),
    )
    .execute();
}

/**
 * One row per (role, granted role) of the account a live device token belongs to: the account,
 * its roles and the token in one round trip.
 */
export async function selectAccountRowsForTokenHash(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('device_tokens')
    .innerJoin('users', 'users.id', 'device_tokens.user_id')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('membership_grants', (join) =>
      join
        .onRef('membership_grants.user_id', '=', 'users.id')
        .on('membership_grants.starts_at', '<=', now)
        .on('membership_grants.expires_at', '>', now),
    )
    .select([
      'users.id',
      'users.email',
      'users.credits',
      'user_roles.role',
      'membership_grants.role as granted_role',
      'device_tokens.id as token_id',
      'device_tokens.last_used_at',
    ])
    .where('device_tokens.token_hash', '=', tokenHash)
    .where('device_tokens.revoked_at', 'is', null)
    .where('device_tokens.expires_at', '>', now)
    .execute();
}

export async function findSignInRowByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'phone', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findUserIdByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export async function findEmailVerificationByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findContact(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** As findContact, for an account known to exist: throws (NoResultError) when it does not. */
export async function getContact(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function getProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'phone', 'email_verified_at', 'phone_verified_at', 'credits', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function findPasswordHash(db: Db, userId: number) {
  return db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
}

/** The account (other than `userId`) that holds `value` as its email or phone. */
export async function findOtherHolder(
  db: Db,
  kind: 'email' | 'phone',
  value: string,
  userId: number,
) {
  return db
    .selectFrom('users')
    .select('id')
    .where(kind, '=', value)
    .where('id', '!=', userId)
    .executeTakeFirst();
}

export async function updateUser(
  db: Db,
  userId: number,
  changes: Updateable<UsersTable>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Sets the email's verification time unless it is already verified. */
export async function setEmailVerifiedOnce(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/**
 * Takes the account's row lock until the transaction ends, so concurrent writes for one account
 * run one after another. PostgreSQL only: SQLite has no FOR UPDATE (its transactions are serial).
 */
export async function lockUserRow(trx: Db, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function getCreatedAt(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Adds `amount` to the account's credits in the statement itself (no read-modify-write). */
export async function addCredits(db: Db, userId: number, amount: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', amount) }))
    .where('id', '=', userId)
    .execute();
}

/** The account's own fields as "Download my data" lists them (no password hash). */
export async function selectExportedUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'phone',
      'email_verified_at',
      'phone_verified_at',
      'credits',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}
