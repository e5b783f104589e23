// The one Dexie (IndexedDB) database shared by the page, the data worker and the service worker.
import { Dexie, type EntityTable } from 'dexie';
import { APP_CACHE_VERSION } from '../domain/offline/cache-freshness';
import type { SelectedPick } from '../domain/lists/my-picks';
import type { Pick } from '../domain/picks/server-pick';
import type { PickTier } from '../domain/offline/picks-cache-policy';

export const DATABASE_NAME = 'parlay-engine';
/** The application cache version marker: when it changes, every cached table is cleared. */
export const CACHE_VERSION_MARKER = APP_CACHE_VERSION;

/** A stored API GET response, served stale-while-revalidate by the service worker. */
export interface StoredResponse {
  /** Path and query of the request, e.g. "/api/settings/date". */
  url: string;
  status: number;
  contentType: string;
  body: string;
  etag: string | null;
  storedAt: number;
  /** The California slate date when the response was stored; older slates are purged. */
  slateDate: string;
  /**
   * The account the answer was fetched for (src/db/account-guard.ts: a hash of the device token):
   * the service worker serves it only to requests of that account. Absent on rows the page
   * stores itself under keys no GET has (research texts), which the service worker never serves.
   */
  account?: string;
}

/** A write made while offline (or before the server answered), replayed in order exactly once. */
export interface OutboxEntry {
  seq?: number;
  /** The account that made the write: it is replayed only while that account is signed in. */
  userId: number;
  idempotencyKey: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body: string | null;
  createdAt: number;
  /** Times the server answered without taking the write (408, 409, 429, 5xx); network failures do not count. */
  attempts: number;
  lastError: string | null;
  /**
   * When the server first answered this write without taking it, in the current run of such
   * answers; with `attempts` it decides when the outbox gives up (src/db/outbox.ts). Absent on
   * entries queued before it existed.
   */
  failingSince?: number | null;
  /**
   * Set when the server refused the write (a 4xx), or kept failing it past the retry bound: kept
   * so the bettor can see it, not replayed.
   */
  rejectedAt: number | null;
}

/**
 * A device token to revoke on the server (POST /api/auth/sign-out), queued by a sign-out made
 * offline. Not an account write: it is sent whoever is signed in by then, never shown to anyone,
 * and deleted once the server answered it.
 */
export interface RevocationEntry {
  seq?: number;
  token: string;
  createdAt: number;
  /** Sends that got no usable answer (network down, 408, 429, 5xx). */
  attempts: number;
  lastError: string | null;
}

/** Small keyed records: device identity, cached profile, cache version marker. */
export interface MetaRecord {
  key: string;
  value: unknown;
}

/** One item of an account's My Picks list, rendered from here at once and synced via the outbox. */
export interface MyPickRow extends SelectedPick {
  userId: number;
  /** When this device last wrote or confirmed the row (My Picks: fresh 24 h, kept at most 7 days). */
  storedAt: number;
  /** The My Picks cache version ('2.0.0'); rows of another version are dropped. */
  version: string;
}

/** One favourite handicapper of an account (at most five), kept offline. */
export interface FavoriteRow {
  userId: number;
  /** The handicapper id (stable hash of the name). */
  id: number;
  name: string;
  accuracy: string;
  /** The order the bettor starred them in. */
  position: number;
  storedAt: number;
}

/** One cached page of a warmup tier (the spec's picks cache page). Owned by workers/picks-*. */
export interface PickPageRow {
  /** picksPageKey(date, tier, cursor) */
  key: string;
  date: string;
  tier: PickTier;
  /** The page's offset in its tier (the spec's cursor); 0 for the first page. */
  cursor: number;
  /** The server's nextOffset: the following page's cursor, null on the tier's last page. */
  nextCursor: number | null;
  pickIds: string[];
  /** The response's ETag header, sent back as If-None-Match (a 304 keeps the page). */
  etag: string | null;
  /** The server's picks version the page was read under; another version invalidates it. */
  version: string;
  /** The picks cache version ('picks:0.1.2'). */
  cacheVersion: string;
  totalQualified: number;
  insertedAt: number;
  accessedAt: number;
  expiresAt: number;
}

/** One cached pick of a slate, mapped for the UI, searchable by the worker. */
export interface CachedPickRow {
  date: string;
  id: string;
  tier: PickTier;
  /** The page that brought it: evicting that page removes the pick too. */
  pageKey: string;
  confidence: number;
  /** The UI pick, slimmed (no player image: those are cached per day elsewhere). */
  pick: Pick;
  /** Lower-cased text the search matches against (player, bet type, game, league, experts). */
  searchText: string;
  storedAt: number;
}

/** One handicapper of the events feed, with their qualified picks as the server sent them. */
export interface EventsFeedRecord {
  id: number;
  name: string;
  date: string;
  /** Server picks without player_image_base64 (dropped before caching, per the spec). */
  picks: unknown[];
  /** The handicapper's graded record (the cards' accuracy); absent in snapshots stored before it. */
  record?: { wins: number; losses: number };
}

/** The events feed of one slate date as last loaded: today's events cache and its snapshot. */
export interface EventsSnapshotRow {
  date: string;
  events: EventsFeedRecord[];
  /** The server's total handicapper count; load-more runs while fewer are held. */
  total: number;
  storedAt: number;
  /** The today's events cache version ('1.3.1'); another version is not fresh. */
  version: string;
}

export class ParlayDatabase extends Dexie {
  responses!: EntityTable<StoredResponse, 'url'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  myPicks!: Dexie.Table<MyPickRow, [number, string]>;
  favorites!: Dexie.Table<FavoriteRow, [number, number]>;
  pickPages!: EntityTable<PickPageRow, 'key'>;
  cachedPicks!: Dexie.Table<CachedPickRow, [string, string]>;
  eventsSnapshots!: EntityTable<EventsSnapshotRow, 'date'>;
  revocations!: EntityTable<RevocationEntry, 'seq'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      // url is the primary key; slateDate and storedAt let the SW purge old slates and old bodies.
      responses: 'url, slateDate, storedAt',
      // auto-incremented seq keeps replay order; idempotencyKey is unique so a write is queued once.
      outbox: '++seq, &idempotencyKey, createdAt',
      // key-value records owned by the app shell.
      meta: 'key',
    });
    this.version(2).stores({
      // My Picks per account; addedAt keeps the bettor's order.
      myPicks: '[userId+id], userId, addedAt',
      // favourite handicappers per account, in starring order.
      favorites: '[userId+id], userId',
      // the warmup's page cache: LRU by accessedAt, purged by date and expiry.
      pickPages: 'key, date, tier, accessedAt, expiresAt',
      // every cached pick of a slate, the worker's search and filter corpus.
      cachedPicks: '[date+id], date, pageKey',
      // the events feed per slate date (the handicapper cards); storedAt finds the last snapshot.
      eventsSnapshots: 'date, storedAt',
    });
    this.version(3).stores({
      // device tokens a sign-out still has to revoke on the server, oldest first.
      revocations: '++seq',
    });
  }
}

let shared: ParlayDatabase | undefined;

/** The database of this runtime (page, worker or service worker); opened lazily by Dexie. */
export function database(): ParlayDatabase {
  shared ??= new ParlayDatabase();
  return shared;
}
