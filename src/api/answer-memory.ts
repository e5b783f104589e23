// The page's memory of stored API answers (issue [N] item 6): a GET the service worker keeps is
// answered from here at once, without the fetch event's round trip, and then revalidated through
// the service worker as before. It follows the service worker's store: an answer it announces as
// changed, a resource a sent write made stale and a signed-out account are all forgotten here too.

/** Answers kept; past it, the one used longest ago goes (a detail's five answers × 40 picks). */
export const ANSWER_MEMORY_CAPACITY = 200;

/** The answers one page holds, by account (device token) and URL; bodies as the server sent them. */
export class AnswerMemory {
  private readonly bodies = new Map<string, string>();
  /** Counts every forgetting: an answer fetched across one is not kept (it may predate it). */
  private forgets = 0;

  constructor(private readonly capacity = ANSWER_MEMORY_CAPACITY) {}

  /** The key of `url` ('/api/handicappers/7?x=1') for the account holding `token`. */
  static keyOf(token: string | null, url: string): string {
    return `${token ?? ''}\n${url}`;
  }

  /** A mark to hand back to `keep`: an answer is kept only if nothing was forgotten since. */
  mark(): number {
    return this.forgets;
  }

  get(key: string): string | undefined {
    const body = this.bodies.get(key);
    if (body !== undefined) {
      // most recently used last, so the capacity drops the one used longest ago
      this.bodies.delete(key);
      this.bodies.set(key, body);
    }
    return body;
  }

  /** Keeps `body` unless something was forgotten since `mark` (the answer may be older than that). */
  keep(key: string, body: string, mark: number): void {
    if (mark !== this.forgets) return;
    this.bodies.delete(key);
    this.bodies.set(key, body);
    if (this.bodies.size > this.capacity) {
      const oldest = this.bodies.keys().next().value;
      if (oldest !== undefined) this.bodies.delete(oldest);
    }
  }

  /** Forgets one key (its answer turned into a failure). */
  forgetKey(key: string): void {
    this.forgets += 1;
    this.bodies.delete(key);
  }

  /** Forgets the answers of one URL, path and query as stored ('/api/picks?date=…'), any account. */
  forgetUrl(url: string): void {
    this.forgetWhere((keyUrl) => keyUrl === url);
  }

  /** Forgets every answer of the resource a write went to: same path, any query, any account. */
  forgetResource(writeUrl: string): void {
    const path = pathOf(writeUrl);
    this.forgetWhere((keyUrl) => pathOf(keyUrl) === path);
  }

  forgetAll(): void {
    this.forgets += 1;
    this.bodies.clear();
  }

  private forgetWhere(matches: (url: string) => boolean): void {
    this.forgets += 1;
    for (const key of [...this.bodies.keys()])
      if (matches(key.slice(key.indexOf('\n') + 1))) this.bodies.delete(key);
  }
}

function pathOf(url: string): string {
  return new URL(url, 'http://app.invalid').pathname;
}
