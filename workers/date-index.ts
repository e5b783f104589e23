// One slate date's picks in memory: loaded once from Dexie, then kept up to date by the pages
// the warmup stores and the events feed, plus the date's cache summary (complete, total, and how
// far down the slate's order the cached pages reach).
import type { CachedPickRow, ParlayDatabase } from '../src/db/schema';
import { PICK_TIERS, isPersistedTier } from '../src/domain/offline/picks-cache-policy';
import { HandicapperGroups } from './handicapper-cards';
import { PicksIndex, indexedPick, type IndexedPick } from './picks-index';
import { pagesOf, picksOf, settledPrefix } from './picks-store';

export class DateIndex {
  readonly picks = new PicksIndex();
  readonly groups = new HandicapperGroups(this.picks);
  readonly ready: Promise<void>;
  /** Every tier's pages are cached to their last one: `matched` is final. */
  complete = false;
  /** The server's qualified count: the sum of the tiers' counts once every tier has a page. */
  totalQualified: number | null = null;
  /**
   * The last pick of the slate's order that the cached pages reach without a gap (null: none).
   * Picks below it (a lower tier's first page, the events feed's) may still get picks of a page
   * not fetched yet above them, so a list that must not grow in its middle stops here.
   */
  private settledEdge: IndexedPick | null = null;
  private loaded = false;
  /** Changes that arrive while the stored picks are still being read, applied after them. */
  private queued: (() => void)[] = [];

  constructor(
    private db: ParlayDatabase,
    readonly date: string,
    /** Read before the start-up prune: only the tiers kept across restarts count. */
    private beforePrune = false,
  ) {
    this.ready = this.load();
  }

  private async load(): Promise<void> {
    try {
      const stored = await picksOf(this.db, this.date);
      const rows = this.beforePrune ? stored.filter((row) => isPersistedTier(row.tier)) : stored;
      this.picks.upsert(rows.map((row) => indexedPick(row.pick, row.searchText)));
      await this.refreshSummary();
    } catch {
      // an unreadable store is an empty cache: the warmup fills it again
    }
    this.loaded = true;
    for (const change of this.queued.splice(0)) change();
  }

  private apply(change: () => void): void {
    if (this.loaded) change();
    else this.queued.push(change);
  }

  applyRows(rows: readonly CachedPickRow[]): void {
    this.applyPicks(rows.map((row) => indexedPick(row.pick, row.searchText)));
  }

  applyPicks(entries: readonly IndexedPick[]): void {
    this.apply(() => this.picks.upsert(entries));
  }

  remove(ids: readonly string[]): void {
    this.apply(() => this.picks.remove(ids));
  }

  async refreshSummary(): Promise<void> {
    const pages = await pagesOf(this.db, this.date);
    const settled = settledPrefix(pages, (id) => this.picks.has(id));
    this.complete = pages.length > 0 && settled.complete;
    this.settledEdge = settled.lastId === null ? null : (this.picks.get(settled.lastId) ?? null);
    const totals = PICK_TIERS.map((tier) => {
      const counts = pages.filter((p) => p.tier === tier).map((p) => p.totalQualified);
      return counts.length === 0 ? null : Math.max(...counts);
    });
    this.totalQualified = totals.includes(null)
      ? null
      : totals.reduce<number>((sum, n) => sum + n!, 0);
  }

  /**
   * How many picks of the index's order are settled: all of them once the date is complete, else
   * those down to the last pick the pages reach without a gap.
   */
  settledCount(): number {
    if (this.complete) return this.picks.size;
    return this.settledEdge === null ? 0 : this.picks.countThrough(this.settledEdge);
  }
}
