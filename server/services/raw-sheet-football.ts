// The raw sheet's football tables (NFL, and CFB as the sheet's NCAA): game projections with
// total, spread, team-total and moneyline picks, and each player's weekly projection.
import type { FootballGameRow, WeeklyProjectionRow } from '../../src/api/research-contract';
import {
  halfPointLine,
  projectedMeans,
  projectScores,
  round2,
  type LeagueSlice,
} from './raw-sheet-model';

const side = (projection: number, line: number) =>
  `${projection > line ? 'Over' : 'Under'} ${line}`;

export function footballSheet(slice: LeagueSlice) {
  const games: FootballGameRow[] = [];
  const weeklyProjections: WeeklyProjectionRow[] = [];
  for (const game of slice.games) {
    const score = projectScores(slice, game);
    const total = score.home + score.away;
    // The "Vegas" total follows the two teams' recent games (their strengths), hung at x.5;
    // team totals stay the league's average team score.
    const vegasOu = halfPointLine(score.marketTotal);
    const teamLine = halfPointLine(score.leagueTeamMean);
    const homeFavoured = score.home >= score.away;
    const favourite = homeFavoured ? game.home.name : game.away.name;
    games.push({
      awayTeam: game.away.name,
      homeTeam: game.home.name,
      homeScore: round2(score.home),
      awayScore: round2(score.away),
      totalPoints: round2(total),
      vegasOu,
      overUnder: side(total, vegasOu),
      spreadPick: `${favourite} -${halfPointLine(Math.abs(score.home - score.away))}`,
      awayTeamTotalPick: side(score.away, teamLine),
      homeTeamTotalPick: side(score.home, teamLine),
      mlPick: favourite,
      gameNumber: game.gameNumber,
    });
    for (const teamId of [game.away.id, game.home.id]) {
      for (const player of slice.players.filter((p) => p.teamId === teamId)) {
        const m = projectedMeans(slice.league, player, game.date);
        const v = (key: string) => round2(m[key] ?? 0);
        weeklyProjections.push({
          playerName: player.name,
          gameNumber: game.gameNumber,
          passingYards: v('passing_yards'),
          passTouchdowns: v('pass_touchdowns'),
          passAttempts: v('pass_attempts'),
          passCompletions: v('pass_completions'),
          interceptions: v('interceptions'),
          receivingYards: v('receiving_yards'),
          receptions: v('receptions'),
          receivingTouchdowns: v('receiving_touchdowns'),
          rushingYards: v('rushing_yards'),
          carries: v('carries'),
          rushingTouchdowns: v('rushing_touchdowns'),
          rushReceivingYards: round2((m.rushing_yards ?? 0) + (m.receiving_yards ?? 0)),
        });
      }
    }
  }
  return { games, weeklyProjections };
}
