// The picks side of the data worker: keeps one in-memory index per slate date, fed by the warmup
// runner's pages and the events feed, and answers the page's window queries from it at once.
import type {
  HandicappersPage,
  PicksPage,
  PicksWindow,
  WarmupStatus,
} from '../src/api/worker-contract';
import { isApiResource } from '../src/api/cache-rules';
import type { EventsFeedRecord } from '../src/db/schema';
import { qualifiedPicks } from '../src/domain/confidence/confidence';
import { PICK_TIERS } from '../src/domain/offline/picks-cache-policy';
import type { WarmupState } from '../src/domain/offline/picks-warmup';
import { mapServerPick, type ServerPick } from '../src/domain/picks/server-pick';
import type { ChangeFeed } from './change-feed';
import { EventsFeed } from './events-feed';
import { DateIndex } from './date-index';
import { indexedPick } from './picks-index';
import { pruneAtStart } from './picks-store';
import { PicksWarmupRunner, type WarmupOptions } from './picks-warmup-runner';
import { slimPick } from './pick-search-text';
import { cachedNotice, nothingToShow, warmupStatus } from './picks-status';
import { quietly, type WorkerDeps } from './worker-deps';

/** Indexes kept in memory: the slate date and a fallback day. */
const KEPT_DATES = 2;

export class PicksService {
  readonly runner: PicksWarmupRunner;
  readonly events: EventsFeed;
  private indexes = new Map<string, DateIndex>();
  /** Pages of tiers that are not kept across restarts are dropped once the first index is read. */
  private pruned: Promise<void> | null = null;
  private firstIndex: Promise<void> | null = null;
  private slateDate: Promise<string> | null = null;

  constructor(
    private deps: WorkerDeps,
    private feed: ChangeFeed,
    private slate: () => Promise<string>,
    warmupOptions: Partial<WarmupOptions> = {},
    /** Whether this device may ask for picks now (signed in with paid access): no doomed requests. */
    private mayLoad: () => Promise<boolean> = async () => true,
  ) {
    this.runner = new PicksWarmupRunner(
      deps,
      {
        onPicks: (date, result) => {
          this.indexIfLoaded(date)?.applyRows(result.rows);
          for (const { date: day, ids } of result.removed) this.indexIfLoaded(day)?.remove(ids);
          this.changed(date);
        },
        onStatus: (state) => this.statusChanged(state),
      },
      warmupOptions,
    );
    this.events = new EventsFeed(deps, {
      onEvents: (date, events) => this.eventsArrived(date, events),
      onState: (date) => this.changed(date),
    });
  }

  /** The slate date asked of the server once per worker (the service worker's store answers offline). */
  private requestedDate(): Promise<string> {
    this.slateDate ??= this.slate();
    return this.slateDate;
  }

  /** The date on screen: the warmup's (the previous day after a fallback), else the slate's. */
  private async shownDate(): Promise<string> {
    const requested = await this.requestedDate();
    return this.runner.state.date || requested;
  }

  /**
   * The start-up prune runs after the first index was read (the index skips those tiers' rows),
   * so the first answer never waits behind a write transaction; the warmup waits for it, so no
   * page it stores is pruned.
   */
  private pruneOnce(): Promise<void> {
    this.pruned ??= (this.firstIndex ?? Promise.resolve())
      .then(() => pruneAtStart(this.deps.db))
      .catch(() => undefined);
    return this.pruned;
  }

  async warm(force = false, reread = false): Promise<WarmupStatus> {
    if (!(await this.mayLoad().catch(() => false))) return warmupStatus(this.runner.state);
    const date = await this.requestedDate();
    void this.indexFor(date);
    await this.pruneOnce();
    if (reread && !force) this.runner.refresh(date);
    else this.runner.start(date, force);
    if (force) quietly(this.events.load(date, true));
    return warmupStatus(this.runner.state);
  }

  /** The page asks before the warmup ran: start it, but answer from the cache now. */
  private ensureWarm(): void {
    if (this.runner.state.phase === 'idle') quietly(this.warm());
  }

  /**
   * One window of the Picks list. The list is the slate in the server's order, and it only grows
   * at its end: while pages are still being fetched, it stops at the last pick the cached pages
   * reach without a gap (a lower tier's first page waits for the rest of the tiers above it), and
   * `more` says the rest is on its way, so the page shows its loading state there rather than
   * 'No more picks.'. When nothing more will come (offline, a failure), every cached pick is listed.
   */
  async picksPage(window: PicksWindow): Promise<PicksPage> {
    this.ensureWarm();
    const date = await this.shownDate();
    const index = await this.indexFor(date);
    const more = !index.complete && (await this.fetching());
    const shown = more ? index.settledCount() : index.picks.size;
    const { rows, matched } = index.picks.window(window, window.offset, window.limit, shown);
    const empty = shown === 0;
    const state = this.runner.state;
    const blank = nothingToShow(state, empty);
    return {
      rows,
      matched,
      totalQualified: index.totalQualified,
      complete: index.complete,
      more,
      loading: blank.loading,
      cachedNotice: empty ? null : cachedNotice(state, null),
      error: blank.error,
      status: warmupStatus(state),
    };
  }

  /** Pages of the date are still to come: a run or its prefetch, or a run about to start. */
  private async fetching(): Promise<boolean> {
    // stored pages whose summary (complete, settled edge) is not read yet count as still coming
    if (this.runner.fetching || this.summariesDue > 0) return true;
    return this.runner.state.phase === 'idle' && (await this.mayLoad().catch(() => false));
  }

