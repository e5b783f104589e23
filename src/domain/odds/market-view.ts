// The words and figures of a pick's market as the detail shows them: the expected return at the
// best price, the closing line value, the line's move from the open. Pure, so the detail, the
// tests and any other screen read one wording (issue [M]).
import { edgeAt } from './market-prices';
import type { Probability } from '../probability/scales';

/** '+3.1%' / '−2.4%': a signed percent with one decimal (a true minus sign). */
export function signedPercentText(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)}%`;
}

/**
 * The expected return per unit staked at the best price when the side wins with the calibrated
 * probability (the number the optimizer uses), in percent; null without both.
 */
export function returnAtBestPercent(
  calibrated: Probability | null | undefined,
  bestAmerican: number | null | undefined,
): number | null {
  if (calibrated === null || calibrated === undefined) return null;
  if (bestAmerican === null || bestAmerican === undefined) return null;
  return edgeAt(calibrated, bestAmerican) * 100;
}

/** How the market moved on the pick's side, open to now (or to the close), in words. */
export function lineMoveText(open: number | null, later: number | null): string | null {
  if (open === null || later === null) return null;
  const points = (later - open) * 100;
  if (Math.abs(points) < 0.5) return 'The market has held steady since the open.';
  return points > 0
    ? `The market moved toward this side by ${points.toFixed(1)} points.`
    : `The market moved against this side by ${Math.abs(points).toFixed(1)} points.`;
}

/** The closing line value in words: beat the close or not. */
export function closingLineText(clvPercent: number | null): string | null {
  if (clvPercent === null) return null;
  return clvPercent > 0
    ? `Beat the closing line by ${signedPercentText(clvPercent).slice(1)}.`
    : clvPercent < 0
      ? `Worse than the closing line by ${signedPercentText(clvPercent).slice(1)}.`
      : 'Matched the closing line.';
}
