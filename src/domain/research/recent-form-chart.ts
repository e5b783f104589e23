// The 'Recent Form' chart: whether it can be drawn, and the points it draws (last 10 games), for
// every league with game logs, from the same rows the Game Logs table shows.
import { GAME_LOG_LEAGUES, hasGameLogs, pickStatKeys } from './game-logs';
import type { GameLogRow } from './game-logs';

export const RECENT_CHART_MAX_GAMES = 10;
export const RECENT_CHART_MIN_GAMES = 2;
/** The chart reads the game logs, so it is drawn wherever they exist. */
export const RECENT_CHART_LEAGUES = GAME_LOG_LEAGUES;

export type RecentChartReason = 'unsupported_league' | 'no_data' | 'stat_missing' | 'insufficient';

export const CHART_TEXTS = {
  unavailable: 'Recent performance chart unavailable.',
  distributionTitle: 'Chart Unavailable',
  distributionBody: 'Statistical data not found',
  recentTab: 'Recent Form',
  distributionTab: 'Probability',
} as const;

export function recentChartMessage(reason: RecentChartReason, league: string): string {
  switch (reason) {
    case 'unsupported_league':
      // The spec's text, kept word for word for a league with no stat lines (e.g. an imported one).
      return (
        'Recent-game chart is only available for MLB picks right now. ' +
        `Current league: ${league}.`
      );
    case 'no_data':
      return `No recent ${league} logs available for this player.`;
    case 'stat_missing':
      return `Unable to find matching stat in ${league} logs for this bet type.`;
    case 'insufficient':
      return `Not enough ${league} games with recorded values to draw a trend.`;
  }
}

export interface ChartPoint {
  date: string;
  value: number;
}

export type RecentChart =
  { ok: true; points: ChartPoint[] } | { ok: false; reason: RecentChartReason; message: string };

function numeric(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Chart data from game-log rows: at least 2 games with a value, the last 10 by date. */
export function recentFormChart(input: {
  league: string;
  betType: string;
  /** The pick's stat-line key (the table's column), when known. */
  statKey?: string | null;
  rows: readonly GameLogRow[];
  playerType?: string | null;
}): RecentChart {
  const league = input.league.trim().toUpperCase();
  const fail = (reason: RecentChartReason): RecentChart => ({
    ok: false,
    reason,
    message: recentChartMessage(reason, league),
  });
  if (!hasGameLogs(league)) return fail('unsupported_league');
  if (input.rows.length === 0) return fail('no_data');
  const keys = pickStatKeys(input, input.rows, input.playerType);
  if (keys.length === 0 || !input.rows.some((row) => keys.every((key) => key in row))) {
    return fail('stat_missing');
  }
  const points: ChartPoint[] = [];
  for (const row of input.rows) {
    const values = keys.map((key) => numeric(row[key]));
    if (!row.game_date || values.some((v) => v === null)) continue;
    const value = values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
    points.push({ date: row.game_date, value });
  }
  if (points.length < RECENT_CHART_MIN_GAMES) return fail('insufficient');
  points.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { ok: true, points: points.slice(-RECENT_CHART_MAX_GAMES) };
}
