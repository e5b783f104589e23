// Asks the server whether the slate moved while a page is open: the default date (an admin's date
// change) or the version of that date's picks (a manual pick, a refresh job's new confidences).
// One small GET /api/picks/summary, never answered from the service worker's store. A refused
// account (signed out, not a member) is not asked again for a while: no loop of refusals.
import type { WorkerDeps } from './worker-deps';

/** After a 401 or 403 the watch rests this long (a sign-in or an upgrade ends it sooner). */
export const SLATE_WATCH_REFUSED_REST_MS = 5 * 60_000;

export type SlateMove =
  { kind: 'date'; date: string } | { kind: 'picks'; date: string } | { kind: 'none' };

interface Seen {
  date: string;
  version: string;
}

export class SlateWatch {
  private seen: Seen | null = null;
  private refused: { headers: string; atMs: number } | null = null;
  private running: Promise<SlateMove> | null = null;

  constructor(private deps: WorkerDeps) {}

  /**
   * One look at the server; the first only records what it saw (the warmup that just ran read
   * the same slate). Overlapping calls share one request.
   */
  check(knownDate: string): Promise<SlateMove> {
    this.running ??= this.look(knownDate).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async look(knownDate: string): Promise<SlateMove> {
    const headers = await this.deps.authHeaders();
    const key = JSON.stringify(headers);
    const now = this.deps.now();
    if (
      this.refused &&
      this.refused.headers === key &&
      now - this.refused.atMs < SLATE_WATCH_REFUSED_REST_MS
    )
      return { kind: 'none' };
    let response: Response;
    try {
      response = await this.deps.fetch('/api/picks/summary', {
        headers,
        credentials: 'include',
        cache: 'no-store',
      });
    } catch {
      return { kind: 'none' }; // offline: the page catches up when the connection returns
    }
    if (response.status === 401 || response.status === 403) {
      this.refused = { headers: key, atMs: now };
      return { kind: 'none' };
    }
    this.refused = null;
    const body = (await response.json().catch(() => null)) as Partial<Seen> | null;
    if (!response.ok || typeof body?.date !== 'string' || typeof body.version !== 'string')
      return { kind: 'none' };
    const previous = this.seen;
    this.seen = { date: body.date, version: body.version };
    if (body.date !== knownDate) return { kind: 'date', date: body.date };
    if (previous && previous.date === body.date && previous.version !== body.version)
      return { kind: 'picks', date: body.date };
    return { kind: 'none' };
  }
}
