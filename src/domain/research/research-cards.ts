// The research carousel's data cards (trend, hit rate, matchup and rest, model vs market, the
// experts' records): each a short text true for the pick shown, built from what the detail holds.
import { daysBetween } from '../time/calendar-date';
import { pickStatKeys, type GameLogRow } from './game-logs';
import { formatAccuracy, gradedAccuracy } from '../handicappers/handicappers';
import { probabilityQuote, type QuotedProbabilities } from '../probability/pick-probabilities';
import type { PredictionSide } from '../picks/prediction';
import { predictionLabel } from '../picks/prediction';
import { namesMatch } from '../picks/text-match';
import { asProbability, formatProbability } from '../probability/scales';

export interface StatGame {
  date: string;
  value: number;
  opponent: string;
}

function numeric(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * The pick's stat per logged game, oldest first; games without a value are left out. The stat is
 * the pick's own key when the rows carry it (the table's column), else what the bet type names.
 */
export function statGames(
  rows: readonly GameLogRow[],
  betType: string,
  playerType?: string | null,
  statKey?: string | null,
): StatGame[] | null {
  const keys = pickStatKeys({ betType, statKey }, rows, playerType);
  // a stat no logged row records is "not in the logs", as the chart says, not "zero games"
  if (keys.length === 0 || (rows.length > 0 && !rows.some((r) => keys.every((k) => k in r))))
    return null;
  const games: StatGame[] = [];
  for (const row of rows) {
    const values = keys.map((key) => numeric(row[key]));
    if (!row.game_date || values.some((v) => v === null)) continue;
    const value = values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
    games.push({ date: row.game_date, value, opponent: String(row.opponent ?? '') });
  }
  return games.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const pct = (p: number) => formatProbability(asProbability(p));

export interface ResearchCardInput {
  rows: readonly GameLogRow[] | null;
  playerType?: string | null;
  betType: string;
  statType: string;
  /** The stat-line key the pick reads, when the server sent it. */
  statKey?: string | null;
  threshold: number | null;
  side: PredictionSide | null;
  /** YYYY-MM-DD of the game the pick is for. */
  eventDate: string | null;
  opponent: string | null;
}

const NO_LOGS = 'No recent game logs for this player, so there is nothing to measure yet.';
const NO_STAT = 'The recent game logs do not record the stat this bet is on.';

/** Last five games against the ones before: is the player trending toward the line? */
export function trendText(input: ResearchCardInput): string {
  if (!input.rows || input.rows.length === 0) return NO_LOGS;
  const games = statGames(input.rows, input.betType, input.playerType, input.statKey);
  if (!games) return NO_STAT;
  if (games.length < 2) return 'Not enough logged games with this stat to show a trend.';
  const recent = games.slice(-5);
  const before = games.slice(0, -5);
  const stat = input.statType || 'this stat';
  const recentAvg = round1(mean(recent.map((g) => g.value)));
  const head = `Averaging ${recentAvg} ${stat} over the last ${recent.length} games`;
  if (before.length === 0) return `${head}.`;
  const beforeAvg = round1(mean(before.map((g) => g.value)));
  const direction =
    recentAvg > beforeAvg ? 'up from' : recentAvg < beforeAvg ? 'down from' : 'level with';
  return `${head}, ${direction} ${beforeAvg} in the ${before.length} before.`;
}

/** How often the pick's side would have won at this line in the logged games. */
export function hitRateText(input: ResearchCardInput): string {
  if (!input.rows || input.rows.length === 0) return NO_LOGS;
  if (input.threshold === null) return 'This pick has no line to measure the logs against.';
  const games = statGames(input.rows, input.betType, input.playerType, input.statKey);
  if (!games) return NO_STAT;
  if (games.length === 0) return 'No logged games record this stat yet.';
  const over = input.side !== 0;
  const line = input.threshold;
  const wins = games.filter((g) => (over ? g.value > line : g.value < line)).length;
  const pushes = games.filter((g) => g.value === line).length;
  const label = `${predictionLabel(over ? 1 : 0)} ${line}`;
  const pushText = pushes > 0 ? ` (${pushes} on the line)` : '';
  return `${label} would have won in ${wins} of the last ${games.length} games (${pct(wins / games.length)})${pushText}.`;
}

/** The opponent and the player's recent games against them, then days of rest before this one. */
export function matchupRestText(input: ResearchCardInput): string {
  const parts: string[] = [];
  const games = input.rows
    ? statGames(input.rows, input.betType, input.playerType, input.statKey)
    : null;
  const opponent = input.opponent?.trim() ?? '';
  if (opponent !== '') {
    const versus = (games ?? []).filter(
      (g) => g.opponent !== '' && namesMatch(g.opponent, opponent),
    );
    parts.push(
      versus.length > 0
        ? `Faces ${opponent}: ${round1(mean(versus.map((g) => g.value)))} ${input.statType || 'per game'} on average in ${versus.length} recent game${versus.length === 1 ? '' : 's'} against them.`
        : `Faces ${opponent}, with no recent games against them in the logs.`,
    );
  } else {
    parts.push('The opponent is not known for this pick.');
  }
  const dates = (input.rows ?? [])
    .map((r) => r.game_date)
    .filter(Boolean)
    .sort();
  const last = dates[dates.length - 1];
  if (last && input.eventDate && /^\d{4}-\d{2}-\d{2}$/.test(input.eventDate)) {
    const days = daysBetween(last.slice(0, 10), input.eventDate);
    if (Number.isFinite(days) && days > 0) {
      parts.push(
        `Last played ${last.slice(0, 10)}: ${days} day${days === 1 ? '' : 's'} before this game.`,
      );
    }
  }
  return parts.join(' ');
}

/**
 * The model's chance for the pick, what its confidence has won historically, and the vig-free
 * market, with the edge (calibrated − market): the pick's own API numbers in the tiles' formats,
 * through the sentence the server's justification uses too.
 */
export function modelMarketText(numbers: QuotedProbabilities, betType: string): string {
  return probabilityQuote(numbers, betType);
}

export interface ExpertRecordLine {
  name: string;
  wins: number;
  losses: number;
}

/** Each backing expert's graded record: 'Name 58% (120-88)', the accuracy every screen shows. */
export function expertRecordsText(records: readonly ExpertRecordLine[], total: number): string {
  if (total === 0) return 'No handicapper has backed this pick.';
  if (records.length === 0)
    return 'Records of the handicappers behind this pick are not available.';
  const parts = records.map((r) => {
    const accuracy = gradedAccuracy(r);
    return accuracy === null
      ? `${r.name}: no graded picks yet`
      : `${r.name} ${formatAccuracy(accuracy)} (${r.wins}-${r.losses})`;
  });
  const rest = total - records.length;
  return `${parts.join('; ')}${rest > 0 ? `; and ${rest} more` : ''}.`;
}
