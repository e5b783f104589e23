// The events feed (GET /api/todays_events): the day's handicappers with their picks, loaded by
// the spec's rules over a Dexie snapshot: fresh non-empty skips the server, fresh empty is
// verified, stale shows and refetches, an expired snapshot shows while fetching, else loading.
// A feed fetched for an account that signed out meanwhile is neither stored nor shown.
import { tokenOfHeaders, writeForAccount } from '../src/db/account-guard';
import type { EventsFeedRecord, EventsSnapshotRow } from '../src/db/schema';
import { TODAYS_EVENTS_CACHE_POLICY, cacheFreshness } from '../src/domain/offline/cache-freshness';
import {
  EVENTS_LOAD_DEBOUNCE_MS,
  EVENTS_MESSAGES,
  canLoadMoreEvents,
  decideEventsLoad,
  eventsPageSize,
  fetchesServer,
  withoutPlayerImage,
  type EventsLoadDecision,
} from '../src/domain/offline/events-cache';
import { WARMUP_MESSAGES } from '../src/domain/offline/picks-warmup';
import { httpErrorText } from '../src/domain/offline/error-texts';
import { quietly, type WorkerDeps } from './worker-deps';

export interface EventsFeedState {
  /** Nothing to show yet and a fetch is running (the loading screen). */
  loading: boolean;
  /** The last load's failure, or null. */
  error: string | null;
  decision: EventsLoadDecision | null;
}

export interface EventsFeedHooks {
  /** Records to show for the date (from the snapshot or the server). */
  onEvents(date: string, events: EventsFeedRecord[]): void;
  onState(date: string, state: EventsFeedState): void;
}

interface EventsBody {
  success?: boolean;
  events?: (EventsFeedRecord & { player_image_base64?: unknown })[];
  total?: number;
  message?: string;
}

class EventsRequestError extends Error {}

function stripImages(record: EventsFeedRecord & { player_image_base64?: unknown }) {
  const event = withoutPlayerImage(record);
  const picks = event.picks.map((pick) =>
    typeof pick === 'object' && pick !== null ? withoutPlayerImage(pick) : pick,
  );
  return { ...event, picks } as EventsFeedRecord;
}

export class EventsFeed {
  private states = new Map<string, EventsFeedState>();
  private loads = new Map<string, Promise<void>>();
  private debounce = new Map<string, unknown>();

  constructor(
    private deps: WorkerDeps,
    private hooks: EventsFeedHooks,
  ) {}

  state(date: string): EventsFeedState {
    return this.states.get(date) ?? { loading: false, error: null, decision: null };
  }

  /** Loads are debounced 150 ms: a burst of queries loads once. */
  request(date: string): void {
    const pending = this.debounce.get(date);
    if (pending !== undefined) this.deps.timers.clearTimeout(pending);
    const handle = this.deps.timers.setTimeout(() => {
      this.debounce.delete(date);
      quietly(this.load(date));
    }, EVENTS_LOAD_DEBOUNCE_MS);
    this.debounce.set(date, handle);
  }

  /** The stored records of a date while the cache may be shown (fresh or stale), else none. */
  async cached(date: string): Promise<EventsSnapshotRow | undefined> {
    return this.deps.db.eventsSnapshots.get(date);
  }

  /** Reads the feed again from the server, after any load already running (it may hold old data). */
  refresh(date: string): Promise<void> {
    const running = this.loads.get(date);
    return running ? running.then(() => this.load(date, true)) : this.load(date, true);
  }

  load(date: string, force = false): Promise<void> {
    let running = this.loads.get(date);
    if (!running) {
      running = this.run(date, force).finally(() => this.loads.delete(date));
      this.loads.set(date, running);
    }
    return running;
  }

  private setState(date: string, patch: Partial<EventsFeedState>): void {
    const next = { ...this.state(date), ...patch };
    this.states.set(date, next);
    this.hooks.onState(date, next);
  }

  private async run(date: string, force: boolean): Promise<void> {
    const now = this.deps.now();
    const stored = await this.cached(date).catch(() => undefined);
    const stamp = stored
      ? { storedAt: stored.storedAt, version: stored.version, eventCount: stored.events.length }
      : null;
    const usable = stored && cacheFreshness(stamp, TODAYS_EVENTS_CACHE_POLICY, now) !== 'expired';
    const decision = decideEventsLoad(usable ? stamp : null, stored !== undefined, now);
    // cached content shows at once, whatever happens next
    if (stored) this.hooks.onEvents(date, stored.events);
    if (!force && !fetchesServer(decision)) {
      this.setState(date, { decision, loading: false, error: null });
      return;
    }
    this.setState(date, { decision, loading: decision === 'full-loading', error: null });
    try {
      const { events, total, token } = await this.fetchAll(date);
      const row: EventsSnapshotRow = {
        date,
        events,
        total,
        storedAt: this.deps.now(),
        version: TODAYS_EVENTS_CACHE_POLICY.version!,
      };
      const db = this.deps.db;
      const stored = await writeForAccount(db, token, [db.eventsSnapshots], () =>
        db.eventsSnapshots.put(row),
      );
      if (stored) this.hooks.onEvents(date, events);
      this.setState(date, { loading: false, error: null });
    } catch (error) {
      const message =
        error instanceof EventsRequestError
          ? error.message
          : error instanceof TypeError
            ? WARMUP_MESSAGES.network
            : EVENTS_MESSAGES.unknown;
      this.setState(date, { loading: false, error: message });
    }
  }

  /** First page of 25, then pages of 100 while fewer than the total are held. */
  private async fetchAll(
    date: string,
  ): Promise<{ events: EventsFeedRecord[]; total: number; token: string | null }> {
    const events: EventsFeedRecord[] = [];
    let total = 0;
    let token: string | null | undefined;
    do {
      const offset = events.length;
      const query = new URLSearchParams({
        date,
        limit: String(eventsPageSize(offset)),
        offset: String(offset),
      });
      const headers = await this.deps.authHeaders();
      // the first page's account: the feed is stored only while it is still signed in (a
      // sign-out between pages changes the token, so the guard drops the mixed feed too)
      if (token === undefined) token = tokenOfHeaders(headers);
      const response = await this.deps.fetch(`/api/todays_events?${query.toString()}`, {
        headers,
        credentials: 'include',
      });
      if (!response.ok) throw new EventsRequestError(httpErrorText(response.status));
      const body = (await response.json().catch(() => ({}))) as EventsBody;
      if (body.success === false || !Array.isArray(body.events)) {
        throw new EventsRequestError(body.message || EVENTS_MESSAGES.loadFailed);
      }
      total = typeof body.total === 'number' ? body.total : body.events.length;
      if (body.events.length === 0) break;
      events.push(...body.events.map(stripImages));
    } while (canLoadMoreEvents(events.length, total));
    return { events, total, token: token ?? null };
  }
}
