// Queries over Idempotency-Key records (table idempotency_keys), one per account and key. A record
// is held by the lease it was claimed with: every write below matches that lease.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The lease a record is held under. */
export interface KeyLease {
  userId: number;
  key: string;
  leaseUntil: string;
}

/** Inserts the record unless the account used the key before; true when this call inserted it. */
export async function insertKeyOnce(
  db: Db,
  row: Insertable<DB['idempotency_keys']>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Moves an unfinished, unapplied record from the lease it had (`previousLease`, null for none) to
 * a new one; true when this call won it.
 */
export async function takeOverLease(
  db: Db,
  input: {
    userId: number;
    key: string;
    previousLease: string | null;
    leaseUntil: string;
    requestHash: string | null;
  },
): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_keys')
    .set({ lease_until: input.leaseUntil, request_hash: input.requestHash })
    .where('user_id', '=', input.userId)
    .where('key', '=', input.key)
    .where('status_code', 'is', null)
    .where('applied_at', 'is', null)
    .where('lease_until', input.previousLease === null ? 'is' : '=', input.previousLease)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Marks the record applied, once; true when this call did it. */
export async function setApplied(db: Db, lease: KeyLease, at: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ applied_at: at })
    .where('user_id', '=', lease.userId)
    .where('key', '=', lease.key)
    .where('lease_until', '=', lease.leaseUntil)
    .where('status_code', 'is', null)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function storeResponse(
  db: Db,
  lease: KeyLease,
  response: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      status_code: response.statusCode,
      content_type: response.contentType,
      response_body: response.body,
    })
    .where('user_id', '=', lease.userId)
    .where('key', '=', lease.key)
    .where('lease_until', '=', lease.leaseUntil)
    .where('status_code', 'is', null)
    .execute();
}

/** Deletes the record while it is unfinished, unapplied and still under this lease. */
export async function deleteUnfinished(db: Db, lease: KeyLease): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', lease.userId)
    .where('key', '=', lease.key)
    .where('lease_until', '=', lease.leaseUntil)
    .where('status_code', 'is', null)
    .where('applied_at', 'is', null)
    .execute();
}

export async function deleteKeysCreatedBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
}
