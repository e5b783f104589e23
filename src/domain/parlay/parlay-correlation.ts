// The same-game correlation model: how strongly two legs of one game move together, from who they
// are about (same player, teammates, opponents) and which sides they take. docs/decisions.md
// gives the reasons for each number.

/** What the model needs to know about a leg beyond its game. */
export interface LegProfile {
  /** Player (or team, for team props) the leg is about, lower-cased; '' when unknown. */
  player: string;
  /** The player's team, lower-cased; '' when unknown. */
  team: string;
  /** Stat of the leg, lower-cased ('points', 'rebounds', …). */
  stat: string;
  /** 1 = over, 0 = under, null when the side is unknown. */
  side: 0 | 1 | null;
}

/**
 * |ρ| by relation. Same player, different stat: usage and minutes drive all of a player's lines.
 * Opponents: game pace and total push both teams' numbers the same way. Teammates: pace helps both,
 * shared usage works against it, so only a weak net link is assumed.
 */
export const CORRELATION_BY_RELATION = {
  samePlayer: 0.3,
  opponents: 0.15,
  teammates: 0.1,
} as const;

const clean = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

export function legProfile(input: {
  player?: string | null;
  team?: string | null;
  stat?: string | null;
  side?: 0 | 1 | null;
}): LegProfile {
  return {
    player: clean(input.player),
    team: clean(input.team),
    stat: clean(input.stat),
    side: input.side ?? null,
  };
}

/**
 * Modelled correlation of two legs of ONE game (the caller checks the game): positive when both
 * take the same side, negative when they take opposite sides. undefined when the model cannot
 * say (a side or the player unknown, or the team unknown for two players) or when the legs are
 * two lines of the same player's same stat, which pick'em operators do not accept together.
 */
export function modelledCorrelation(
  a: LegProfile | undefined,
  b: LegProfile | undefined,
): number | undefined {
  if (!a || !b || a.side === null || b.side === null) return undefined;
  if (a.player === '' || b.player === '') return undefined;
  const sign = a.side === b.side ? 1 : -1;
  if (a.player === b.player) {
    return a.stat === b.stat ? undefined : sign * CORRELATION_BY_RELATION.samePlayer;
  }
  if (a.team === '' || b.team === '') return undefined;
  const relation = a.team === b.team ? 'teammates' : 'opponents';
  return sign * CORRELATION_BY_RELATION[relation];
}

/** The warning a parlay shows for each correlated pair of legs. */
export function correlationWarning(first: string, second: string, correlation: number): string {
  const signed = `${correlation >= 0 ? '+' : '−'}${Math.abs(correlation).toFixed(2)}`;
  const effect = correlation >= 0 ? 'more likely to hit together' : 'less likely to hit together';
  return `Same game: ${first} and ${second} are correlated (ρ ${signed}), ${effect}.`;
}
