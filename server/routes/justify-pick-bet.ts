// The bet a justification is about, as data: the named pick's own stat, side and line; else the
// request's statKey, side and line; and only for what neither says, the one reading of the bet
// type's display text. That reading stays because the spec's body for POST /ai/justify-pick is
// playerName, betType, league: a client that sends nothing else must keep getting its text.
import type { JustifyPickBody } from '../../src/api/research-contract';
import { predictionSide, type PredictionSide } from '../../src/domain/picks/prediction';
import { normalizeForSearch } from '../../src/domain/picks/text-match';
import { statKeysForBetType } from '../../src/domain/research/game-logs';
import {
  roleStatNames,
  statLabel,
  statOfKey,
  statWords,
  type BetStat,
  type JustifiedBet,
} from '../services/research';
import { ResearchInputError, type ResearchPlayer } from '../services/research-players';

/** The named pick's stat key, side and line as its row stores them (null: the row does not say). */
export interface PickBetFields {
  statKey: string | null;
  side: PredictionSide | null;
  threshold: number | null;
}

type BetOfText = Omit<JustifiedBet, 'betType'>;

/**
 * The one reading of a bet type's display text ('Over 1.5 Hits'), for requests that carry no
 * structured field: the stat the role's names find in it (the longest name wins; else the generic
 * reading, when the role tracks every stat it names), the side its first word says, its number.
 */
export function readBetTypeText(betType: string, league: string, playerType: string): BetOfText {
  const text = normalizeForSearch(betType);
  const named = roleStatNames(league, playerType);
  let best: { key: string; needle: string; name: string } | null = null;
  for (const stat of named) {
    for (const name of stat.names) {
      const needle = normalizeForSearch(name);
      if (text.includes(needle) && (!best || needle.length > best.needle.length))
        best = { key: stat.key, needle, name };
    }
  }
  const number = /(\d+(?:\.\d+)?)/.exec(betType)?.[1];
  return {
    stat: best
      ? { keys: [best.key], label: statLabel(best.name) }
      : genericStat(betType, playerType, named),
    side: predictionSide(betType),
    threshold: number === undefined ? null : Number(number),
  };
}

/**
 * The bet type's generic reading, counted only when the role tracks every stat it names ('Goals'
 * names no stat of a baseball hitter); a role the catalogue does not know has nothing to check.
 */
function genericStat(
  betType: string,
  playerType: string,
  named: readonly { key: string }[],
): BetStat | null {
  const keys = statKeysForBetType(betType, playerType);
  const tracked = new Set(named.map((n) => n.key));
  if (keys.length === 0 || (named.length > 0 && !keys.every((k) => tracked.has(k)))) return null;
  return { keys, label: keys.map(statWords).join(' + ') };
}

const SIDES: Record<'over' | 'under', PredictionSide> = { over: 1, under: 0 };

/** Each of stat, side and line from the first source that says it: the pick, the request's fields, the text. */
export function justifiedBet(
  body: JustifyPickBody,
  player: ResearchPlayer,
  pick: PickBetFields | null,
): JustifiedBet {
  let read: BetOfText | null = null;
  const fromText = () => (read ??= readBetTypeText(body.betType, player.league, player.playerType));
  const statKey = pick?.statKey ?? body.statKey ?? null;
  const stat =
    statKey === null ? fromText().stat : statOfKey(statKey, player.league, player.playerType);
  // a key the caller sent is named as such; the pick's own key keeps the bet type's message
  if (stat === null && pick?.statKey == null && body.statKey !== undefined) {
    throw new ResearchInputError(
      `Invalid request: statKey names no stat tracked for ${player.name}.`,
    );
  }
  return {
    betType: body.betType,
    stat,
    side: pick?.side ?? (body.side === undefined ? null : SIDES[body.side]) ?? fromText().side,
    threshold: pick?.threshold ?? body.line ?? fromText().threshold,
  };
}
