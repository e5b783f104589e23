// Runs the tiered warmup (src/domain/offline/picks-warmup.ts) against the network and the page cache:
// each tier's first page at start, top and high following their cursors, at most 2 requests in
// flight, the rest after 250 ms, one fallback day, retries, stale ticks and version changes.
import {
  FOLLOWING_PAGE_TIERS,
  initialWarmupState,
  warmupReducer,
  type WarmupEvent,
  type WarmupState,
} from '../src/domain/offline/picks-warmup';
import {
  PAGE_CACHE_MAX_ENTRIES,
  PICKS_IDLE_PREFETCH_DELAY_MS,
  PICKS_MAX_CONCURRENT_REQUESTS,
  PICK_TIERS,
  isGloballyStale,
  type PickTier,
} from '../src/domain/offline/picks-cache-policy';
import { nextWarmupRequests } from '../src/domain/offline/warmup-requests';
import { fetchPicksPage, PICKS_REQUEST_TIMEOUT_MS, type PageFetchResult } from './picks-fetch';
import {
  dropExpiredPages,
  pageKeyOf,
  pagesOf,
  readPage,
  revalidatePage,
  storePage,
  type StoreResult,
} from './picks-store';
import type { PickPageRow } from '../src/db/schema';
import { quietly, type WorkerDeps } from './worker-deps';

export interface WarmupHooks {
  /** A page was stored (its picks) or pages left the cache (their ids). */
  onPicks(date: string, result: Pick<StoreResult, 'rows' | 'removed'>): void;
  /** The phase, a tier's status or the date changed. */
  onStatus(state: WarmupState): void;
}

export interface WarmupOptions {
  idleDelayMs: number;
  timeoutMs: number;
  retryDelayMs: number;
}

const DEFAULTS: WarmupOptions = {
  idleDelayMs: PICKS_IDLE_PREFETCH_DELAY_MS,
  timeoutMs: PICKS_REQUEST_TIMEOUT_MS,
  // asked again at once, while the run still goes on (a run that ended retries on the next
  // stale tick or when the network comes back)
  retryDelayMs: 0,
};
/** A run restarted by version changes more often than this leaves it to the next stale tick. */
const MAX_VERSION_RESTARTS = 3;
/** The idle prefetch stops while the date holds this many pages (room left for every tier). */
const PREFETCH_ROOM = PAGE_CACHE_MAX_ENTRIES - 2 * PICK_TIERS.length;

interface Job {
  run: number;
  date: string;
  tier: PickTier;
  cursor: number;
  /** Part of the warmup (reported to the reducer) or the idle prefetch of lower tiers. */
  warmup: boolean;
}

export class PicksWarmupRunner {
  state: WarmupState = initialWarmupState();
  /** Requests really on the wire (a stale run's included): never more than 2. */
  inFlight = 0;
  /** Requests from their start until their page is stored (or dropped). */
  private jobs = 0;
  private run = 0;
  /** first: nothing sent yet; sent: the first batch is out; idle: the 250 ms pause; open. */
  private gate: 'first' | 'sent' | 'idle' | 'open' = 'open';
  private retrying = new Set<PickTier>();
  private ignoreEtags = false;
  private restarts = 0;
  private rerunAfter = false;
  /** The slate date asked for (the state's date moves to the previous day after a fallback). */
  private requestedDate = '';
  private lastCompleteAt: number | null = null;
  private prefetch = new Map<PickTier, number>();
  private options: WarmupOptions;

