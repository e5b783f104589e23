// Queries over sign-up and sign-in attempts (table auth_attempts), found by their secret's hash.
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { AuthAttemptsTable, DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

export async function insertAttempt(db: Db, row: Insertable<AuthAttemptsTable>) {
  return db.insertInto('auth_attempts').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The attempt of `kind` the secret hash names, unconsumed and unexpired at `now`. */
export async function findLiveAttempt(db: Db, secretHash: string, kind: string, now: string) {
  return db
    .selectFrom('auth_attempts')
    .selectAll()
    .where('secret_hash', '=', secretHash)
    .where('kind', '=', kind)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function updateAttempt(
  db: Db,
  attemptId: number,
  changes: Updateable<AuthAttemptsTable>,
): Promise<void> {
  await db.updateTable('auth_attempts').set(changes).where('id', '=', attemptId).execute();
}
