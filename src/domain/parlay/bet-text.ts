// A leg written as the bet a bettor places: "Luis Reyes Over 28.5 PRA, -125 at DraftKings".
import { formatOdds, type OddsFormat } from '../odds/odds';
import { predictionLabel, type PredictionSide } from '../picks/prediction';

export interface BetParts {
  player: string;
  side: PredictionSide | null;
  line: number | null;
  stat: string;
  /** The price as listed ('-125', '+110', '1.85'); null when unknown. */
  odds: string | null;
  /** The sportsbook, when known. */
  book: string | null;
}

/** American prices keep their sign ('+110'); a bare American number gets its '+'. */
function priceText(odds: string | null): string | null {
  const text = odds?.trim() ?? '';
  if (text === '') return null;
  const n = Number(text);
  if (Number.isFinite(n) && n >= 100 && !text.startsWith('+')) return `+${text}`;
  return text;
}

export function betText(parts: BetParts): string {
  const wager = [
    parts.player.trim(),
    parts.side === null ? null : predictionLabel(parts.side),
    parts.line,
    parts.stat.trim(),
  ]
    .filter((part) => part !== null && part !== '')
    .join(' ');
  const price = priceText(parts.odds);
  const book = parts.book?.trim() ?? '';
  return `${wager}${price === null ? '' : `, ${price}`}${book === '' ? '' : ` at ${book}`}`;
}

/** A bet written by betText from `odds`, with its price shown in the bettor's odds format. */
export function betInOddsFormat(bet: string, odds: string | null, format: OddsFormat): string {
  const listed = priceText(odds);
  const shown = formatOdds(odds, format);
  if (listed === null || shown === null) return bet;
  const at = bet.lastIndexOf(`, ${listed}`);
  if (at < 0) return bet;
  return `${bet.slice(0, at)}, ${shown}${bet.slice(at + 2 + listed.length)}`;
}
