// Questions production asks the stat catalogue: which leagues exist, a league's sport, a role's
// stats, a stat's kind, and the prior mean the model shrinks a player's lines towards.
import type { StatKind } from '../../src/domain/probability/stat-distribution';
import { LEAGUE_CATALOG, type LeagueEntry, type RoleEntry } from './leagues';

/** Every league code we carry, in catalogue order. */
export const LEAGUE_CODES: readonly string[] = LEAGUE_CATALOG.map((l) => l.code);

export function leagueEntry(code: string): LeagueEntry | undefined {
  return LEAGUE_CATALOG.find((l) => l.code === code);
}

export function roleOf(league: string, playerType: string): RoleEntry | undefined {
  return leagueEntry(league)?.roles.find((r) => r.playerType === playerType);
}

const KIND_BY_KEY = new Map<string, StatKind>();
for (const league of LEAGUE_CATALOG) {
  for (const role of league.roles) {
    for (const stat of role.stats) KIND_BY_KEY.set(stat.key, stat.kind);
    for (const stat of role.derived ?? []) KIND_BY_KEY.set(stat.key, stat.kind);
  }
}

/** A stat's kind by key (keys mean the same in every league); unknown keys count. */
export function statKindOf(key: string): StatKind {
  return KIND_BY_KEY.get(key) ?? 'count';
}

/**
 * The model's prior for a stat of a role: the middle of its typical range, and for a derived stat
 * the sum of its parts' middles (the demo's picks and production's refits use this one number).
 */
export function priorMeanOf(role: RoleEntry, statKey: string): number | undefined {
  const middle = (key: string) => {
    const stat = role.stats.find((s) => s.key === key);
    return stat ? (stat.typicalMean[0] + stat.typicalMean[1]) / 2 : undefined;
  };
  const derived = role.derived?.find((d) => d.key === statKey);
  if (!derived) return middle(statKey);
  let sum = 0;
  for (const part of derived.from) sum += middle(part) ?? 0;
  return sum;
}
