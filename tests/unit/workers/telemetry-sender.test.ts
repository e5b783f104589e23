// Telemetry batching in the worker: 10 events or 15 s or page hide, at most 500 kept, the device
// token on each batch, keepalive on hide, and offline batches kept in the outbox.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingWrites } from '../../../src/db/outbox';
import type { ParlayDatabase } from '../../../src/db/schema';
import { TelemetrySender } from '../../../workers/telemetry-sender';
import { FakeNetwork, FakeTimers, freshDatabase, json, makeDeps } from './support';

let db: ParlayDatabase;
let timers: FakeTimers;

beforeEach(() => {
  db = freshDatabase();
  timers = new FakeTimers();
});
afterEach(async () => {
  await db.delete();
});

function sender(network: FakeNetwork, userId: number | null = 7) {
  const queued: number[] = [];
  const telemetry = new TelemetrySender({
    ...makeDeps(db, network, timers),
    userId: async () => userId,
    onQueued: () => queued.push(1),
  });
  return { telemetry, queued };
}

const accepted = () => new FakeNetwork(() => json({ success: true, accepted: 1 }, 202));
const bodyOf = (network: FakeNetwork, i: number) =>
  JSON.parse(String(network.calls[i]!.init!.body)) as { events: { event: string; ts: number }[] };

describe('telemetry batching', () => {
  it('sends at the 10th event, with the device token and an idempotency key', async () => {
    const network = accepted();
    const { telemetry } = sender(network);
    for (let i = 0; i < 9; i += 1) await telemetry.track({ event: 'pick_view', payload: { i } });
    expect(network.calls).toHaveLength(0);
    await telemetry.track({ event: 'pick_add' });
    expect(network.calls).toHaveLength(1);
    const call = network.calls[0]!;
    expect(call.path).toBe('/api/telemetry/picks');
    const headers = new Headers(call.init!.headers);
    expect(headers.get('x-device-token')).toBe('device-token-1');
    expect(headers.get('idempotency-key')).toBeTruthy();
    const { events } = bodyOf(network, 0);
    expect(events).toHaveLength(10);
    expect(events[0]).toEqual({ event: 'pick_view', ts: timers.nowMs, payload: { i: 0 } });
    expect(telemetry.buffered).toBe(0);
  });

  it('sends what is buffered every 15 s', async () => {
    const network = accepted();
    const { telemetry } = sender(network);
    telemetry.startTimer();
    await telemetry.track({ event: 'search' });
    await timers.advance(14_999);
    expect(network.calls).toHaveLength(0);
    await timers.advance(1);
    expect(network.calls).toHaveLength(1);
    telemetry.stopTimer();
  });

  it('sends at once with keepalive when the page hides', async () => {
    const network = accepted();
    const { telemetry } = sender(network);
    await telemetry.track({ event: 'filter_change' });
    await telemetry.flush(true);
    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]!.init!.keepalive).toBe(true);
  });

  it('keeps at most 500 events, the oldest dropped first', async () => {
    const network = new FakeNetwork(() => Promise.reject(new TypeError('offline')));
    const { telemetry } = sender(network, null); // signed out: nowhere to queue them
    for (let i = 0; i < 520; i += 1) await telemetry.track({ event: `e${i}` });
    expect(telemetry.buffered).toBe(500);
  });

  it('puts a batch that cannot be sent (offline or 5xx) in the outbox, once', async () => {
    const network = new FakeNetwork(() => Promise.reject(new TypeError('offline')));
    const { telemetry, queued } = sender(network);
    for (let i = 0; i < 10; i += 1) await telemetry.track({ event: 'pick_view' });
    const pending = await pendingWrites(db, 7);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.url).toBe('/api/telemetry/picks');
    expect(JSON.parse(pending[0]!.body!).events).toHaveLength(10);
    // the outbox replays it under the same key the failed send used
    const sentKey = new Headers(network.calls[0]!.init!.headers).get('idempotency-key');
    expect(pending[0]!.idempotencyKey).toBe(sentKey);
    expect(queued).toHaveLength(1);
    expect(telemetry.buffered).toBe(0);
  });

  it('drops a batch the server refuses as such (400)', async () => {
    const network = new FakeNetwork(() => json({ message: 'bad' }, 400));
    const { telemetry } = sender(network);
    await telemetry.track({ event: 'x' });
    await telemetry.flush(true);
    expect(await pendingWrites(db, 7)).toHaveLength(0);
    expect(telemetry.buffered).toBe(0);
  });
});
