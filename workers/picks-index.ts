// The worker's in-memory index of one slate date's cached picks: sorted by confidence once,
// filtered by league / stat type / search with the domain's rules, and recent filter results
// kept so scrolling and typing ("j", "jo", "jos") only rescan what already matched.
import { compareByConfidence } from '../src/domain/confidence/confidence';
import { matchesStatType, type StatTypeFilter } from '../src/domain/picks/pick-filters';
import type { Pick } from '../src/domain/picks/server-pick';
import { FIELD_SEPARATOR, pickSearchText, searchNeedle } from './pick-search-text';

export interface IndexedPick {
  pick: Pick;
  confidence: number;
  /** pickSearchText(pick): the fields the search box matches, normalised and joined. */
  text: string;
  league: string;
  over: boolean;
  under: boolean;
}

export interface IndexFilter {
  league: string;
  statType: StatTypeFilter;
  search: string;
}

const RESULT_CACHE_SIZE = 24;

interface CachedResult {
  league: string;
  statType: StatTypeFilter;
  needle: string;
  positions: Uint32Array;
}

export function indexedPick(pick: Pick, text = pickSearchText(pick)): IndexedPick {
  return {
    pick,
    confidence: pick.confidence,
    text,
    league: pick.league.trim().toUpperCase(),
    over: matchesStatType(pick, 'OVER'),
    under: matchesStatType(pick, 'UNDER'),
  };
}

/** Confidence first (the server's order), then id, numbers by value. */
export function compareIndexed(a: IndexedPick, b: IndexedPick): number {
  return compareByConfidence(
    { confidence: a.confidence, id: a.pick.id },
    { confidence: b.confidence, id: b.pick.id },
  );
}

function leagueKey(league: string): string {
  const wanted = league.trim().toUpperCase();
  return wanted === '' ? 'ALL' : wanted;
}

/** The sorted picks as columns: what a query scans, without touching the pick objects. */
interface Columns {
  entries: IndexedPick[];
  /** League of each position as a small code (0 = none). */
  leagues: Uint8Array;
  leagueCodes: Map<string, number>;
  /** 1: the bet is an Over, 2: an Under (either word in bet type or game info). */
  sides: Uint8Array;
  /** Every search text in order, joined by RECORD_SEPARATOR: one native indexOf scans them all. */
  corpus: string;
  /** Where each position's text starts in the corpus (length + 1 entries). */
  starts: Int32Array;
  /** Reused by every scan, so a query allocates only its result. */
  scratch: Uint32Array;
}

const RECORD_SEPARATOR = '\u0002';
/** Below this share of the slate, a known narrower result is rescanned pick by pick. */
const NARROW_SHARE = 0.25;

function columnsOf(entries: IndexedPick[]): Columns {
  const n = entries.length;
  const leagues = new Uint8Array(n);
  const sides = new Uint8Array(n);
  const starts = new Int32Array(n + 1);
  const leagueCodes = new Map<string, number>();
  let offset = 0;
  entries.forEach((entry, i) => {
    let code = leagueCodes.get(entry.league);
    if (code === undefined) {
      code = Math.min(255, leagueCodes.size + 1);
      leagueCodes.set(entry.league, code);
    }
    leagues[i] = code;
    sides[i] = (entry.over ? 1 : 0) | (entry.under ? 2 : 0);
    starts[i] = offset;
    offset += entry.text.length + 1;
  });
  starts[n] = offset;
  const corpus = entries.map((e) => e.text).join(RECORD_SEPARATOR) + RECORD_SEPARATOR;
  return { entries, leagues, leagueCodes, sides, corpus, starts, scratch: new Uint32Array(n) };
}

