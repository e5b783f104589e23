// Idempotency keys: a lease on a key while its write runs, the write marked applied in its own
// transaction, the answer remembered and replayed. Keys belong to one account.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

/** Keys are kept this long; a device offline for longer replays its writes as new ones. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 3_600_000;

/**
 * How long a claim holds while its request runs: twice the longest time a request may take to
 * arrive, so a live request never loses its key, and a key whose process died (kill -9, a crash)
 * is taken over by the device's next retry instead of answering 409 for a week.
 */
export function leaseMsFor(requestTimeoutMs: number): number {
  return requestTimeoutMs * 2;
}

/** The answer a replay gets when the write committed but its reply was never stored (a crash). */
export const APPLIED_REPLY = {
  statusCode: 200,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ success: true, message: 'This request was already applied.' }),
};

export interface KeyScope {
  userId: number;
  key: string;
  /** The lease this request holds: only its holder may complete or release the key. */
  leaseUntil: string;
}

export interface KeyedRequest {
  method: string;
  path: string;
  requestHash: string;
}

export type ClaimResult =
  | { kind: 'claimed'; scope: KeyScope }
  | { kind: 'completed'; statusCode: number; contentType: string | null; body: string }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

/** Claims `key` for this request, or says what the earlier request with the same key became. */
export async function claimKey(
  db: Kysely<DB>,
  clock: Clock,
  owner: { userId: number; key: string },
  request: KeyedRequest,
  leaseMs: number,
): Promise<ClaimResult> {
  // Three rounds at most: a key purged or taken over between two statements is looked at again.
  for (let round = 0; round < 3; round += 1) {
    const leaseUntil = isoAt(clock, leaseMs);
    const scope = { ...owner, leaseUntil };
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        user_id: owner.userId,
        key: owner.key,
        method: request.method,
        path: request.path,
        request_hash: request.requestHash,
        status_code: null,
        content_type: null,
        response_body: null,
        created_at: isoAt(clock),
        lease_until: leaseUntil,
        applied_at: null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'claimed', scope };

    const earlier = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('key', '=', owner.key)
      .executeTakeFirst();
    if (!earlier) continue; // purged in between: claim afresh
    const sameRequest =
      earlier.method === request.method &&
      earlier.path === request.path &&
      (earlier.request_hash === null || earlier.request_hash === request.requestHash);
    if (!sameRequest) return { kind: 'mismatch' };
    if (earlier.status_code !== null) {
      return {
        kind: 'completed',
        statusCode: Number(earlier.status_code),
        contentType: earlier.content_type,
        body: earlier.response_body ?? '',
      };
    }
    if (earlier.applied_at !== null) return { kind: 'completed', ...APPLIED_REPLY };
    if (earlier.lease_until !== null && earlier.lease_until > isoAt(clock)) {
      return { kind: 'in-progress' };
    }
    // The lease ran out: the request holding it died. Exactly one taker wins the update.
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ lease_until: leaseUntil, request_hash: request.requestHash })
      .where('user_id', '=', owner.userId)
      .where('key', '=', owner.key)
      .where('status_code', 'is', null)
      .where('applied_at', 'is', null)
      .where('lease_until', earlier.lease_until === null ? 'is' : '=', earlier.lease_until)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { kind: 'claimed', scope };
  }
  return { kind: 'in-progress' };
}

export class KeyAlreadyApplied extends Error {
  readonly statusCode = 409;
  constructor() {
    super('A request with this Idempotency-Key was already applied.');
  }
}

/**
 * Marks the key applied inside the write's own transaction. Throws (so the write rolls back) when
 * this request no longer holds the key, e.g. its lease was taken over by a retry that applied it.
 */
export async function markKeyApplied(
  trx: Transaction<DB>,
  clock: Clock,
  scope: KeyScope,
): Promise<void> {
  const result = await trx
    .updateTable('idempotency_keys')
    .set({ applied_at: isoAt(clock) })
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .where('lease_until', '=', scope.leaseUntil)
    .where('status_code', 'is', null)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new KeyAlreadyApplied();
}

export async function completeKey(
  db: Kysely<DB>,
  scope: KeyScope,
  response: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      status_code: response.statusCode,
      content_type: response.contentType,
      response_body: response.body,
    })
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .where('lease_until', '=', scope.leaseUntil)
    .where('status_code', 'is', null)
    .execute();
}

/** Frees a key whose request did not happen (our failure, or a refusal to retry), if still ours. */
export async function releaseKey(db: Kysely<DB>, scope: KeyScope): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .where('lease_until', '=', scope.leaseUntil)
    .where('status_code', 'is', null)
    .where('applied_at', 'is', null)
    .execute();
}

export async function purgeExpiredKeys(db: Kysely<DB>, clock: Clock): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', isoAt(clock, -IDEMPOTENCY_KEY_TTL_MS))
    .execute();
}
