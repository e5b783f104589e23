// My Picks items as the optimizer's legs, and the split of a whole list: the one function the
// server's GET /api/optimize_split and the device's worker both call, so one list gives one answer.
// A leg's probability is the pick's calibrated probability (src/domain/probability/pick-probabilities.ts),
// never its confidence / 100: the confidence runs ahead of the graded hit rate above 70.
import { betText } from './bet-text';
import { displayConfidence } from '../confidence/confidence';
import type { SelectedPick } from '../lists/my-picks';
import { lineOfItem, sideOfItem } from '../lists/legacy-bet-type';
import { correlationWarning, legProfile } from './parlay-correlation';
import {
  splitIntoParlays,
  type OptimizedParlay,
  type OptimizerLeg,
  type OptimizerOptions,
} from './parlay-optimizer';
import { mapParlayLeg, type ParlayPick } from './parlay-picks';
import { legWinProbability } from '../probability/pick-probabilities';
import { asProbability, type Probability } from '../probability/scales';

/** A parlay column's leg: the spec's fields plus the bet as it is placed and its probability. */
export interface ParlayLeg extends ParlayPick {
  /** "Luis Reyes Over 28.5 PRA, -125 at DraftKings". */
  bet: string;
  /** The leg's calibrated probability (what the hit probability multiplies), 0-1. */
  probability: Probability;
  sportsbook: string | null;
}

export interface ParlayAnswer {
  /** The spec's reply: each parlay's legs as the columns show them. */
  subparlays: ParlayLeg[][];
  parlays: (OptimizedParlay & { warnings: string[] })[];
  expectedProfit: number;
  /** Σ stake in units: never above the slate cap. */
  totalStake: number;
  method: 'exact' | 'greedy';
  listSize: number;
  message: string;
}

const clampProbability = (p: Probability) => asProbability(Math.min(0.99, Math.max(0.01, p)));

/** Without a stored game, legs of one slate, league and matchup text share a game. */
export function fallbackGameKey(item: SelectedPick): string | null {
  const matchup = item.gameInfo.trim().toLowerCase();
  return matchup === '' ? null : `${item.eventDate}|${item.league.toUpperCase()}|${matchup}`;
}

/** The optimizer's view of one item: stored metadata (legacy rows: src/domain/lists/legacy-bet-type.ts). */
export function optimizerLegOf(item: SelectedPick): OptimizerLeg {
  const limit = Number(item.capitalLimit ?? 0);
  const group = Number(item.mutualExclusion ?? -1);
  return {
    id: item.id,
    probability: clampProbability(legWinProbability(item)),
    gameId: item.gameKey ?? fallbackGameKey(item),
    reusable: item.reusable === true,
    capitalLimit: Number.isFinite(limit) && limit > 0 ? limit : 0,
    mutualExclusion: Number.isInteger(group) && group >= 0 ? group : -1,
    profile: legProfile({
      player: item.playerName,
      team: item.team ?? null,
      stat: item.statType,
      side: sideOfItem(item),
    }),
  };
}

/** How a leg appears in a parlay column: the spec's fields, and the bet a bettor could place. */
export function parlayLegOf(item: SelectedPick): ParlayLeg {
  const side = sideOfItem(item);
  const sportsbook = item.sportsbook?.trim() || null;
  return {
    ...mapParlayLeg({
      pID: item.id,
      player_name: item.playerName,
      stat_type: item.statType,
      confidence: displayConfidence(item.confidence),
      odds: item.odds ?? null,
      league: item.league,
      gameInfo: item.gameInfo,
      handicapperNames: item.handicapperNames,
    }),
    bet: betText({
      player: item.playerName,
      side,
      line: lineOfItem(item),
      stat: item.statType,
      odds: item.odds ?? null,
      book: sportsbook,
    }),
    probability: clampProbability(legWinProbability(item)),
    sportsbook,
  };
}

/** The list split into parlays; the first of two items with one id counts. */
export function splitSelectedPicks(
  list: readonly SelectedPick[],
  options: Partial<OptimizerOptions> = {},
): ParlayAnswer {
  const seen = new Set<string>();
  const items = list.filter((item) => !seen.has(item.id) && seen.add(item.id));
  const views = new Map(items.map((item) => [item.id, parlayLegOf(item)]));
  const split = splitIntoParlays(items.map(optimizerLegOf), options);
  const nameOf = (id: string) => views.get(id)?.name ?? id;
  return {
    subparlays: split.parlays.map((parlay) =>
      parlay.legIds.map((id) => ({ ...views.get(id)!, pick_type: parlay.type })),
    ),
    parlays: split.parlays.map((parlay) => ({
      ...parlay,
      warnings: parlay.correlatedPairs.map((pair) =>
        correlationWarning(nameOf(pair.legIds[0]), nameOf(pair.legIds[1]), pair.correlation),
      ),
    })),
    expectedProfit: split.expectedProfit,
    totalStake: split.totalStake,
    method: split.method,
    listSize: items.length,
    message:
      split.parlays.length === 0
        ? 'No combination of these picks has a positive expected value.'
        : `Split ${items.length} picks into ${split.parlays.length} parlays`,
  };
}
