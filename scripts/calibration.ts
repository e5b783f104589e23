// `npx tsx scripts/calibration.ts [--seed N --date YYYY-MM-DD --days D --holdout H]`: grades the
// demo's history, fits the calibration (src/domain/probability/probability-calibration.ts) the way the server
// does, and writes docs/calibration.md: the fitted mapping per source, the reliability table
// (predicted against observed per band) and Brier scores of the raw confidence, the calibrated
// probability and the vig-free market, on the last H days held out from the fit.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  brierScore,
  calibratedProbability,
  calibrationSourceOf,
  fitCalibrations,
  fitFor,
  reliabilityTable,
  type CalibrationFit,
  type ReliabilityRow,
} from '../src/domain/probability/probability-calibration';
import { shiftSlateDate } from '../src/domain/time/slate-date';
import { PROJECT_ROOT } from '../server/config';
import { generateDemoWorld } from '../server/demo/generate';
import type { PickRow } from '../server/demo/world-rows';
import { DEMO_SEED } from '../server/demo/seed-slate';
import { asPercent, probabilityOf } from '../src/domain/probability/scales';
import { isQualified } from '../src/domain/confidence/confidence';
import { beatsClose } from '../src/domain/odds/market-prices';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    date: { type: 'string' },
    days: { type: 'string' },
    holdout: { type: 'string' },
  },
});
const seed = values.seed === undefined ? DEMO_SEED : Number(values.seed);
const slateDate = values.date ?? '2026-11-22';
const days = values.days === undefined ? 21 : Number(values.days);
const holdout = values.holdout === undefined ? 7 : Number(values.holdout);
const firstHeldOut = shiftSlateDate(slateDate, -holdout);

const world = generateDemoWorld({ seed, slateDate, pickDaysBack: days, daysForward: 0 });
const kindOf = new Map(world.experts.map((e) => [e.id, e.kind]));
const kindsOf = new Map<number, string[]>();
for (const o of world.origins)
  kindsOf.set(o.pick_id, [...(kindsOf.get(o.pick_id) ?? []), kindOf.get(o.expert_id) ?? 'human']);

type Graded = PickRow & { result: 'win' | 'loss'; confidence_percent: number };
const graded = world.picks.filter(
  (p): p is Graded => (p.result === 'win' || p.result === 'loss') && p.confidence_percent !== null,
);
const outcome = (p: Graded) => ({
  confidence: asPercent(p.confidence_percent),
  won: p.result === 'win',
  source: calibrationSourceOf(kindsOf.get(p.id) ?? []),
});
const fitOn = (picks: readonly Graded[]) =>
  fitCalibrations(picks.map(outcome), `${slateDate}T00:00:00.000Z`);

// the mapping the server would serve today: fitted on every graded pick
const served = fitOn(graded);
// the honest test: fitted on the days before the hold-out, scored on the hold-out days
const training = graded.filter((p) => p.event_date < firstHeldOut);
const heldOut = graded.filter((p) => p.event_date >= firstHeldOut);
const trained = fitOn(training);

const calibratedOf = (fits: readonly CalibrationFit[], p: Graded) =>
  calibratedProbability(fitFor(fits, outcome(p).source)?.points, outcome(p).confidence) ?? 0.5;
const forecasts = (picks: readonly Graded[], probability: (p: Graded) => number) =>
  picks.map((p) => ({ probability: probability(p), won: p.result === 'win' }));
const raw = (p: Graded) => probabilityOf(asPercent(p.confidence_percent));
const calibrated = (p: Graded) => calibratedOf(trained, p);
const market = (p: Graded) => p.market_probability;

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const qualified = (picks: readonly Graded[]) =>
  picks.filter((p) => isQualified(p.confidence_percent));

function mappingTable(fit: CalibrationFit): string {
  const rows = fit.points.map(
    (point) => `| ${point.confidence.toFixed(1)} | ${pct(point.probability)} | ${point.picks} |`,
  );
  return ['| Confidence (step centre) | Won | Picks pooled |', '|---|---|---|', ...rows].join('\n');
}

function lookupTable(fits: readonly CalibrationFit[]): string {
  const levels = [50, 55, 60, 65, 70, 75, 80, 85, 90, 95];
  const columns = [
    ['All picks', fits.find((f) => f.source === 'all')],
    ['Backed by an expert', fitFor(fits, 'experts')],
    ["Cole's Algo alone", fitFor(fits, 'algorithm')],
  ] as const;
  const cell = (fit: CalibrationFit | null | undefined, level: number) => {
    const p = calibratedProbability(fit?.points, asPercent(level));
    return p === null ? '—' : pct(p);
  };
  return [
    `| Confidence | ${columns.map(([name]) => name).join(' | ')} |`,
    `|---|${columns.map(() => '---|').join('')}`,
    ...levels.map(
      (level) => `| ${level} | ${columns.map(([, fit]) => cell(fit, level)).join(' | ')} |`,
    ),
  ].join('\n');
}

function reliabilityRows(rows: readonly ReliabilityRow[]): string {
  return rows
    .map((r) => `| ${r.label} | ${r.picks} | ${pct(r.meanPredicted)} | ${pct(r.observed)} |`)
    .join('\n');
}

const held = qualified(heldOut);

