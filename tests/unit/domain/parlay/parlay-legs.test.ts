// My Picks items as optimizer legs (stored metadata first, text fallbacks), the split of a list
// with its warnings, and reading untyped items.
import { describe, expect, it } from 'vitest';
import { upgradeStoredPick, type SelectedPick } from '../../../../src/domain/lists/my-picks';
import {
  fallbackGameKey,
  optimizerLegOf,
  splitSelectedPicks,
} from '../../../../src/domain/parlay/parlay-legs';
import {
  readSelectedPick,
  readSelectedPicks,
} from '../../../../src/domain/lists/selected-pick-input';
import { asProbability } from '../../../../src/domain/probability/scales';

const item = (id: string, extra: Partial<SelectedPick> = {}): SelectedPick =>
  upgradeStoredPick({
    id,
    playerName: `Player ${id}`,
    statType: 'Points',
    betType: 'Over 20.5 Points',
    gameInfo: `Team ${id} vs Other ${id}`,
    league: 'nba',
    confidence: 70,
    eventDate: '2026-11-22',
    ...extra,
  });

describe('optimizerLegOf', () => {
  it('reads the list’s own text when no metadata is stored, and claims no edge', () => {
    const leg = optimizerLegOf(item('a'));
    expect(leg).toMatchObject({
      id: 'a',
      // no calibrated or market probability: a coin, never confidence / 100 (0.7)
      probability: 0.5,
      gameId: '2026-11-22|NBA|team a vs other a',
      reusable: false,
      capitalLimit: 0,
      mutualExclusion: -1,
      profile: { player: 'player a', team: '', stat: 'points', side: 1 },
    });
    expect(fallbackGameKey(item('b', { gameInfo: ' ' }))).toBeNull();
  });

  it('prefers stored metadata, and clamps what is out of range', () => {
    const leg = optimizerLegOf(
      item('a', {
        probability: 0.9,
        calibratedProbability: asProbability(0.995),
        gameKey: 'game-9',
        team: 'Hawks',
        side: 0,
        reusable: true,
        capitalLimit: 12,
        mutualExclusion: 3,
      }),
    );
    expect(leg).toMatchObject({
      probability: 0.99,
      gameId: 'game-9',
      reusable: true,
      capitalLimit: 12,
      mutualExclusion: 3,
      profile: { team: 'hawks', side: 0 },
    });
    expect(optimizerLegOf(item('b', { capitalLimit: -5, mutualExclusion: 1.5 }))).toMatchObject({
      capitalLimit: 0,
      mutualExclusion: -1,
    });
  });

  it('takes the calibrated probability, else the vig-free market, never the confidence', () => {
    // the case: a 92 % pick whose confidence level has won 74 % of graded picks
    const calibrated = item('a', { confidence: 92, calibratedProbability: asProbability(0.74) });
    expect(optimizerLegOf(calibrated).probability).toBe(0.74);
    const market = item('b', { confidence: 92, marketProbability: asProbability(0.52) });
    expect(optimizerLegOf(market).probability).toBe(0.52);
    // a stale `probability` posted by an older client is not read
    expect(optimizerLegOf(item('c', { confidence: 92, probability: 0.92 })).probability).toBe(0.5);
  });
});

describe('splitSelectedPicks', () => {
  it('splits the list, labels the legs and warns per correlated pair', () => {
    const shared = { gameInfo: 'Hawks vs Owls', gameKey: 'game-1' };
    const list = [
      item('a', { ...shared, calibratedProbability: asProbability(0.72), team: 'Hawks', side: 1 }),
      item('b', {
        ...shared,
        calibratedProbability: asProbability(0.71),
        team: 'Owls',
        side: 1,
        odds: '-110',
      }),
      item('c', { calibratedProbability: asProbability(0.69) }),
      item('a', { calibratedProbability: asProbability(0.1) }),
    ];
    const answer = splitSelectedPicks(list);
    expect(answer.listSize).toBe(3);
    expect(answer.parlays.length).toBeGreaterThan(0);
    const withPair = answer.parlays.find((p) => p.correlatedPairs.length > 0)!;
    expect(withPair.warnings).toEqual([
      'Same game: Player a - Points and Player b - Points are correlated (ρ +0.15), more likely to hit together.',
    ]);
    const legs = answer.subparlays.flat();
    expect(legs.find((l) => l.pID === 'b')?.odds).toBe('-110');
    expect(legs.find((l) => l.pID === 'c')?.odds).toBe('1.85');
    answer.subparlays.forEach((legs, i) =>
      legs.forEach((l) => expect(l.pick_type).toBe(answer.parlays[i]!.type)),
    );
    expect(answer.message).toBe(`Split 3 picks into ${answer.parlays.length} parlays`);
    // each leg reads as a bet and carries the probability the hit probability multiplies
    expect(legs.find((l) => l.pID === 'b')).toMatchObject({
      bet: 'Player b Over 20.5 Points, -110',
      probability: 0.71,
    });
  });

  it('writes legs as bets with line, price and book', () => {
    const answer = splitSelectedPicks([
      item('a', {
        playerName: 'Luis Reyes',
        statType: 'PRA',
        betType: 'Over 28.5 PRA',
        threshold: 28.5,
        side: 1,
        odds: '-125',
        sportsbook: 'DraftKings',
        calibratedProbability: asProbability(0.74),
      }),
      item('b', {
        calibratedProbability: asProbability(0.74),
        odds: '130',
        side: 0,
        threshold: 7.5,
      }),
    ]);
    const legs = answer.subparlays.flat();
    expect(legs.find((l) => l.pID === 'a')?.bet).toBe(
      'Luis Reyes Over 28.5 PRA, -125 at DraftKings',
    );
    expect(legs.find((l) => l.pID === 'b')?.bet).toBe('Player b Under 7.5 Points, +130');
  });

  it('says when nothing has an edge', () => {
    const answer = splitSelectedPicks([
      item('a', { confidence: 95, calibratedProbability: asProbability(0.5) }),
      item('b', { confidence: 95, calibratedProbability: asProbability(0.5) }),
    ]);
    expect(answer.parlays).toEqual([]);
    expect(answer.message).toBe('No combination of these picks has a positive expected value.');
  });
});

describe('readSelectedPick', () => {
  it('keeps well-typed fields and drops wrong-typed ones to their defaults', () => {
    const read = readSelectedPick({
      id: ' pick_7 ',
      sourceType: 'handicapper',
      sourceId: 7,
      playerName: 42,
      confidence: '80',
      handicapperNames: ['A', 3],
      probability: 0.6,
      side: 2,
      team: null,
      reusable: 'yes',
      capitalLimit: 5,
    });
    expect(read).toMatchObject({
      id: 'pick_7',
      sourceType: 'handicapper',
      sourceId: '7',
      playerName: '',
      confidence: 50,
      handicapperNames: ['A'],
      probability: 0.6,
      team: null,
      capitalLimit: 5,
      eventDate: '2025-07-20',
    });
    expect(read).not.toHaveProperty('side');
    expect(read).not.toHaveProperty('reusable');
  });

  it('drops items without an id', () => {
    expect(readSelectedPicks([null, 'x', { id: '' }, { id: 'pick_1' }]).map((p) => p.id)).toEqual([
      'pick_1',
    ]);
  });
});
