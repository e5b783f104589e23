// Queries over server secrets (table server_secrets): one generated secret per name.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, ServerSecretsTable } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Inserts the secret unless one with its name exists (ON CONFLICT DO NOTHING: the first wins). */
export async function insertSecretIfAbsent(
  db: Db,
  row: Insertable<ServerSecretsTable>,
): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values(row)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/** The stored secret called `name`; throws when there is none. */
export async function selectSecret(db: Db, name: string): Promise<string> {
  const row = await db
    .selectFrom('server_secrets')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
