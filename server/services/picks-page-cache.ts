// Serialized picks pages and band counts, reused while the date's picks revision is unchanged. Each
// process keeps its own small cache and reads the revision from the database on every request, so
// several processes never serve a stale page: the cache saves work, it holds no state of its own.
import { gzipSync } from 'node:zlib';

const MAX_ENTRIES = 256;

/** A page as bytes, plain and gzipped (browsers accept gzip: an 88 KB page travels as ~10 KB). */
export interface PageBytes {
  plain: Buffer;
  gzip: Buffer;
}

interface CachedPage extends PageBytes {
  version: string;
}

export class PicksPageCache {
  private readonly pages = new Map<string, CachedPage>();

  /** The stored bytes when they were built for `version`; refreshes their recency. */
  get(key: string, version: string): PageBytes | undefined {
    const page = this.pages.get(key);
    if (!page || page.version !== version) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, version: string, json: string): PageBytes {
    const plain = Buffer.from(json, 'utf8');
    const page = { version, plain, gzip: gzipSync(plain, { level: 6 }) };
    this.pages.delete(key);
    this.pages.set(key, page);
    // Map keeps insertion order: the first key is the least recently used
    while (this.pages.size > MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}

/**
 * A date's qualified-set counts per confidence band, remembered per picks revision: while the
 * revision (one indexed row) is unchanged the counts are too, so they are not recounted.
 */
export class QualifiedSetCache<T> {
  private readonly sets = new Map<string, { revision: number; set: T }>();

  async get(key: string, revision: number, count: () => Promise<T>): Promise<T> {
    const known = this.sets.get(key);
    if (known && known.revision === revision) return known.set;
    const set = await count();
    this.sets.set(key, { revision, set });
    if (this.sets.size > MAX_ENTRIES) this.sets.delete(this.sets.keys().next().value!);
    return set;
  }
}

/**
 * A date's picks revision remembered for a moment (issue [O], with Redis): each picks request
 * would otherwise read it from the database. A slate event (an admin pick, a date change, a
 * refresh's results) forgets every date at once, in this process as it publishes and in the
 * others through Redis; `ttlMs` bounds how long a write that announces nothing (the import
 * command, a refresh job's batches) takes to show. ttlMs 0: always read.
 */
export class RevisionMemo {
  private readonly known = new Map<string, { revision: number; atMs: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async get(date: string, read: () => Promise<number>): Promise<number> {
    if (this.ttlMs <= 0) return read();
    const known = this.known.get(date);
    if (known && this.now() - known.atMs < this.ttlMs) return known.revision;
    const atMs = this.now();
    const revision = await read();
    this.known.set(date, { revision, atMs });
    if (this.known.size > MAX_ENTRIES) this.known.delete(this.known.keys().next().value!);
    return revision;
  }

  forget(): void {
    this.known.clear();
  }
}
