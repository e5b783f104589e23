// The one Dexie (IndexedDB) database shared by the page, the data worker and the service worker.
import { Dexie, type EntityTable } from 'dexie';
import { APP_CACHE_VERSION } from '../domain/cache-freshness';

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
  attempts: number;
  lastError: string | null;
  /** Set when the server refused the write (a 4xx): kept so the bettor can see it, not replayed. */
  rejectedAt: number | null;
}

/** Small keyed records: device identity, cached profile, cache version marker. */
export interface MetaRecord {
  key: string;
  value: unknown;
}

export class ParlayDatabase extends Dexie {
  responses!: EntityTable<StoredResponse, 'url'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  meta!: EntityTable<MetaRecord, 'key'>;

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
  }
}

let shared: ParlayDatabase | undefined;

/** The database of this runtime (page, worker or service worker); opened lazily by Dexie. */
export function database(): ParlayDatabase {
  shared ??= new ParlayDatabase();
  return shared;
}
