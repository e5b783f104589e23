// Sends the outbox: the signed-in account's queued writes, in order, each with its idempotency
// key, whenever the worker starts, the network comes back, or the page asks.
import { readCachedProfile, readDevice } from '../src/db/meta';
import {
  outcomeForStatus,
  replayOutbox,
  type ReplayOutcome,
  type ReplaySummary,
} from '../src/db/outbox';
import type { OutboxEntry, ParlayDatabase } from '../src/db/schema';

async function send(entry: OutboxEntry, token: string): Promise<ReplayOutcome> {
  try {
    const response = await fetch(entry.url, {
      method: entry.method,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': entry.idempotencyKey,
        'X-Device-Token': token,
      },
      body: entry.body,
    });
    const reply = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message =
      typeof reply.message === 'string' ? reply.message : `HTTP error! status: ${response.status}`;
    return outcomeForStatus(response.status, message);
  } catch {
    return outcomeForStatus(0, 'Network error occurred');
  }
}

let running: Promise<ReplaySummary> | null = null;

/** One replay at a time: a second call while one runs shares its result. */
export function flushOutbox(db: ParlayDatabase): Promise<ReplaySummary> {
  running ??= (async () => {
    const [device, profile] = await Promise.all([readDevice(db), readCachedProfile(db)]);
    if (!device?.device_token || !profile) return { sent: 0, rejected: 0, waiting: 0 };
    return replayOutbox(
      db,
      profile.user.id,
      (entry) => send(entry, device.device_token!),
      Date.now(),
    );
  })().finally(() => {
    running = null;
  });
  return running;
}
