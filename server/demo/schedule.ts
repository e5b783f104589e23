// When the demo's games are played and how they end: each league's games on a date (its weekly or
// daily rhythm, in season only) and a final score that follows the teams' strengths.
import { isInSeason } from '../../src/domain/time/league-seasons';
import {
  mulberry32,
  negativeBinomialSample,
  seedFrom,
  type Random,
} from '../../src/domain/probability/seeded-random';
import { shiftSlateDate } from '../../src/domain/time/slate-date';
import type { LeagueSpec } from './leagues';
import type { Team } from './players';
import { shuffled } from './shuffled';

function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

function monthDay(date: string): string {
  return date.slice(5);
}

/**
 * The league's games on a date as [home, away] pairs: none out of season; weekly leagues pair
 * every team once per week and play the pairs on the week's game days in order; daily leagues
 * draw the date's teams afresh, keeping teams that played yesterday out as the league rests them.
 * A team plays at most once per date.
 */
export function gamesOn(
  spec: LeagueSpec,
  teams: readonly Team[],
  date: string,
  seed: number,
  everyLeagueInSeason: boolean,
): [Team, Team][] {
  if (!everyLeagueInSeason && !isInSeason(spec.code, date)) return [];
  const schedule = spec.schedule;
  const day = weekday(date);
  const pairs: [Team, Team][] = [];
  if (schedule.kind === 'weekly') {
    const intoWeek = (day - schedule.weekStartsOn + 7) % 7;
    const weekStart = shiftSlateDate(date, -intoWeek);
    const rng = mulberry32(seedFrom(seed, 'week', spec.code, weekStart));
    const order = shuffled(rng, teams);
    let first = 0;
    for (let d = 0; d < intoWeek; d += 1)
      first += schedule.gamesByWeekday[(schedule.weekStartsOn + d) % 7] ?? 0;
    const count = schedule.gamesByWeekday[day] ?? 0;
    for (let g = first; g < first + count && 2 * g + 1 < order.length; g += 1)
      pairs.push([order[2 * g]!, order[2 * g + 1]!]);
    return pairs;
  }
  const rng = mulberry32(seedFrom(seed, 'day', spec.code, date));
  const postseason =
    !everyLeagueInSeason && schedule.postseason && monthDay(date) >= schedule.postseason.from;
  const wanted = postseason ? schedule.postseason!.games : (schedule.gamesByWeekday[day] ?? 0);
  const count = Math.min(Math.floor(teams.length / 2), wanted);
  const yesterday = shiftSlateDate(date, -1);
  const order = teams
    .map((t) => ({ t, k: rng.next() + (t.lastPlayed === yesterday ? schedule.rest : 0) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.t);
  const playing = shuffled(rng, order.slice(0, 2 * count));
  for (let g = 0; g < count; g += 1) pairs.push([playing[2 * g]!, playing[2 * g + 1]!]);
  return pairs;
}

const SCORE_MEAN: Record<string, number> = {
  baseball: 4.5,
  hockey: 3,
  soccer: 1.4,
  basketball: 105,
  football: 23,
};
/** What a tie becomes where the sport has no ties: extra innings, overtime. */
const TIE_BREAK: Record<string, number> = { baseball: 1, hockey: 1, basketball: 5, football: 3 };

/** A final score that follows the teams' strengths (home edge 3%); no ties where the sport has none. */
export function finalScore(sport: string, home: Team, away: Team, rng: Random): [number, number] {
  const base = SCORE_MEAN[sport] ?? 23;
  const homeScore = negativeBinomialSample(rng, base * 1.03 * home.offense * away.defense, 30);
  const awayScore = negativeBinomialSample(rng, base * 0.97 * away.offense * home.defense, 30);
  const breaker = TIE_BREAK[sport];
  if (homeScore !== awayScore || breaker === undefined) return [homeScore, awayScore];
  return rng.next() < 0.5 ? [homeScore + breaker, awayScore] : [homeScore, awayScore + breaker];
}
