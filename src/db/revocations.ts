// Device tokens a sign-out still has to revoke on the server. A sign-out made offline queues the
// revoke here; whoever is signed in when the connection returns, it is sent and then forgotten.
import { DEVICE_TOKEN_HEADER } from '../api/http-headers';
import { isTriedAgain } from '../api/retry-policy';
import { httpErrorText, NETWORK_ERROR_MESSAGE } from '../domain/offline/error-texts';
import type { ParlayDatabase, RevocationEntry } from './schema';

export const SIGN_OUT_URL = '/api/auth/sign-out';

export type FetchRevocation = (url: string, init: RequestInit) => Promise<Response>;

/** Adds a token to revoke; call inside a transaction that includes `revocations` when atomic. */
export async function queueRevocation(
  db: ParlayDatabase,
  token: string,
  nowMs: number,
): Promise<void> {
  const entry: RevocationEntry = { token, createdAt: nowMs, attempts: 0, lastError: null };
  await db.revocations.add(entry);
}

/**
 * An answer settles a revoke when resending cannot change it: any 2xx (the server answers 200
 * for every token, known or not) or 4xx, except 408 and 429, which ask to come back later.
 */
export function revocationSettled(status: number): boolean {
  return !isTriedAgain('revocation', status);
}

const running = new WeakMap<ParlayDatabase, Promise<number>>();

/**
 * Sends every queued revoke with its own token (never the current account's) and deletes each
 * one the server settled. Stops at a network failure: the rest would fail the same way. One run
 * at a time per database; returns how many revokes are still queued.
 */
export function sendRevocations(db: ParlayDatabase, fetchLike: FetchRevocation): Promise<number> {
  let run = running.get(db);
  if (!run) {
    run = sendAll(db, fetchLike).finally(() => running.delete(db));
    running.set(db, run);
  }
  return run;
}

async function sendAll(db: ParlayDatabase, fetchLike: FetchRevocation): Promise<number> {
  const queued = await db.revocations.orderBy('seq').toArray();
  for (const entry of queued) {
    let status: number;
    try {
      const response = await fetchLike(SIGN_OUT_URL, {
        method: 'POST',
        // keepalive: a revoke sent as the page closes still reaches the server
        keepalive: true,
        headers: { 'Content-Type': 'application/json', [DEVICE_TOKEN_HEADER]: entry.token },
        body: '{}',
      });
      status = response.status;
    } catch {
      await db.revocations.update(entry.seq!, { lastError: NETWORK_ERROR_MESSAGE });
      break;
    }
    if (revocationSettled(status)) await db.revocations.delete(entry.seq!);
    else {
      await db.revocations.update(entry.seq!, {
        attempts: entry.attempts + 1,
        lastError: httpErrorText(status),
      });
    }
  }
  return db.revocations.count();
}
