// A handicapper's closing line value over their graded picks (issue [M]): the mean CLV and the
// share of picks that beat the close, computed once for the API, the profile header and the
// calibration card, so every screen shows the same figure.
import { beatsClose } from '../odds/market-prices';
import { signedPercentText } from '../odds/market-view';

export interface ClosingLineSummary {
  /** Graded picks with a closing line value. */
  picks: number;
  /** Mean CLV in percent, two decimals; null without any pick. */
  average_percent: number | null;
  /** Share of those picks that beat the close, 0-1, four decimals; null without any pick. */
  beat_share: number | null;
}

export function closingLineSummary(clvPercents: readonly number[]): ClosingLineSummary {
  const values = clvPercents.filter((x) => Number.isFinite(x));
  if (values.length === 0) return { picks: 0, average_percent: null, beat_share: null };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const beat = values.filter(beatsClose).length / values.length;
  return {
    picks: values.length,
    average_percent: Math.round(mean * 100) / 100,
    beat_share: Math.round(beat * 10_000) / 10_000,
  };
}

/** 'Avg CLV +1.8%', or null without a priced graded pick. */
export function averageClvText(summary: ClosingLineSummary): string | null {
  return summary.average_percent === null
    ? null
    : `Avg CLV ${signedPercentText(summary.average_percent)}`;
}

/** 'Beat the close 56%', or null without a priced graded pick. */
export function beatCloseText(summary: ClosingLineSummary): string | null {
  return summary.beat_share === null
    ? null
    : `Beat the close ${Math.round(summary.beat_share * 100)}%`;
}

export const CLOSING_LINE_EXPLAINED =
  'Closing line value: how much better the price taken was than the market’s final price. Beating the close over many picks is the surest sign of skill.';

export const NO_CLOSING_LINE_NOTE = 'No graded pick with closing prices yet.';