/** How many of the ascending `positions` are below `limit`. */
function countBelow(positions: Uint32Array, limit: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (positions[mid]! < limit) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class PicksIndex {
  private byId = new Map<string, IndexedPick>();
  private columns: Columns | null = null;
  private results = new Map<string, CachedResult>();
  /** Bumped on every change, so derived views (handicapper groups) know to rebuild. */
  generation = 0;

  get size(): number {
    return this.byId.size;
  }

  /** Adds or replaces picks by id (a later page's copy wins). */
  upsert(entries: readonly IndexedPick[]): void {
    if (entries.length === 0) return;
    for (const entry of entries) this.byId.set(entry.pick.id, entry);
    this.changed();
  }

  remove(ids: readonly string[]): void {
    let removed = false;
    for (const id of ids) removed = this.byId.delete(id) || removed;
    if (removed) this.changed();
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): IndexedPick | undefined {
    return this.byId.get(id);
  }

  private cols(): Columns {
    this.columns ??= columnsOf([...this.byId.values()].sort(compareIndexed));
    return this.columns;
  }

  /** Every pick, confidence first. */
  sorted(): IndexedPick[] {
    return this.cols().entries;
  }

  /** Positions in `sorted()` of the picks that pass the filter, in order. */
  matching(filter: IndexFilter): Uint32Array {
    const league = leagueKey(filter.league);
    const needle = searchNeedle(filter.search);
    const key = `${league}|${filter.statType}|${needle}`;
    const cached = this.results.get(key);
    if (cached) {
      this.results.delete(key); // re-inserted: most recently used last
      this.results.set(key, cached);
      return cached.positions;
    }
    const cols = this.cols();
    const n = cols.entries.length;
    const leagueCode = league === 'ALL' ? 0 : (cols.leagueCodes.get(league) ?? -1);
    const side = filter.statType === 'OVER' ? 1 : filter.statType === 'UNDER' ? 2 : 0;
    const passes = (p: number) =>
      (leagueCode === 0 || cols.leagues[p] === leagueCode) &&
      (side === 0 || (cols.sides[p]! & side) !== 0);
    const out = cols.scratch;
    let count = 0;
    const within = leagueCode === -1 ? null : this.narrowestKnown(league, filter.statType, needle);
    if (
      leagueCode === -1 ||
      needle.includes(RECORD_SEPARATOR) ||
      needle.includes(FIELD_SEPARATOR)
    ) {
      // a league no cached pick has, or a query no field can hold: nothing matches
    } else if (within && (needle === '' || within.length < n * NARROW_SHARE)) {
      for (const p of within) {
        if (passes(p) && (needle === '' || cols.entries[p]!.text.includes(needle)))
          out[count++] = p;
      }
    } else if (needle === '') {
      for (let p = 0; p < n; p += 1) if (passes(p)) out[count++] = p;
    } else {
      // one native scan of the whole corpus, jumping to the next pick after each hit
      const { corpus, starts } = cols;
      let p = 0;
      for (let hit = corpus.indexOf(needle); hit >= 0; hit = corpus.indexOf(needle, starts[p]!)) {
        while (starts[p + 1]! <= hit) p += 1;
        if (passes(p)) out[count++] = p;
        p += 1;
      }
    }
    const result = out.slice(0, count);
    this.results.set(key, { league, statType: filter.statType, needle, positions: result });
    if (this.results.size > RESULT_CACHE_SIZE) {
      this.results.delete(this.results.keys().next().value!);
    }
    return result;
  }

  /**
   * One window of the filtered list and how many matched, among the first `shown` picks of
   * `sorted()` (all by default: the rest are not listed yet).
   */
  window(
    filter: IndexFilter,
    offset: number,
    limit: number,
    shown = Number.POSITIVE_INFINITY,
  ): { rows: Pick[]; matched: number } {
    const positions = this.matching(filter);
    const all = this.sorted();
    const listed = shown >= all.length ? positions.length : countBelow(positions, shown);
    const start = Math.max(0, Math.floor(offset));
    const end = Math.min(listed, start + Math.max(0, Math.floor(limit)));
    const rows: Pick[] = [];
    for (let i = start; i < end; i += 1) rows.push(all[positions[i]!]!.pick);
    return { rows, matched: listed };
  }

  /** How many picks of `sorted()` come before `edge` or are it (it need not be held any more). */
  countThrough(edge: IndexedPick): number {
    const all = this.sorted();
    let low = 0;
    let high = all.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareIndexed(all[mid]!, edge) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * A cached result the new one must lie within: same league and stat type, a search the new
   * one contains ("jo" ⊂ "jos"); the smallest such saves the most work.
   */
  private narrowestKnown(league: string, statType: string, needle: string): Uint32Array | null {
    let best: Uint32Array | null = null;
    for (const known of this.results.values()) {
      const wider =
        (known.league === league || known.league === 'ALL') &&
        (known.statType === statType || known.statType === 'ALL') &&
        needle.includes(known.needle);
      if (wider && (best === null || known.positions.length < best.length)) best = known.positions;
    }
    return best;
  }

  private changed(): void {
    this.columns = null;
    this.results.clear();
    this.generation += 1;
  }
}
