// Idempotency keys: claim a key before a write runs, remember its answer, replay that answer.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

/** Keys are kept this long; a device offline for longer replays its writes as new ones. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 3_600_000;

export interface KeyScope {
  userId: number;
  key: string;
}

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'completed'; statusCode: number; contentType: string | null; body: string }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

/** Claims `key` for this request, or says what the earlier request with the same key became. */
export async function claimKey(
  db: Kysely<DB>,
  clock: Clock,
  scope: KeyScope,
  request: { method: string; path: string },
): Promise<ClaimResult> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: scope.userId,
      key: scope.key,
      method: request.method,
      path: request.path,
      status_code: null,
      content_type: null,
      response_body: null,
      created_at: isoAt(clock),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'claimed' };

  const earlier = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  if (!earlier) return claimKey(db, clock, scope, request); // purged in between: claim afresh
  if (earlier.method !== request.method || earlier.path !== request.path)
    return { kind: 'mismatch' };
  if (earlier.status_code === null) return { kind: 'in-progress' };
  return {
    kind: 'completed',
    statusCode: Number(earlier.status_code),
    contentType: earlier.content_type,
    body: earlier.response_body ?? '',
  };
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
    .execute();
}

/** Frees a key whose request failed on our side, so the device's retry runs it again. */
export async function releaseKey(db: Kysely<DB>, scope: KeyScope): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .execute();
}

export async function purgeExpiredKeys(db: Kysely<DB>, clock: Clock): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', isoAt(clock, -IDEMPOTENCY_KEY_TTL_MS))
    .execute();
}
