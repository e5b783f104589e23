// Queries over pending email and phone changes (table contact_changes).
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Cancels the account's open changes of one kind. */
export async function cancelOpenChanges(
  db: Db,
  userId: number,
  kind: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('contact_changes')
    .set({ cancelled_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('completed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

export async function insertChange(
  db: Db,
  row: Insertable<DB['contact_changes']>,
): Promise<number> {
  const { id } = await db
    .insertInto('contact_changes')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function findChangeByTokenHash(db: Db, tokenHash: string, userId: number) {
  return db
    .selectFrom('contact_changes')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The account's newest email change neither completed, cancelled nor expired at `now`. */
export async function findPendingEmailChange(db: Db, userId: number, now: string) {
  return db
    .selectFrom('contact_changes')
    .select(['new_value', 'expires_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'email')
    .where('completed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function setVerifiedOnce(db: Db, changeId: number, at: string): Promise<void> {
  await db
    .updateTable('contact_changes')
    .set({ verified_at: at })
    .where('id', '=', changeId)
    .where('verified_at', 'is', null)
    .execute();
}

/** Sets completed_at once; true when this call did it. */
export async function setCompletedOnce(db: Db, changeId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('contact_changes')
    .set({ completed_at: at })
    .where('id', '=', changeId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateChange(
  db: Db,
  changeId: number,
  changes: Updateable<DB['contact_changes']>,
): Promise<void> {
  await db.updateTable('contact_changes').set(changes).where('id', '=', changeId).execute();
}

/**
 * Counts one try on the change's code while it is unverified, unexpired at `now` and has tries
 * left (below `maxFailedTries`); the stored code hash, or undefined when nothing was counted.
 */
export async function countCodeTry(db: Db, changeId: number, now: string, maxFailedTries: number) {
  return db
    .updateTable('contact_changes')
    .set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) }))
    .where('id', '=', changeId)
    .where('verified_at', 'is', null)
    .where('code_expires_at', '>', now)
    .where('failed_tries', '<', maxFailedTries)
    .returning(['code_hash'])
    .executeTakeFirst();
}

/** A right code: verified now, and its try given back. True when this call verified it. */
export async function verifyByCode(db: Db, changeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('contact_changes')
    .set((eb) => ({ verified_at: now, failed_tries: eb('failed_tries', '-', 1) }))
    .where('id', '=', changeId)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every contact change of the account, newest first (no token or code hash). */
export async function selectChangesOf(db: Db, userId: number) {
  return db
    .selectFrom('contact_changes')
    .select(['kind', 'new_value', 'created_at', 'expires_at', 'verified_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