  async handicappersPage(window: PicksWindow): Promise<HandicappersPage> {
    this.ensureWarm();
    const date = await this.shownDate();
    this.requestEvents(date);
    const index = await this.indexFor(date);
    const cards = index.groups.cards(window);
    const more = !index.complete && (await this.fetching());
    const start = Math.max(0, Math.floor(window.offset));
    const empty = index.picks.size === 0;
    const events = this.events.state(date);
    const blank = nothingToShow(this.runner.state, empty, events);
    return {
      rows: cards.slice(start, start + Math.max(0, Math.floor(window.limit))),
      matched: cards.length,
      more,
      loading: blank.loading,
      cachedNotice: empty ? null : cachedNotice(this.runner.state, events.error),
      error: blank.error,
    };
  }

  async handicapperPicks(id: number) {
    this.ensureWarm();
    const date = await this.shownDate();
    this.requestEvents(date);
    return (await this.indexFor(date)).groups.picksOf(id);
  }

  /**
   * The service worker stored a new body: read the picks or events again (through it). A run in
   * progress may already have read the old body (the service worker answers from its store and
   * revalidates behind it), so it is followed by one more run rather than ignored.
   */
  storedResponseChanged(url: string): void {
    if (isApiResource(url, 'picks'))
      quietly(this.requestedDate().then((d) => this.runner.refresh(d)));
    if (isApiResource(url, 'todays_events')) {
      quietly(this.shownDate().then((date) => this.events.refresh(date)));
    }
  }

  /** The slate date the picks are read for (the server's setting when it answered). */
  currentDate(): Promise<string> {
    return this.requestedDate();
  }

  /**
   * The server's slate moved to another date (an admin changed it): the new date's picks are
   * warmed and every open list follows, without a reload.
   */
  moveTo(date: string): void {
    this.slateDate = Promise.resolve(date);
    void this.indexFor(date);
    this.runner.start(date);
    quietly(this.events.load(date, true));
    this.changed(date);
  }

  /** The date's picks changed on the server (a new pick, new confidences): read them again. */
  reread(date: string): void {
    this.runner.refresh(date);
    quietly(this.events.refresh(date));
  }

  /** The events feed is asked for only when this device may load picks. */
  private requestEvents(date: string): void {
    quietly(this.mayLoad().then((may) => may && this.events.request(date)));
  }

  /** The stale timer: only for a device that may load picks (a free tab sends nothing on it). */
  tick(): void {
    quietly(
      this.mayLoad().then((may) => {
        if (!may) return;
        if (this.runner.state.phase === 'idle') return this.warm();
        this.runner.tick();
      }),
    );
  }

  private indexIfLoaded(date: string): DateIndex | undefined {
    return this.indexes.get(date);
  }

  private indexFor(date: string): Promise<DateIndex> {
    let entry = this.indexes.get(date);
    if (!entry) {
      entry = new DateIndex(this.deps.db, date, this.pruned === null);
      this.firstIndex ??= entry.ready;
      this.indexes.set(date, entry);
      for (const old of [...this.indexes.keys()].slice(0, -KEPT_DATES)) this.indexes.delete(old);
      // the date's stored events feed joins the index as soon as it is read
      const stored = entry.ready.then(() => this.events.cached(date));
      quietly(stored.then((row) => row && this.eventsArrived(date, row.events)));
    }
    return entry.ready.then(() => entry);
  }

  private eventsArrived(date: string, events: EventsFeedRecord[]): void {
    const index = this.indexes.get(date);
    if (!index) return;
    const picks = events.flatMap((event) => {
      index.groups.knownNames.set(event.id, event.name);
      if (event.record) index.groups.setRecord(event.id, event.record);
      return qualifiedPicks((event.picks as ServerPick[]).map(mapServerPick));
    });
    index.applyPicks(picks.map((pick) => indexedPick(slimPick(pick))));
    // A snapshot stored before the feed carried records would leave the cards at 'N/A' until it
    // goes stale: read the feed again, once per date (an old server never loops this).
    if (events.some((event) => !event.record) && !this.recordsAsked.has(date)) {
      this.recordsAsked.add(date);
      quietly(this.events.refresh(date));
    }
    this.changed(date);
  }

  /** Dates whose feed was re-read for its handicappers' records. */
  private recordsAsked = new Set<string>();

  private lastPhase: string | null = null;
  private statusChanged(state: WarmupState): void {
    const errors = PICK_TIERS.map((t) => state.tiers[t].error).join('|');
    const key = `${state.phase}|${state.date}|${errors}`;
    if (key === this.lastPhase) return;
    this.lastPhase = key;
    this.changed(state.date);
  }

  private pendingChange = new Map<string, unknown>();
  /** Told changes whose index summary is still to be read (see `fetching`). */
  private summariesDue = 0;
  /** Changes are told once per burst (a warmup stores many pages in a row). */
  private changed(date: string): void {
    if (this.pendingChange.has(date)) return;
    this.summariesDue += 1;
    const handle = this.deps.timers.setTimeout(() => {
      this.pendingChange.delete(date);
      const index = this.indexes.get(date);
      const summary = index ? index.refreshSummary().catch(() => undefined) : Promise.resolve();
      void summary.then(() => {
        this.summariesDue -= 1;
        this.feed.notify({ kind: 'picks', date });
        this.feed.notify({ kind: 'handicappers', date });
      });
    }, 50);
    this.pendingChange.set(date, handle);
  }
}
