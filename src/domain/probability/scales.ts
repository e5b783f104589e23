// The two scales a bettor's numbers come on, as distinct types: a Probability is 0-1, a Percent is
// 0-100. A function that wants one cannot be handed the other (or a bare number) by mistake; the
// conversions between them and the one way a probability is written as a percentage live here.

declare const probabilityScale: unique symbol;
declare const percentScale: unique symbol;

/** A chance, 0-1 (model, market, calibrated probabilities; hit rates). */
export type Probability = number & { readonly [probabilityScale]: 'probability 0-1' };
/** A figure on the 0-100 scale (confidence ratings, stated confidences, stake caps). */
export type Percent = number & { readonly [percentScale]: 'percent 0-100' };

/** Marks a number known to be 0-1 (a contract field documented as such, a computed chance). */
export const asProbability = (value: number): Probability => value as Probability;
/** Marks a number known to be 0-100 (a stored confidence: every column is percent since 0012). */
export const asPercent = (value: number): Percent => value as Percent;

// Binary fractions make 0.57 * 100 read 56.99999999999999: conversions round away that noise
// (to 1e-6 of a point), so a stated 57 % is stored, compared and shown as 57.
const denoise = (value: number) => Math.round(value * 1e8) / 1e8;

export const percentOf = (probability: Probability): Percent =>
  denoise(probability * 100) as Percent;
export const probabilityOf = (percent: Percent): Probability =>
  denoise(percent / 100) as Probability;

/**
 * '74%' or, with one decimal, '74.4%': the one rounding every screen, research text and chart
 * uses, so the same probability reads the same everywhere.
 */
export function formatProbability(probability: Probability, decimals: 0 | 1 = 0): string {
  const scale = decimals === 1 ? 10 : 1;
  const rounded = Math.round(probability * 100 * scale) / scale;
  return `${rounded.toFixed(decimals)}%`;
}
