// Serialized picks pages, reused while the qualified set's version is unchanged. Each process keeps
// its own small cache and checks the version against the database on every request, so several
// processes never serve a stale page: the cache saves work, it holds no state of its own.
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
