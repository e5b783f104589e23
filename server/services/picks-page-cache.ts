// Serialized picks pages, reused while the qualified set's version is unchanged. Each process keeps
// its own small cache and checks the version against the database on every request, so several
// processes never serve a stale page: the cache saves work, it holds no state of its own.

const MAX_ENTRIES = 256;

interface CachedPage {
  version: string;
  body: string;
}

export class PicksPageCache {
  private readonly pages = new Map<string, CachedPage>();

  /** The stored body when it was built for `version`; refreshes its recency. */
  get(key: string, version: string): string | undefined {
    const page = this.pages.get(key);
    if (!page || page.version !== version) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page.body;
  }

  set(key: string, version: string, body: string): void {
    this.pages.delete(key);
    this.pages.set(key, { version, body });
    // Map keeps insertion order: the first key is the least recently used
    while (this.pages.size > MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
  }
}