/** Closing line value per source: the picks priced at the close, their mean CLV, the share that beat it. */
function closingLineRows(): string {
  const sources = [
    ['All picks', () => true],
    ['Backed by an expert', (p: Graded) => outcome(p).source === 'experts'],
    ["Cole's Algo alone", (p: Graded) => outcome(p).source === 'algorithm'],
  ] as const;
  return sources
    .map(([name, keep]) => {
      const picks = graded.filter((p) => keep(p) && p.clv_percent !== null);
      const clv = picks.map((p) => p.clv_percent!);
      const mean = clv.reduce((a, b) => a + b, 0) / Math.max(1, clv.length);
      const beat = clv.filter(beatsClose).length / Math.max(1, clv.length);
      const won = picks.filter((p) => p.result === 'win').length / Math.max(1, picks.length);
      return `| ${name} | ${picks.length} | ${mean >= 0 ? '+' : ''}${mean.toFixed(2)} % | ${pct(beat)} | ${pct(won)} |`;
    })
    .join('\n');
}
const brierRows = [
  ['Raw confidence / 100', raw],
  ['Calibrated probability', calibrated],
  ['Market, vig removed', market],
] as const;

const report = `# Calibration of computed confidence

Made by \`npx tsx scripts/calibration.ts --seed ${seed} --date ${slateDate} --days ${days} --holdout ${holdout}\`
(rerun it to refresh this page). Data: the deterministic demo's graded history, ${days} days before
${slateDate}: ${graded.length} graded picks (pushes left out). The fit is the server's own
(\`src/domain/probability/probability-calibration.ts\`): an isotonic regression (pool adjacent violators) of the
win rate on the confidence, picks binned per confidence point, steps of at least 25 picks, read by
linear interpolation between step centres. One fit per source where the source has 200 graded picks
or more (a pick counts as Cole's Algo's when the algorithm is its only source), and one over all picks.

Our confidence is the spec's rating; the **calibrated probability** is what that confidence has
meant in the graded history, and it is the number the optimizer, the EV and the stakes use. The
baseline is the market: the pick side's probability with the vig removed, averaged over the books
that quote it (src/domain/odds/market-prices.ts).

## The fitted mapping (what the server serves today, fitted on all ${graded.length} graded picks)

${lookupTable(served)}

Steps of the fit over all picks:

${mappingTable(served.find((f) => f.source === 'all')!)}

## Reliability on held-out days (fitted on the ${training.length} picks before ${firstHeldOut}, scored on the ${held.length} qualified picks from ${firstHeldOut} on)

Raw confidence, predicted against observed per band:

| Predicted | Picks | Mean predicted | Won |
|---|---|---|---|
${reliabilityRows(reliabilityTable(forecasts(held, raw)))}

Calibrated probability, predicted against observed per band:

| Predicted | Picks | Mean predicted | Won |
|---|---|---|---|
${reliabilityRows(reliabilityTable(forecasts(held, calibrated)))}

## Brier score on the held-out picks (lower is better)

| Forecast | Qualified held-out picks (${held.length}) | All held-out picks (${heldOut.length}) |
|---|---|---|
${brierRows.map(([name, f]) => `| ${name} | ${brierScore(forecasts(held, f)).toFixed(4)} | ${brierScore(forecasts(heldOut, f)).toFixed(4)} |`).join('\n')}
| Always 50 % | 0.2500 | 0.2500 |

Hit rate of the qualified held-out picks: ${pct(held.filter((p) => p.result === 'win').length / Math.max(1, held.length))}.

## Closing line value (every graded pick with opening and closing prices)

The price taken is the best opening price among the books (what a bettor who followed the pick when
it was posted could get); CLV is what that price is worth at the books' mean vig-free closing
probability, in percent; a pick beats the close when its CLV is above zero.

| Source | Picks | Mean CLV | Beat the close | Won |
|---|---|---|---|---|
${closingLineRows()}

## Reading it

- Above 70 the raw confidence runs ahead of the hit rate (experts reading the same player are more
  correlated than the sqrt(n) damping assumes, and the pick's side is the experts' side, which
  selects their lucky reads). The calibrated probability takes that out: it is what picks at that
  confidence have won, so a parlay's hit probability and its stake are not inflated.
- The market is the forecast to beat: since the demo hangs each line near the player's projection
  and prices it at several books (issue [M]), the vig-free market has the lowest Brier score here,
  as it has in real sports markets. What the picks add is the side: the experts' picks win more
  often than the market's probability of that side, and they beat the closing line (the table
  above); Cole's Algo alone reads only the player's own history and, on average, does not.
- Expert and model weights start at zero edge and grow with graded records, so the first days of
  the window sit near 50 % and the low bands are under-confident; the fit lifts them too.
- \`npm start\` fits the mapping when it seeds the demo (server/demo/calibration-step.ts), and
  \`refitProbabilityCalibration\` (server/services/probability-calibration.ts) refits it for the admin
  refresh job; each fit is stored with its date and sample size (table \`probability_calibrations\`).
- The demo's experts and its market are simulated (server/demo), so these numbers describe the
  method on simulated data, not a claim about real sports markets.
`;

const target = path.join(PROJECT_ROOT, 'docs', 'calibration.md');
fs.writeFileSync(target, report);
process.stdout.write(`wrote ${path.relative(PROJECT_ROOT, target)}\n`);
