// Test doubles for the worker modules: a pinned clock with manual timers, a fake network that
// holds requests until told, server picks, and a fresh fake-indexeddb database per test.
import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { writeDevice } from '../../../src/db/meta';
import { ParlayDatabase } from '../../../src/db/schema';
import type { ServerPick } from '../../../src/domain/picks/server-pick';
import type { FetchLike, Timers, WorkerDeps } from '../../../workers/worker-deps';

// Fake time advances in steps that give real async work (fake-indexeddb) time to run; on a busy
// machine that real time stretches, so these files get more than the default 5 s per test.
vi.setConfig({ testTimeout: 30_000 });

let counter = 0;
export function freshDatabase(): ParlayDatabase {
  counter += 1;
  return new ParlayDatabase(`workers-test-${counter}-${Math.random()}`);
}

/** The device token makeDeps sends; signIn stores it as this device's, as the app does. */
export const DEVICE_TOKEN = 'device-token-1';

/** Stores a device identity holding `token`: the worker keeps answers only for the current one. */
export async function signIn(db: ParlayDatabase, token: string = DEVICE_TOKEN): Promise<void> {
  await writeDevice(db, {
    device_token: token,
    device_id: 'device-1',
    ua_hash: 'ua',
    last_interactive_auth: null,
  });
}

/** Lets fake-indexeddb (setImmediate) and promise chains run. */
export async function settle(realMs = 5): Promise<void> {
  // real milliseconds: fake-indexeddb's setImmediate chains run meanwhile
  await new Promise((r) => setTimeout(r, realMs));
}

/** Moves fake time on in small steps until `done()` holds (real work gets time between). */
export async function drive(
  timers: FakeTimers,
  done: () => boolean,
  stepMs = 50,
  maxSteps = 2_000,
) {
  for (let i = 0; i < maxSteps && !done(); i += 1) await timers.advance(stepMs);
  if (!done()) throw new Error('condition never held');
}

/** Waits (real time) until an async condition holds, e.g. a row written by a background task. */
export async function untilAsync(done: () => Promise<boolean>, realMs = 10_000): Promise<void> {
  const end = Date.now() + realMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('condition never held');
    await settle();
  }
}

/** Node's setImmediate: one event-loop turn, in which fake-indexeddb makes progress. */
const nextTurn = () =>
  new Promise<void>((r) =>
    (globalThis as unknown as { setImmediate(fn: () => void): void }).setImmediate(r),
  );

/** Waits (in real event-loop turns, not fake time) until `done()` holds. */
export async function until(done: () => boolean, rounds = 20_000): Promise<void> {
  for (let i = 0; i < rounds && !done(); i += 1) await nextTurn();
  if (!done()) throw new Error('condition never held');
}

export class FakeTimers implements Timers {
  nowMs: number;
  private queue: { id: number; at: number; fn: () => void }[] = [];
  private nextId = 1;

