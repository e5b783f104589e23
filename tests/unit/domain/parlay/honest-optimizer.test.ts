// The evening, replayed on the domain: 14 picks at 88-92 % confidence whose levels have won
// 74-79 % of graded picks. The split must price legs by the calibrated numbers, spread the legs,
// and stake within the bettor's caps.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BETTOR_PREFERENCES,
  optimizerOptionsFor,
} from '../../../../src/domain/parlay/bettor-preferences';
import { upgradeStoredPick, type SelectedPick } from '../../../../src/domain/lists/my-picks';
import { splitSelectedPicks } from '../../../../src/domain/parlay/parlay-legs';
import { asProbability } from '../../../../src/domain/probability/scales';

const list: SelectedPick[] = Array.from({ length: 14 }, (_, i) =>
  upgradeStoredPick({
    id: `pick_${i + 1}`,
    playerName: `Player ${i + 1}`,
    statType: 'PRA',
    betType: `Over ${20.5 + i} PRA`,
    gameInfo: `Team ${i} vs Rival ${i}`,
    league: 'NBA',
    confidence: 88 + (i % 5),
    calibratedProbability: asProbability(0.74 + (i % 5) * 0.01),
    marketProbability: asProbability(0.53),
    gameKey: `game-${i}`,
    reusable: true,
    side: 1,
    threshold: 20.5 + i,
    odds: '-125',
    sportsbook: 'FanDuel',
    eventDate: '2026-11-22',
  }),
);

describe('an honest split of a high-confidence list', () => {
  const answer = splitSelectedPicks(list, optimizerOptionsFor(DEFAULT_BETTOR_PREFERENCES));
  const probabilityOf = new Map(list.map((item) => [item.id, item.calibratedProbability!]));

  it('prices every parlay from the calibrated probabilities, not the confidence', () => {
    expect(answer.parlays.length).toBeGreaterThan(0);
    for (const parlay of answer.parlays) {
      const product = parlay.legIds.reduce((p, id) => p * probabilityOf.get(id)!, 1);
      // legs of different games are independent: P(all hit) is the product of the calibrated ones
      expect(parlay.hitProbability).toBeCloseTo(product, 10);
      const byConfidence = parlay.legIds.reduce(
        (p, id) => p * (list.find((item) => item.id === id)!.confidence / 100),
        1,
      );
      expect(parlay.hitProbability).toBeLessThan(byConfidence);
    }
  });

  it('puts no leg in more than 3 parlays and lets no two parlays share more than half their legs', () => {
    const uses = new Map<string, number>();
    for (const parlay of answer.parlays)
      for (const id of parlay.legIds) uses.set(id, (uses.get(id) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(3);
    answer.parlays.forEach((a, i) =>
      answer.parlays.slice(i + 1).forEach((b) => {
        const shared = a.legIds.filter((id) => b.legIds.includes(id)).length;
        expect(2 * shared).toBeLessThanOrEqual(Math.min(a.legIds.length, b.legIds.length));
      }),
    );
  });

  it('stakes at most 2 u a parlay and 10 u in all on a 100 u bankroll', () => {
    for (const parlay of answer.parlays) expect(parlay.stake).toBeLessThanOrEqual(2);
    expect(answer.totalStake).toBeLessThanOrEqual(10);
    expect(answer.totalStake).toBeCloseTo(
      answer.parlays.reduce((sum, p) => sum + p.stake, 0),
      6,
    );
  });

  it('writes each leg as a bet a bettor can place', () => {
    const leg = answer.subparlays.flat().find((l) => l.pID === 'pick_1')!;
    expect(leg.bet).toBe('Player 1 Over 20.5 PRA, -125 at FanDuel');
  });
});
