// Queries over device tokens (table device_tokens): the credentials of trusted devices, by hash.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, DeviceTokensTable } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertDeviceToken(db: Db, row: Insertable<DeviceTokensTable>): Promise<void> {
  await db.insertInto('device_tokens').values(row).execute();
}

export async function revokeByHash(db: Db, tokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('device_tokens')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function setLastUsedAt(db: Db, tokenId: number, at: string): Promise<void> {
  await db
    .updateTable('device_tokens')
    .set({ last_used_at: at })
    .where('id', '=', tokenId)
    .execute();
}

export async function setExpiresAt(db: Db, tokenId: number, expiresAt: string): Promise<void> {
  await db
    .updateTable('device_tokens')
    .set({ expires_at: expiresAt })
    .where('id', '=', tokenId)
    .execute();
}

/** The account's tokens neither revoked nor expired at `now`, newest first. */
export async function selectLiveTokens(db: Db, userId: number, now: string) {
  return db
    .selectFrom('device_tokens')
    .select(['id', 'user_agent', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one live token of the account; its user agent, or undefined when there was none. */
export async function revokeLiveToken(db: Db, userId: number, tokenId: number, now: string) {
  return db
    .updateTable('device_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_agent')
    .executeTakeFirst();
}

/** Revokes every unrevoked token of the account but `keepTokenId` (all when null); the count. */
export async function revokeTokensExcept(
  db: Db,
  userId: number,
  keepTokenId: number | null,
  now: string,
): Promise<number> {
  let query = db
    .updateTable('device_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenId !== null) query = query.where('id', '!=', keepTokenId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The id of the account's unrevoked token with this hash, expired or not; undefined when none.
 * Expired is fine (it proves the device signed in before); revoked is not: revoking is also how an
 * owner disowns a lost or stolen device.
 */
export async function selectUnrevokedTokenId(db: Db, userId: number, tokenHash: string) {
  return db
    .selectFrom('device_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Every token of the account, revoked and expired included, newest first (no hashes). */
export async function selectAllTokensOf(db: Db, userId: number) {
  return db
    .selectFrom('device_tokens')
    .select(['id', 'user_agent', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
