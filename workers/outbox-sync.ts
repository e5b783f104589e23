// Sends the outbox: the signed-in account's queued writes, in order, each with its idempotency
// key, and the revokes queued by sign-outs (whoever is signed in), whenever the worker starts,
// the network comes back, the page asks, or the timer fires (every 30 s while something waits,
// backing off to 5 min while the server keeps failing).
import { refusedWriteSubject } from '../src/api/cache-rules';
import { announce } from '../src/api/channels';
import { DEVICE_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER } from '../src/api/http-headers';
import { httpErrorText, NETWORK_ERROR_MESSAGE } from '../src/domain/offline/error-texts';
import { readCachedProfile, readDevice } from '../src/db/meta';
import {
  outcomeForStatus,
  pendingWrites,
  replayOutbox,
  type ReplayOutcome,
  type ReplaySummary,
} from '../src/db/outbox';
import { sendRevocations } from '../src/db/revocations';
import { dropStoredAnswersOf } from '../src/db/stale-answers';
import type { OutboxEntry, ParlayDatabase } from '../src/db/schema';
import type { FetchLike, Timers } from './worker-deps';
import { clientNow } from '../src/api/clock';

export const OUTBOX_RETRY_MS = 30_000;
export const OUTBOX_MAX_BACKOFF_MS = 5 * 60_000;

export interface OutboxDeps {
  fetch: FetchLike;
  now(): number;
}

const defaultDeps: OutboxDeps = {
  fetch: (url, init) => fetch(url, init),
  now: clientNow,
};

async function send(
  db: ParlayDatabase,
  entry: OutboxEntry,
  token: string,
  deps: OutboxDeps,
): Promise<ReplayOutcome> {
  try {
    const response = await deps.fetch(entry.url, {
      method: entry.method,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey,
        [DEVICE_TOKEN_HEADER]: token,
      },
      body: entry.body,
    });
    const reply = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message =
      typeof reply.message === 'string' ? reply.message : httpErrorText(response.status);
    // the service worker's stored answers of this resource now show the value before the write
    // (and so are the pages' answer memories)
    if (response.ok) {
      await dropStoredAnswersOf(db, entry.url).catch(() => undefined);
      announce({ type: 'answers-dropped', url: entry.url });
    }
    return outcomeForStatus(response.status, message);
  } catch {
    return outcomeForStatus(0, NETWORK_ERROR_MESSAGE);
  }
}

const running = new WeakMap<ParlayDatabase, Promise<ReplaySummary>>();

/**
 * Sends queued revokes, then the signed-in account's writes. One replay at a time per database:
 * a second call while one runs shares its result.
 */
export function flushOutbox(
  db: ParlayDatabase,
  deps: OutboxDeps = defaultDeps,
): Promise<ReplaySummary> {
  let replay = running.get(db);
  if (!replay) {
    replay = (async () => {
      // a revoke is not an account write: it goes whoever is signed in, or nobody
      await sendRevocations(db, deps.fetch).catch(() => undefined);
      const [device, profile] = await Promise.all([readDevice(db), readCachedProfile(db)]);
      if (!device?.device_token || !profile) return { sent: 0, rejected: 0, waiting: 0 };
      return replayOutbox(
        db,
        profile.user.id,
        (entry) => send(db, entry, device.device_token!, deps),
        deps.now(),
        // refused telemetry is dropped without a word; other refused writes are shown
        (entry) => refusedWriteSubject(entry.url) === null,
      );
    })().finally(() => running.delete(db));
    running.set(db, replay);
  }
  return replay;
}

/**
 * The replay timer: every 30 s it sends what waits; while the server keeps failing (5xx, or no
 * network) the pause doubles up to 5 min, and a round that gets through resets it.
 * Returns a stop function.
 */
export function startOutboxTimer(
  db: ParlayDatabase,
  timers: Timers,
  deps: OutboxDeps = defaultDeps,
  onReplayed?: (summary: ReplaySummary) => void,
): () => void {
  let delay = OUTBOX_RETRY_MS;
  let handle: unknown = null;
  let stopped = false;
  const round = async () => {
    const profile = await readCachedProfile(db).catch(() => undefined);
    const pending = profile ? await pendingWrites(db, profile.user.id).catch(() => []) : [];
    const revokes = await db.revocations.count().catch(() => 0);
    if (pending.length === 0 && revokes === 0) return void (delay = OUTBOX_RETRY_MS);
    const summary = await flushOutbox(db, deps).catch(() => null);
    if (summary) onReplayed?.(summary);
    const revokesLeft = await db.revocations.count().catch(() => 0);
    const stuck =
      summary === null ||
      (summary.waiting > 0 && summary.sent === 0) ||
      (summary.waiting === 0 && revokesLeft > 0 && revokesLeft === revokes);
    delay = stuck ? Math.min(OUTBOX_MAX_BACKOFF_MS, delay * 2) : OUTBOX_RETRY_MS;
  };
  const arm = () => {
    if (stopped) return;
    handle = timers.setTimeout(() => void round().finally(arm), delay);
  };
  arm();
  return () => {
    stopped = true;
    if (handle !== null) timers.clearTimeout(handle);
  };
}
