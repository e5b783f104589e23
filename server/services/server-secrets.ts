// Secrets the server generates for itself when none is configured, stored in the database so every
// process sharing it (and the next start) uses the same value.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { insertSecretIfAbsent, selectSecret } from '../repositories/server-secrets.repository';
import { isoAt, type Clock } from './clock';

/**
 * The stored secret called `name`, created (32 random bytes, hex) by whichever process asks first:
 * the insert ignores a conflict and everyone reads back the one row that won.
 */
export async function storedSecret(db: Kysely<DB>, clock: Clock, name: string): Promise<string> {
  await insertSecretIfAbsent(db, {
    name,
    secret: randomBytes(32).toString('hex'),
    created_at: isoAt(clock),
  });
  return selectSecret(db, name);
}