  constructor(startMs = Date.UTC(2025, 6, 20, 18)) {
    this.nowMs = startMs;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.queue.push({ id, at: this.nowMs + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((t) => t.id !== handle);
  }

  pending(): number {
    return this.queue.length;
  }

  /** Moves the clock forward, firing due timers in order and letting their work run. */
  async advance(ms: number): Promise<void> {
    const target = this.nowMs + ms;
    for (;;) {
      await settle();
      const due = this.queue.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.queue = this.queue.filter((t) => t !== due);
      this.nowMs = due.at;
      due.fn();
    }
    this.nowMs = target;
    await settle();
  }
}

export interface FakeCall {
  url: string;
  init: RequestInit | undefined;
  path: string;
  query: URLSearchParams;
}

type Handler = (call: FakeCall) => Response | Promise<Response>;

/** A network that answers with `handler`; with `hold` on, requests wait for `release()`. */
export class FakeNetwork {
  calls: FakeCall[] = [];
  inFlight = 0;
  maxInFlight = 0;
  hold = false;
  private waiting: (() => void)[] = [];

  constructor(public handler: Handler) {}

  fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url, 'http://app.test');
    const call = { url, init, path: parsed.pathname, query: parsed.searchParams };
    this.calls.push(call);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      // like fetch: an aborted signal rejects the call, whatever the server does
      const aborted = new Promise<never>((_, reject) => {
        const fail = () => reject(new DOMException('aborted', 'AbortError'));
        if (init?.signal?.aborted) fail();
        init?.signal?.addEventListener('abort', fail);
      });
      if (this.hold) await Promise.race([new Promise<void>((r) => this.waiting.push(r)), aborted]);
      return await Promise.race([Promise.resolve(this.handler(call)), aborted]);
    } finally {
      this.inFlight -= 1;
    }
  };

  /** Lets the oldest `n` held requests through (all when n is omitted). */
  release(n = this.waiting.length): void {
    for (const go of this.waiting.splice(0, n)) go();
  }

  get held(): number {
    return this.waiting.length;
  }

  callsTo(path: string): FakeCall[] {
    return this.calls.filter((c) => c.path === path);
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function makeDeps(
  db: ParlayDatabase,
  network: FakeNetwork,
  timers: FakeTimers,
  token: string | null = DEVICE_TOKEN,
): WorkerDeps {
  return {
    db,
    fetch: network.fetch,
    now: () => timers.nowMs,
    timers,
    authHeaders: async (): Promise<Record<string, string>> =>
      token ? { 'X-Device-Token': token } : {},
  };
}

const LEAGUES = ['NBA', 'MLB', 'NFL', 'NHL', 'CFB'];
const EXPERTS = ["Cole's Algo Picks", 'Sharp Sam', 'Dana Lines', 'Mo Money', 'Vegas Vic'];
const PLAYERS = [
  'Jalen Brunson',
  "D'Angelo Russell",
  'Aaron Judge',
  'Josh Allen',
  'Connor McDavid',
];

export function serverPick(id: number, confidence: number, overrides: Partial<ServerPick> = {}) {
  const league = LEAGUES[id % LEAGUES.length]!;
  const experts = [EXPERTS[id % EXPERTS.length]!, EXPERTS[(id + 2) % EXPERTS.length]!];
  return {
    id,
    event_id: `2025-07-20-${league}-p${id}-pts-20.5`,
    player_name: `${PLAYERS[id % PLAYERS.length]} ${id}`,
    event_date: '2025-07-20',
    team_a: 'Lakers',
    team_b: 'Celtics',
    stat_threshold: 20.5,
    stat_type: 'Points',
    pick_type: 'Prop',
    prediction: id % 3 === 0 ? 0 : 1,
    confidence,
    league,
    handicapperNames: experts,
    expert_confidence_map: Object.fromEntries(experts.map((e) => [e, confidence / 100])),
    ...overrides,
  } satisfies ServerPick;
}

export type TierPicks = Partial<Record<string, ReturnType<typeof serverPick>[]>>;

/** A /api/picks like the real one: tier bands, offset/limit paging, ETag and 304. */
export class FakePicksServer {
  versions = new Map<string, string>();
  constructor(public slates: Record<string, TierPicks>) {}

  version(date: string, tier: string): string {
    return this.versions.get(`${date}|${tier}`) ?? `v1-${date}-${tier}`;
  }

  handle = (call: FakeCall): Response => {
    if (call.path !== '/api/picks') return json({ success: false, message: 'Not found' }, 404);
    const date = call.query.get('date')!;
    const tier = call.query.get('tier')!;
    const offset = Number(call.query.get('offset'));
    const limit = Number(call.query.get('limit'));
    const all = this.slates[date]?.[tier] ?? [];
    const picks = all.slice(offset, offset + limit);
    const version = this.version(date, tier);
    const etag = `W/"${version}.${tier}.${offset}.${limit}"`;
    const held = new Headers(call.init?.headers).get('if-none-match');
    if (held === etag) return new Response(null, { status: 304, headers: { etag } });
    const end = offset + picks.length;
    return json(
      {
        success: true,
        date,
        tier,
        picks,
        nextOffset: end < all.length && picks.length > 0 ? end : null,
        totalQualified: all.length,
        version,
        etag,
        message: `${picks.length} of ${all.length} picks`,
      },
      200,
      { etag },
    );
  };
}

/** n picks per tier with confidences inside each tier's band. */
export function slateOf(counts: Partial<Record<string, number>>, firstId = 1): TierPicks {
  const bands: Record<string, [number, number]> = {
    top: [75, 95],
    high: [65, 74],
    medium: [58, 64],
    low: [53, 57],
    tail: [50, 52],
  };
  let id = firstId;
  const slate: TierPicks = {};
  for (const [tier, n] of Object.entries(counts)) {
    const [lo, hi] = bands[tier]!;
    slate[tier] = Array.from({ length: n ?? 0 }, (_, i) => {
      const confidence = hi - (i * (hi - lo)) / Math.max(1, n! - 1);
      return serverPick(id++, Math.round(confidence * 10) / 10);
    });
  }
  return slate;
}
