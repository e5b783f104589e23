// The typed API of the data worker, called from the page through Comlink. The page asks for one
// visible page of rows at a time; the worker holds the picks, pages, searches and filters them.
import type { WarmupPhase, TierStatus } from '../domain/offline/picks-warmup';
import type { PickTier } from '../domain/offline/picks-cache-policy';
import type { StatTypeFilter } from '../domain/picks/pick-filters';
import type { Pick } from '../domain/picks/server-pick';
import type { PackedPicks } from '../domain/picks/packed-picks';
import type { SelectedPick } from '../domain/lists/my-picks';
import type { BettorPreferences } from '../domain/parlay/bettor-preferences';
import type { OptimizeSplitReply } from './parlay-contract';

export interface SlateInfo {
  /** YYYY-MM-DD slate date. */
  date: string;
  /** Where the date came from: the server (possibly via the service worker's store) or the local clock. */
  source: 'server' | 'local-clock';
}

export interface OutboxFlushSummary {
  sent: number;
  rejected: number;
  /** Writes still waiting for the network (or for their account to sign in again). */
  waiting: number;
}

/** What the picks browser filters by: the filter menu, the league tabs and the search box. */
export interface PicksFilter {
  league: string;
  statType: StatTypeFilter;
  search: string;
}

/** A window of the filtered, confidence-sorted list: rows [offset, offset + limit). */
export interface PicksWindow extends PicksFilter {
  offset: number;
  limit: number;
}

export interface WarmupStatus {
  phase: WarmupPhase;
  /** The slate date being shown (the previous UTC day after a fallback). */
  date: string;
  fallbackUsed: boolean;
  tiers: Record<
    PickTier,
    { status: TierStatus; complete: boolean; stale: boolean; error: string | null }
  >;
}

export interface PicksPage {
  /** Only the rows asked for (at most `limit`): the main thread never holds the whole slate. */
  rows: Pick[];
  /** How many cached picks match the filter. */
  matched: number;
  /** The server's count of qualified picks for the date, when known. */
  totalQualified: number | null;
  /** Every tier is fully cached: `matched` is final. */
  complete: boolean;
  /**
   * More picks than `matched` are on their way (the worker is still paging the slate in): the
   * list has not reached its end. False when the end is real, or nothing more can be fetched now.
   */
  more: boolean;
  /** True when nothing is cached yet and a first load is running (the loading screen). */
  loading: boolean;
  /** 'Using cached data: {message}' when data is shown but the refresh failed; else null. */
  cachedNotice: string | null;
  /** The failure when nothing can be shown (the screen says 'Error loading picks: {message}'). */
  error: string | null;
  status: WarmupStatus;
}

/** What the worker posts for a picks window: the rows as columns (unpacked by the page). */
export interface PostedPicksPage extends Omit<PicksPage, 'rows'> {
  rows: PackedPicks;
}

export interface HandicapperCard {
  id: number;
  name: string;
  /** '64%' (graded), the spec's formula when nothing is graded yet, or 'N/A' while unknown. */
  accuracy: string;
  /** 'No graded picks yet' when `accuracy` is the formula's, else null. */
  accuracyNote: string | null;
  rating: number;
  sports: string[];
  /** The handicapper's qualified picks that match the filter, confidence first. */
  picks: Pick[];
  pickCount: number;
}

export interface HandicappersPage {
  rows: HandicapperCard[];
  matched: number;
  /**
   * The worker is still paging the slate in: the cards' pick counts (and so their order) may still
   * change. False once every tier is cached, or nothing more can be fetched now.
   */
  more: boolean;
  loading: boolean;
  cachedNotice: string | null;
  error: string | null;
}

/** One telemetry event from the page (pick views, adds, searches, filter changes). */
export interface PageTelemetryEvent {
  event: string;
  payload?: Record<string, unknown>;
}

/** What changed in the worker's data; the page re-asks for its window. */
export interface DataChange {
  /** 'slate': the server's slate date moved (the page shows the new date). */
  kind: 'picks' | 'handicappers' | 'outbox' | 'slate';
  date: string;
}

export interface DataWorkerApi {
  /** The current slate date: the server's setting, else today's date in California. */
  slate(): Promise<SlateInfo>;
  /**
   * Asks the server whether the slate moved (date or picks version) and follows it: a new date is
   * warmed and told to the pages ('slate'), new picks are read again. Answers the slate after it.
   */
  checkSlate(): Promise<SlateInfo>;
  /** Sends the signed-in account's queued offline writes, in order, each applied once. */
  flushOutbox(): Promise<OutboxFlushSummary>;

  /**
   * Starts the tiered warmup for the slate (idempotent while one runs); `force` refetches all;
   * `reread` (back online, back in the foreground: the slate may have changed since a run in
   * progress read it) has a run in progress followed by one more.
   */
  warmPicks(options?: { force?: boolean; reread?: boolean }): Promise<WarmupStatus>;
  /** One visible page of the filtered picks, served from the cache at once (rows packed). */
  picksPage(window: PicksWindow): Promise<PostedPicksPage>;
  /** One visible page of handicapper cards (View By: Handicappers). */
  handicappersPage(window: PicksWindow): Promise<HandicappersPage>;
  /** A handicapper's qualified picks of the slate, confidence first (the profile's Recent Picks). */
  handicapperPicks(handicapperId: number): Promise<{ name: string | null; picks: Pick[] }>;
  /** Calls `listener` (a Comlink proxy) whenever cached data changes; returns an unsubscribe id. */
  subscribe(listener: (change: DataChange) => void): Promise<number>;
  unsubscribe(id: number): Promise<void>;

  /** Buffers a telemetry event (sent at 10 events, every 15 s, or when the page hides). */
  track(event: PageTelemetryEvent): Promise<void>;
  /** The page is being hidden: send what is buffered now (keepalive fetch). */
  flushTelemetry(): Promise<void>;

  /**
   * The optimizer run on the device (offline): the same domain code and answer as the server,
   * staked by the bettor's preferences as this device holds them.
   */
  optimizeOnDevice(
    picks: SelectedPick[],
    preferences?: BettorPreferences,
  ): Promise<OptimizeSplitReply>;
}
