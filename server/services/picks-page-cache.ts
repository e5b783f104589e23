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
