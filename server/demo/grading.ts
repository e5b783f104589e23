// A played day: its stat lines are stored, and its picks are graded from them, each opinion
// counted into its expert's running record (so later days' confidences see it).
import { countCall } from '../../src/domain/handicappers/expert-record';
import { gradePick } from '../../src/domain/confidence/pick-confidence';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import type { Player } from './players';
import type { PendingPick } from './pick-rows';
import type { DemoWorld, GameRow } from './world-rows';

export interface DrawnLine {
  player: Player;
  line: Record<string, number>;
}

/** The day's stat lines as rows, each under the game its player's team played that day. */
export function recordLines(
  world: DemoWorld,
  games: readonly GameRow[],
  dayLines: readonly DrawnLine[],
  date: string,
): void {
  const gameOfTeam = new Map<number, number>();
  for (const g of games) {
    gameOfTeam.set(g.home_team_id, g.id);
    gameOfTeam.set(g.away_team_id, g.id);
  }
  for (const { player, line } of dayLines) {
    const gameId = gameOfTeam.get(player.row.team_id);
    if (gameId !== undefined)
      world.statLines.push({
        player_id: player.row.id,
        game_id: gameId,
        game_date: date,
        stats: JSON.stringify(line),
      });
  }
}

/** Grades the day's picks from its lines and counts each opinion into its expert's tally. */
export function gradeDay(picks: readonly PendingPick[], dayLines: readonly DrawnLine[]): void {
  const lineOf = new Map<number, Record<string, number>>();
  for (const { player, line } of dayLines) lineOf.set(player.row.id, line);
  for (const { pick, opinions } of picks) {
    const actual = lineOf.get(pick.player_id)?.[pick.stat_key];
    if (actual === undefined) {
      // never graded: no closing line value either
      pick.closing_probability = null;
      pick.clv_percent = null;
      continue;
    }
    pick.actual_value = actual;
    pick.result = gradePick(pick.prediction as PredictionSide, pick.stat_threshold, actual);
    for (const o of opinions)
      countCall(o.state.tally, {
        side: o.prediction,
        threshold: pick.stat_threshold,
        actual,
        statedPercent: o.stated,
      });
  }
}
