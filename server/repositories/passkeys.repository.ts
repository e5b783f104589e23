// Queries over passkeys and their WebAuthn challenges (tables passkeys, webauthn_challenges).
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, PasskeysTable } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;
export type PasskeyRow = Selectable<PasskeysTable>;

export async function selectPasskeysOf(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findAnyPasskeyId(db: Db, userId: number) {
  return db
    .selectFrom('passkeys')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
}

export async function findPasskeyByCredential(
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function insertPasskeyRow(
  db: Db,
  row: Insertable<PasskeysTable>,
): Promise<PasskeyRow> {
  return db.insertInto('passkeys').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Moves the counter on only from `previousCounter`; true when this update won. */
export async function advanceCounter(
  db: Db,
  input: { id: number; previousCounter: number; newCounter: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: input.newCounter, last_used_at: input.at })
    .where('id', '=', input.id)
    .where('counter', '=', input.previousCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Renames one passkey of the account; the renamed row, or undefined when it has none so named. */
export async function renamePasskeyOf(
  db: Db,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one passkey of the account; its name, or undefined when it has none with that id. */
export async function deletePasskeyOf(db: Db, userId: number, id: number) {
  return db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('name')
    .executeTakeFirst();
}

export async function deleteChallengesOf(db: Db, userId: number, purpose: string): Promise<void> {
  await db
    .deleteFrom('webauthn_challenges')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}

export async function insertChallenge(
  db: Db,
  row: Insertable<DB['webauthn_challenges']>,
): Promise<void> {
  await db.insertInto('webauthn_challenges').values(row).execute();
}

/** Marks a live, unused challenge used; true when exactly this call used it. */
export async function useChallenge(
  db: Db,
  input: {
    purpose: string;
    userId: number;
    attemptId: number | null;
    challenge: string;
    now: string;
  },
): Promise<boolean> {
  let update = db
    .updateTable('webauthn_challenges')
    .set({ used_at: input.now })
    .where('challenge', '=', input.challenge)
    .where('purpose', '=', input.purpose)
    .where('user_id', '=', input.userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now);
  update =
    input.attemptId === null
      ? update.where('attempt_id', 'is', null)
      : update.where('attempt_id', '=', input.attemptId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account's passkeys by name and dates only, oldest first (no credential id or key). */
export async function selectPasskeyNamesOf(db: Db, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
