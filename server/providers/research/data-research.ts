// The default research provider: texts written from the game logs and the model, so every number
// in them is one the player's log shows (trend, hit rate against the line, matchup, rest); a named
// pick's probabilities are quoted as the API and the detail tiles give them.
import type {
  GameLine,
  JustificationFacts,
  PlayerFacts,
  ReadinessFacts,
} from '../../services/research';
import { valueOf } from '../../services/research';
import { probabilityQuote } from '../../../src/domain/probability/pick-probabilities';
import type { ResearchProvider } from './research-provider';

/** The short window the trend compares with the games before it. */
export const TREND_WINDOW = 3;

/** Whole numbers as they are, others to one decimal. */
export function formatStat(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "averaged 1.3 hits over the last 3 games, up from 0.8 in the 9 before", or null. */
export function trendClause(values: readonly number[], label: string): string | null {
  if (values.length < TREND_WINDOW + 1) return null;
  const latest = mean(values.slice(0, TREND_WINDOW));
  const earlier = values.slice(TREND_WINDOW);
  const before = mean(earlier);
  const change = latest - before;
  const direction =
    Math.abs(change) < Math.max(0.05 * Math.abs(before), 0.05)
      ? 'level with'
      : change > 0
        ? 'up from'
        : 'down from';
  return `averaged ${formatStat(latest)} ${label} over the last ${TREND_WINDOW} games, ${direction} ${formatStat(before)} in the ${plural(earlier.length, 'game')} before`;
}

function restSentence(facts: PlayerFacts): string | null {
  const { nextGame, restDays } = facts;
  const last = facts.recent[0];
  if (!last) return null;
  const lastText = `last played on ${last.date} against the ${last.opponent}`;
  if (!nextGame) return `${facts.player.name} ${lastText}; no next game is scheduled yet.`;
  const rest =
    restDays === 0 ? 'on back-to-back days' : `after ${plural(restDays ?? 0, 'day')} off`;
  const where = nextGame.home ? 'at home against' : 'away at';
  return `${facts.player.name} ${lastText} and plays ${where} the ${nextGame.opponent} on ${nextGame.date}, ${rest}.`;
}

function readinessText(facts: ReadinessFacts): string {
  const name = facts.player.name;
  if (facts.recent.length === 0) {
    return `${name} (${facts.player.team}) has no logged games yet, so there is no workload to read. There is no injury report in our data; check the latest team news before the game.`;
  }
  const sentences: string[] = [];
  sentences.push(restSentence(facts) ?? '');
  const keyValues = facts.recent
    .map((g) => valueOf(g, facts.keyStat.keys))
    .filter((v): v is number => v !== null);
  const trend = trendClause(keyValues, facts.keyStat.label);
  sentences.push(
    trend
      ? `Across ${plural(facts.recent.length, 'logged game')}, ${name} ${trend}.`
      : `${name} has ${plural(facts.recent.length, 'logged game')}, too few to read a trend.`,
  );
  const opponent = facts.requestedOpponent || facts.nextGame?.opponent || '';
  if (opponent) sentences.push(versusSentence(name, opponent, facts.versusOpponent, facts.keyStat));
  sentences.push('There is no injury report in our data, so this reads the game logs only.');
  return sentences.filter((s) => s !== '').join(' ');
}

function versusSentence(
  name: string,
  opponent: string,
  games: readonly GameLine[],
  stat: { keys: string[]; label: string },
): string {
  if (games.length === 0) return `${name} has not faced the ${opponent} in the logged games.`;
  const values = games.map((g) => valueOf(g, stat.keys)).filter((v): v is number => v !== null);
  const detail =
    values.length > 0 ? ` with ${values.map(formatStat).join(', ')} ${stat.label}` : '';
  return `Against the ${opponent}, ${name} played ${plural(games.length, 'logged game')}${detail}.`;
}

function justificationText(facts: JustificationFacts): string {
  const name = facts.player.name;
  const line = formatStat(facts.threshold);
  const { label } = facts.stat;
  const n = facts.values.length;
  if (n === 0) {
    return `${name} has no logged games with ${label} yet, so the ${facts.betType} line cannot be checked against results. Treat this pick with caution.`;
  }
  const overs = facts.values.filter((v) => v > facts.threshold).length;
  const sentences = [
    `${name} went over ${line} ${label} in ${overs} of the last ${plural(n, 'game')} (newest first: ${facts.values.map(formatStat).join(', ')}).`,
  ];
  const trend = trendClause(facts.values, label);
  if (trend) sentences.push(`${name} ${trend}.`);
  if (facts.quoted) {
    // a named pick: its own numbers, in the tiles' words (one sentence with the 'Model vs market' card)
    sentences.push(probabilityQuote(facts.quoted, facts.betType));
    const rest = restSentence(facts);
    if (rest) sentences.push(rest);
    return sentences.join(' ');
  }
  const pOver = Math.round(facts.probabilityOver * 100);
  const sideText =
    facts.side === 0
      ? `, a ${100 - pOver}% chance for the under`
      : facts.side === 1
        ? `, a ${pOver}% chance for the over`
        : '';
  sentences.push(`Fitted to those games, the model puts P(over ${line}) at ${pOver}%${sideText}.`);
  const rest = restSentence(facts);
  if (rest) sentences.push(rest);
  return sentences.join(' ');
}

export const dataResearchProvider: ResearchProvider = {
  name: 'data',
  playerReadiness: (facts) => Promise.resolve({ content: readinessText(facts), provider: 'data' }),
  justifyPick: (facts) => Promise.resolve({ content: justificationText(facts), provider: 'data' }),
};
