// Read your own writes (issue [N]): once the server has taken a write, the service worker's stored
// answers of the same resource (GET /api/settings/preferences after POST to it) are stale, so they
// are dropped; the next read goes to the network instead of showing the value before the write.
import type { ParlayDatabase } from './schema';

/** The resource a write names: its path under /api, without the query. */
function resourceOf(url: string): string {
  return new URL(url, 'http://app.invalid').pathname;
}

/** Drops every stored GET answer of the resource `writeUrl` changed; returns how many. */
export async function dropStoredAnswersOf(db: ParlayDatabase, writeUrl: string): Promise<number> {
  const path = resourceOf(writeUrl);
  // GET answers are keyed by path and query: the key index finds them without reading every
  // stored body (this runs after every sent write); the page's research rows ('post:…') never match
  return db.responses
    .where('url')
    .startsWith(path)
    .filter((stored) => resourceOf(stored.url) === path)
    .delete();
}