  constructor(
    private deps: WorkerDeps,
    private hooks: WarmupHooks,
    options: Partial<WarmupOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  get running(): boolean {
    return this.state.phase === 'initializing' || this.state.phase === 'warming';
  }

  /**
   * More pages of the date are on their way: the warmup runs, or the idle prefetch has a tier to
   * page in or a page on the wire (or being stored). False once nothing more will be fetched
   * until the next run: every tier paged in, or a failure, or the cache's room for the prefetch
   * used up.
   */
  get fetching(): boolean {
    return this.running || this.prefetch.size > 0 || this.jobs > 0;
  }

  /** Starts a run for the date (idempotent while one runs for it); `force` skips the ETags. */
  start(date: string, force = false): WarmupState {
    if (this.running && !force && this.requestedDate === date) return this.state;
    this.requestedDate = date;
    this.run += 1;
    this.gate = 'first';
    this.ignoreEtags = force;
    this.prefetch.clear();
    this.retrying.clear();
    this.rerunAfter = false;
    this.dispatch({ type: 'start', date }, initialWarmupState(date));
    this.pump();
    return this.state;
  }

  /**
   * The stored answers changed (the service worker revalidated one): read them again. A run in
   * progress may already have read the old body, so it is followed by one more run.
   */
  refresh(date: string): void {
    if (this.running && this.requestedDate === date) this.rerunAfter = true;
    else this.start(date);
  }

  /** Marks stale tiers; a finished run whose tiers went stale (or 15 min passed) runs again. */
  tick(): void {
    const now = this.deps.now();
    this.dispatch({ type: 'tick', nowMs: now });
    if (this.running || this.requestedDate === '') return;
    const staleTier = PICK_TIERS.some((t) => this.state.tiers[t].stale);
    const failed = PICK_TIERS.some((t) => this.state.tiers[t].status === 'error');
    if (staleTier || failed || isGloballyStale(this.lastCompleteAt, now)) {
      this.restarts = 0;
      this.start(this.requestedDate);
    }
  }

  private dispatch(event: WarmupEvent, from: WarmupState = this.state): void {
    const next = warmupReducer(from, event);
    if (next === this.state) return;
    const wasRunning = this.running;
    this.state = next;
    if (wasRunning && next.phase === 'complete') this.completed();
    this.hooks.onStatus(next);
  }

  private completed(): void {
    this.lastCompleteAt = this.deps.now();
    if (this.rerunAfter) {
      this.rerunAfter = false;
      const date = this.requestedDate;
      this.deps.timers.setTimeout(() => this.start(date), 0);
    }
    for (const tier of PICK_TIERS) {
      const t = this.state.tiers[tier];
      if (FOLLOWING_PAGE_TIERS.includes(tier) || t.status !== 'success') continue;
      if (t.nextCursor !== null) this.prefetch.set(tier, Number(t.nextCursor));
    }
  }

  private pump(): void {
    if (this.gate === 'sent' || this.gate === 'idle') return;
    const room = PICKS_MAX_CONCURRENT_REQUESTS - this.inFlight;
    if (room <= 0) return;
    if (this.running) {
      const retries = [...this.retrying].map((tier) => ({ tier, cursor: null }));
      const wanted = [...retries, ...nextWarmupRequests(this.state)].slice(0, room);
      for (const request of wanted) {
        const retry = this.retrying.delete(request.tier);
        const cursor = retry
          ? this.retryCursor(request.tier)
          : request.cursor === null
            ? 0
            : Number(request.cursor);
        this.dispatch({ type: 'requested', tier: request.tier });
        const job = { run: this.run, date: this.state.date, tier: request.tier, cursor };
        quietly(this.send({ ...job, warmup: true }));
      }
      if (this.gate === 'first' && wanted.length > 0) this.gate = 'sent';
    } else if (this.state.phase === 'complete') {
      // after the warmup: the rest of medium, low and tail, two requests at a time, higher tiers
      // first (the list reads the slate in that order: a lower tier's picks can only be listed
      // once every tier above it is paged in)
      const queued = [...this.prefetch].sort(
        ([a], [b]) => PICK_TIERS.indexOf(a) - PICK_TIERS.indexOf(b),
      );
      for (const [tier, cursor] of queued.slice(0, room)) {
        this.prefetch.delete(tier);
        quietly(this.send({ run: this.run, date: this.state.date, tier, cursor, warmup: false }));
      }
    }
  }

  /** A tier that failed is asked again from where it stopped. */
  private retryCursor(tier: PickTier): number {
    const t = this.state.tiers[tier];
    return t.pages === 0 || t.nextCursor === null ? 0 : Number(t.nextCursor);
  }

  private async send(job: Job): Promise<void> {
    this.jobs += 1;
    try {
      await this.fetchAndStore(job);
    } finally {
      this.jobs -= 1;
    }
    this.pump();
  }

  private async fetchAndStore(job: Job): Promise<void> {
    this.inFlight += 1;
    let result: PageFetchResult | null = null;
    let stored: PickPageRow | undefined;
    try {
      const key = pageKeyOf(job.date, job.tier, job.cursor);
      stored = await readPage(this.deps.db, key).catch(() => undefined);
      // the idle prefetch never pushes the warm pages out of the 120-page cache
      const held = job.warmup ? 0 : await pagesOf(this.deps.db, job.date).then((p) => p.length);
      const room = job.warmup || held < PREFETCH_ROOM;
      if (room) {
        const etag = this.ignoreEtags ? null : (stored?.etag ?? null);
        result = await fetchPicksPage(this.deps, { ...job, etag }, this.options.timeoutMs);
      }
    } finally {
      this.inFlight -= 1;
    }
    if (result) await this.settle(job, result, stored).catch(() => undefined);
    if (this.gate === 'sent' && job.run === this.run) {
      this.gate = 'idle';
      this.deps.timers.setTimeout(() => {
        if (this.gate !== 'idle') return;
        this.gate = 'open';
        this.pump();
      }, this.options.idleDelayMs);
    }
  }

  private async settle(
    job: Job,
    result: PageFetchResult,
    stored: PickPageRow | undefined,
  ): Promise<void> {
    // read at each step: a fallback or a new run may happen while this page is being stored
    const isCurrent = () => job.run === this.run && job.date === this.state.date;
    const now = this.deps.now();
    const failed = (message: string | undefined, timedOut: boolean) => {
      if (!isCurrent() || !job.warmup) return;
      this.dispatch({ type: 'pageFailed', tier: job.tier, message, timedOut });
      this.scheduleRetry(job);
    };
    if (result.kind === 'failed') return failed(result.message, result.timedOut);
    if (result.kind === 'not-modified' && !stored) return failed(undefined, false);
    let count: number;
    let nextCursor: number | null;
    if (result.kind === 'not-modified') {
      await revalidatePage(this.deps.db, stored!.key, now);
      count = stored!.pickIds.length;
      nextCursor = stored!.nextCursor;
    } else {
      const saved = await storePage(this.deps.db, { ...job, ...result }, now);
      // fetched for an account that has since signed out: nothing stored, nothing shown; the
      // tier is asked again (as after a failure) with whatever token is current by then
      if (!saved) return failed(undefined, false);
      this.hooks.onPicks(job.date, saved);
      count = result.count;
      nextCursor = result.nextCursor;
      if (saved.versionChanged && job.cursor > 0 && isCurrent() && job.warmup) {
        // an earlier page of this tier was read under the old version: read the tier again
        if (this.restarts < MAX_VERSION_RESTARTS) {
          this.restarts += 1;
          this.dispatch({ type: 'versionChanged' });
          this.start(this.requestedDate);
        }
        return;
      }
    }
    if (!isCurrent()) return;
    if (!job.warmup) {
      if (nextCursor !== null) this.prefetch.set(job.tier, nextCursor);
      return;
    }
    const nextText = nextCursor === null ? null : String(nextCursor);
    this.dispatch({ type: 'pageLoaded', tier: job.tier, count, nextCursor: nextText, atMs: now });
    if (this.state.tiers[job.tier].complete && nextCursor === null) {
      const removed = await dropExpiredPages(this.deps.db, job.date, job.tier, now);
      if (removed.length > 0) this.hooks.onPicks(job.date, { rows: [], removed });
    }
  }

  /** A failed tier is asked once more after a pause, while the run goes on. */
  private scheduleRetry(job: Job): void {
    const tier = this.state.tiers[job.tier];
    if (!this.running || tier.status !== 'error' || tier.retries > 1) return;
    const retry = () => {
      const now = this.state.tiers[job.tier];
      if (job.run !== this.run || !this.running || now.status !== 'error') return;
      this.retrying.add(job.tier);
      this.pump();
    };
    if (this.options.retryDelayMs <= 0) retry();
    else this.deps.timers.setTimeout(retry, this.options.retryDelayMs);
  }
}
