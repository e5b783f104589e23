// The data worker: network-shaped work off the main thread, exposed to the page through Comlink.
import { expose } from 'comlink';
import { packPicks } from '../src/domain/picks/packed-picks';
import { DATA_CHANNEL, isDataChangedMessage } from '../src/api/channels';
import { deviceTokenHeaders } from '../src/api/http-headers';
import type { DataWorkerApi, SlateInfo } from '../src/api/worker-contract';
import { database } from '../src/db/schema';
import { readCachedProfile, readDevice } from '../src/db/meta';
import { mayLoadPicks } from '../src/domain/auth/roles';
import { slateDateAt } from '../src/domain/time/slate-date';
import { ChangeFeed } from './change-feed';
import { flushOutbox, startOutboxTimer } from './outbox-sync';
import { PicksService } from './picks-service';
import { SlateWatch } from './slate-watch';
import { TelemetrySender } from './telemetry-sender';
import { realTimers, type WorkerDeps } from './worker-deps';
import { clientNow } from '../src/api/clock';

/** Stale tiers are looked at this often (the shortest threshold is 5 min). */
const STALE_TICK_MS = 30_000;

async function authHeaders(): Promise<Record<string, string>> {
  const device = await readDevice(database()).catch(() => undefined);
  return deviceTokenHeaders(device?.device_token);
}

const deps: WorkerDeps = {
  db: database(),
  fetch: (url, init) => fetch(url, init),
  now: clientNow,
  timers: realTimers,
  authHeaders,
};

async function askSlate(): Promise<SlateInfo> {
  try {
    const response = await fetch('/api/settings/date', {
      headers: await authHeaders(),
      credentials: 'include',
    });
    const reply = (await response.json()) as { date?: unknown };
    if (response.ok && typeof reply.date === 'string')
      return { date: reply.date, source: 'server' };
  } catch {
    // offline with nothing stored: the local clock still knows California's date
  }
  return { date: slateDateAt(deps.now()), source: 'local-clock' };
}

/** The slate asked once per worker, then moved by the watch when the server's date changes. */
let currentSlate: Promise<SlateInfo> | null = null;
const slate = (): Promise<SlateInfo> => (currentSlate ??= askSlate());

const feed = new ChangeFeed();
/** Picks are asked for only by a signed-in device with paid access (or whose profile is unknown). */
async function mayLoadPicksNow(): Promise<boolean> {
  const [device, profile] = await Promise.all([
    readDevice(deps.db).catch(() => undefined),
    readCachedProfile(deps.db).catch(() => undefined),
  ]);
  return mayLoadPicks(Boolean(device?.device_token), profile?.roles ?? null);
}
const picks = new PicksService(
  deps,
  feed,
  () => slate().then((info) => info.date),
  {},
  mayLoadPicksNow,
);
const watch = new SlateWatch(deps);

async function checkSlate(): Promise<SlateInfo> {
  if (!(await mayLoadPicksNow())) return slate();
  const move = await watch.check(await picks.currentDate());
  if (move.kind === 'date') {
    currentSlate = Promise.resolve({ date: move.date, source: 'server' });
    picks.moveTo(move.date);
    feed.notify({ kind: 'slate', date: move.date });
  } else if (move.kind === 'picks') picks.reread(move.date);
  return slate();
}
const outboxReplayed = (summary: { sent: number; rejected: number }) => {
  if (summary.sent + summary.rejected > 0) feed.notify({ kind: 'outbox', date: '' });
};
const replay = () =>
  flushOutbox(deps.db).then((summary) => {
    outboxReplayed(summary);
    return summary;
  });
const telemetry = new TelemetrySender({
  ...deps,
  userId: async () => (await readCachedProfile(deps.db))?.user.id ?? null,
  onQueued: () => feed.notify({ kind: 'outbox', date: '' }),
});

const api: DataWorkerApi = {
  slate,
  checkSlate,
  flushOutbox: replay,
  warmPicks: (options) => picks.warm(options?.force ?? false, options?.reread ?? false),
  // the rows cross to the page as columns: field names once per answer, not once per pick
  picksPage: async (window) => {
    const page = await picks.picksPage(window);
    return { ...page, rows: packPicks(page.rows) };
  },
  handicappersPage: (window) => picks.handicappersPage(window),
  handicapperPicks: (id) => picks.handicapperPicks(id),
  subscribe: async (listener) => feed.subscribe(listener),
  unsubscribe: async (id) => feed.unsubscribe(id),
  track: (event) => telemetry.track(event),
  flushTelemetry: () => telemetry.flush(true),
  // Filled in by the optimizer work ([G]).
  optimizeOnDevice: (picks, preferences) =>
    import('./optimize-on-device').then((module) => module.optimizeOnDevice(picks, preferences)),
};

expose(api);

// Queued writes go out when the worker starts, when the network comes back, and on a timer.
self.addEventListener('online', () => {
  void replay().catch(() => undefined);
  picks.tick();
});
void replay().catch(() => undefined);
startOutboxTimer(deps.db, realTimers, undefined, outboxReplayed);
telemetry.startTimer();
setInterval(() => picks.tick(), STALE_TICK_MS);

// The service worker stored a new body for a picks or events request: read it again.
if (typeof BroadcastChannel !== 'undefined') {
  new BroadcastChannel(DATA_CHANNEL).addEventListener('message', (event: MessageEvent) => {
    if (isDataChangedMessage(event.data)) picks.storedResponseChanged(event.data.url);
  });
}
