// The worker's in-memory index answers exactly what the domain's filters say, sorted by
// confidence, one window at a time, and keeps agreeing as picks come and go.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAccuracy,
  handicapperIdFromName,
} from '../../../src/domain/handicappers/handicappers';
import { filterPicks, type StatTypeFilter } from '../../../src/domain/picks/pick-filters';
import { mapServerPick, type Pick } from '../../../src/domain/picks/server-pick';
import { HandicapperGroups } from '../../../workers/handicapper-cards';
import { PicksIndex, compareIndexed, indexedPick } from '../../../workers/picks-index';
import { serverPick } from './support';

function picks(n: number): Pick[] {
  return Array.from({ length: n }, (_, i) =>
    mapServerPick(serverPick(i + 1, 50 + ((i * 37) % 50), i % 7 === 0 ? { prediction: 0 } : {})),
  );
}

function expected(
  all: Pick[],
  filter: { league: string; statType: StatTypeFilter; search: string },
) {
  const sorted = all
    .map((p) => indexedPick(p))
    .sort(compareIndexed)
    .map((e) => e.pick);
  return filterPicks(sorted, {
    league: filter.league,
    statType: filter.statType,
    query: filter.search,
  });
}

describe('picks index', () => {
  const all = picks(400);
  const index = new PicksIndex();
  index.upsert(all.map((p) => indexedPick(p)));

  it('returns only the window asked for, confidence first, and how many matched', () => {
    const filter = { league: 'ALL', statType: 'ALL' as const, search: '' };
    const { rows, matched } = index.window(filter, 25, 25);
    expect(matched).toBe(400);
    expect(rows).toHaveLength(25);
    expect(rows).toEqual(expected(all, filter).slice(25, 50));
    const confidences = rows.map((r) => r.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
  });

  it('filters by league, stat type and search like the domain rules', () => {
    const filter = { league: 'nba', statType: 'UNDER' as const, search: 'jalen' };
    const want = expected(all, filter);
    expect(want.length).toBeGreaterThan(0);
    expect(index.window(filter, 0, 1_000).rows).toEqual(want);
  });

  it('matches curly apostrophes and case in search', () => {
    const curly = index.window({ league: 'ALL', statType: 'ALL', search: 'D’ANGELO' }, 0, 1_000);
    const plain = index.window({ league: 'ALL', statType: 'ALL', search: "d'angelo" }, 0, 1_000);
    expect(curly.matched).toBeGreaterThan(0);
    expect(curly.rows).toEqual(plain.rows);
    const expert = index.window({ league: 'ALL', statType: 'ALL', search: 'cole’s algo' }, 0, 5);
    expect(expert.matched).toBeGreaterThan(0);
  });

  it('agrees with filterPicks for any filter, typed one letter at a time (property)', () => {
    const words = ['', 'a', 'al', 'ale', 'jo', 'josh', 'celtics', 'sam', "d'a", 'over', 'zzz'];
    fc.assert(
      fc.property(
        fc.constantFrom('ALL', 'NBA', 'MLB', 'NFL', 'nhl', 'XYZ', ''),
        fc.constantFrom<StatTypeFilter>('ALL', 'OVER', 'UNDER'),
        fc.array(fc.constantFrom(...words), { maxLength: 4 }),
        fc.nat(450),
        (league, statType, typed, offset) => {
          for (const search of typed) {
            const filter = { league, statType, search };
            const want = expected(all, filter);
            const got = index.window(filter, offset, 25);
            expect(got.matched).toBe(want.length);
            expect(got.rows).toEqual(want.slice(offset, offset + 25));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('forgets cached results when picks change', () => {
    const local = new PicksIndex();
    local.upsert(all.slice(0, 10).map((p) => indexedPick(p)));
    const filter = { league: 'ALL', statType: 'ALL' as const, search: '' };
    expect(local.window(filter, 0, 100).matched).toBe(10);
    local.remove([all[0]!.id]);
    expect(local.window(filter, 0, 100).matched).toBe(9);
    local.upsert([indexedPick({ ...all[1]!, confidence: 99 })]);
    expect(local.window(filter, 0, 1).rows[0]!.id).toBe(all[1]!.id);
  });
});

describe('handicapper cards', () => {
  const all = picks(60);
  const index = new PicksIndex();
  index.upsert(all.map((p) => indexedPick(p)));
  const groups = new HandicapperGroups(index);

  it('groups picks by expert with the domain id, accuracy and rating', () => {
    const everything = { league: 'ALL', statType: 'ALL' as const, search: '' };
    const before = groups.cards(everything);
    // before the events feed brings the records, accuracy is unknown, not the pick-count formula
    expect(before.find((c) => c.name === 'Sharp Sam')!.accuracy).toBe('N/A');
    groups.setRecord(1, { wins: 120, losses: 77 });
    groups.setRecord(handicapperIdFromName('Sharp Sam'), { wins: 54, losses: 46 });
    groups.setRecord(handicapperIdFromName('Dana Lines'), { wins: 0, losses: 0 });
    const cards = groups.cards(everything);
    const algo = cards.find((c) => c.name === "Cole's Algo Picks")!;
    expect(algo.id).toBe(1);
    expect(algo.accuracy).toBe('61%'); // graded, not the spec's fixed 71
    expect(algo.accuracyNote).toBeNull();
    expect(algo.rating).toBe(3);
    const sam = cards.find((c) => c.name === 'Sharp Sam')!;
    expect(sam.accuracy).toBe('54%'); // graded, not min(95, 70 + 2 x 24 picks)
    expect(sam.rating).toBe(3);
    // nothing graded yet: the spec's formula, and the card says so
    const dana = cards.find((c) => c.name === 'Dana Lines')!;
    expect(dana.accuracy).toBe(formatAccuracy(Math.min(95, 70 + 2 * dana.pickCount)));
    expect(dana.accuracyNote).toBe('No graded picks yet');
    expect(sam.picks.length).toBeLessThanOrEqual(5);
    expect(sam.pickCount).toBe(all.filter((p) => p.handicapperNames.includes('Sharp Sam')).length);
    const confidences = sam.picks.map((p) => p.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
  });

  it('finds a handicapper by name (all their picks) or by a pick', () => {
    const byName = groups.cards({ league: 'ALL', statType: 'ALL', search: 'dana' });
    expect(byName.map((c) => c.name)).toContain('Dana Lines');
    const dana = byName.find((c) => c.name === 'Dana Lines')!;
    expect(dana.pickCount).toBe(
      all.filter((p) => p.handicapperNames.includes('Dana Lines')).length,
    );
    const byLeague = groups.cards({ league: 'MLB', statType: 'ALL', search: '' });
    for (const card of byLeague) expect(card.picks.every((p) => p.league === 'MLB')).toBe(true);
    expect(groups.cards({ league: 'ALL', statType: 'ALL', search: 'nobody-at-all' })).toEqual([]);
  });

  it("gives a handicapper's picks, confidence first", () => {
    const { name, picks: list } = groups.picksOf(1);
    expect(name).toBe("Cole's Algo Picks");
    expect(list.length).toBeGreaterThan(5);
    expect(groups.picksOf(42)).toEqual({ name: null, picks: [] });
  });
});
