// Background revalidations by key, coalesced: the service worker's store (sw/api-store.ts) and the
// page's answer memory (src/api/answer-memory.ts) both refresh an answer they already served, and a
// burst of hits on one key must not become a burst of fetches and writes.

type Run = () => Promise<unknown>;

/**
 * While a run for a key is under way, more requests for that key start none of their own but ask
 * for one more after it, which starts after them and so sees whatever changed before they were
 * made. A burst of hits costs two runs, not one each.
 */
export class CoalescedRuns {
  private readonly pending = new Map<string, { again: Run | null }>();

  /** Resolves when the key's runs (this one, or the one it folded into) are done; never rejects. */
  run(key: string, work: Run): Promise<void> {
    const running = this.pending.get(key);
    if (running) {
      running.again = work;
      return Promise.resolve();
    }
    const entry: { again: Run | null } = { again: null };
    this.pending.set(key, entry);
    return (async () => {
      let next: Run | null = work;
      while (next) {
        entry.again = null;
        await next().catch(() => undefined);
        next = entry.again;
      }
      this.pending.delete(key);
    })();
  }
}
