// Idempotency keys: a lease on a key while its write runs, the write marked applied in its own
// transaction, the answer remembered and replayed. Keys belong to one account.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';
import {
  deleteKeysCreatedBefore,
  deleteUnfinished,
  findKey,
  insertKeyOnce,
  setApplied,
  storeResponse,
  takeOverLease,
} from '../repositories/idempotency-keys.repository';
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
    const inserted = await insertKeyOnce(db, {
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
    });
    if (inserted) return { kind: 'claimed', scope };

    const earlier = await findKey(db, owner.userId, owner.key);
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
    const taken = await takeOverLease(db, {
      userId: owner.userId,
      key: owner.key,
      previousLease: earlier.lease_until,
      leaseUntil,
      requestHash: request.requestHash,
    });
    if (taken) return { kind: 'claimed', scope };
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
  if (!(await setApplied(trx, scope, isoAt(clock)))) throw new KeyAlreadyApplied();
}

export async function completeKey(
  db: Kysely<DB>,
  scope: KeyScope,
  response: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await storeResponse(db, scope, response);
}

/** Frees a key whose request did not happen (our failure, or a refusal to retry), if still ours. */
export async function releaseKey(db: Kysely<DB>, scope: KeyScope): Promise<void> {
  await deleteUnfinished(db, scope);
}

export async function purgeExpiredKeys(db: Kysely<DB>, clock: Clock): Promise<void> {
  await deleteKeysCreatedBefore(db, isoAt(clock, -IDEMPOTENCY_KEY_TTL_MS));
}
