// The optimizer panel's words about staking: the preferences in one line, a Kelly fraction in
// words, stakes in units and % of bankroll, and the "How this is computed" note.
import type { BettorPreferences } from './bettor-preferences';

const KELLY_NAMES: Record<string, string> = {
  '1': 'full Kelly',
  '0.5': 'half Kelly',
  '0.25': 'quarter Kelly',
  '0.125': 'eighth Kelly',
};

/** 'quarter Kelly', or '0.3 Kelly' for a fraction without a name. */
export function kellyText(fraction: number): string {
  if (!Number.isFinite(fraction)) return '—';
  return KELLY_NAMES[String(fraction)] ?? `${fraction} Kelly`;
}

/** Units with two decimals: '1.85 u'. */
export function unitsText(units: number): string {
  return `${units.toFixed(2)} u`;
}

/** A share of bankroll in percent, one decimal: '1.9%'. */
export function bankrollPercentText(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

function amount(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(2)));
}

export function stakingSummaryText(p: BettorPreferences): string {
  return [
    `${amount(p.bankroll)} u bankroll`,
    kellyText(p.kelly_fraction),
    `at most ${amount(p.max_parlay_stake_percent)}% a parlay`,
    `${amount(p.max_slate_stake_percent)}% the slate`,
    `${p.max_parlays_per_leg} parlays a leg`,
  ].join(' · ');
}

/** 'Total 9.80 u · 9.8% of your 100 u bankroll (cap 10%)'. */
export function totalStakeText(total: number, p: BettorPreferences): string {
  const percent = p.bankroll > 0 ? (100 * total) / p.bankroll : 0;
  return `Total ${unitsText(total)} · ${bankrollPercentText(percent)} of your ${amount(p.bankroll)} u bankroll (cap ${amount(p.max_slate_stake_percent)}%)`;
}

/** The "How this is computed" note, one paragraph a line. */
export function howStakesAreComputed(p: BettorPreferences): string[] {
  return [
    `"u" is a unit of your bankroll: you set the bankroll to ${amount(p.bankroll)} u, so 1 u is 1/${amount(p.bankroll)} of what you bet with (make it $10, or whatever you count in).`,
    'Each leg counts with its calibrated win probability: how often graded picks at its confidence have actually won. The hit probability is the chance every leg wins (legs of one game are joined through their modelled correlation).',
    'Payouts are the pick’em tables: Standard pays 3x, 5x, 10x, 20x and 37.5x for 2 to 6 legs, all legs hitting; Flex (3 to 6 legs) pays less but also pays on one or two misses. Each parlay takes the table with the higher expected value.',
    `The stake is ${kellyText(p.kelly_fraction)}: ${p.kelly_fraction} of the stake that maximises long-run bankroll growth (the Kelly criterion) for that parlay, then capped at ${amount(p.max_parlay_stake_percent)}% of the bankroll a parlay and scaled down so all parlays together stay within ${amount(p.max_slate_stake_percent)}%.`,
    `Each pick appears in at most ${p.max_parlays_per_leg} parlays, and no two parlays share more than half their legs.`,
  ];
}

/** Shown over parlays computed before the list changed. */
export const LIST_CHANGED_NOTE = 'Your list changed: optimise again';

/** What each staking field means, under its input (the staking panel and Settings). */
export const STAKING_FIELD_HINTS: Record<keyof BettorPreferences, string> = {
  bankroll: "What you bet with, in units ('u'): a unit is whatever you count in, e.g. $10.",
  kelly_fraction: 'Share of the full Kelly stake (0.25 = quarter Kelly).',
  max_parlay_stake_percent: 'The most one parlay may stake, in % of your bankroll.',
  max_slate_stake_percent: 'The most all parlays together may stake, in % of your bankroll.',
  max_parlays_per_leg: 'How many parlays one pick may appear in.',
};
