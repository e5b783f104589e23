// The pick's four numbers side by side, each with its one-line definition: confidence, calibrated
// win probability, model probability and the vig-free market, plus the edge. The same values the
// API and the card carry (src/domain/probability/pick-probabilities.ts), so no screen disagrees.
import { displayConfidence } from '../../domain/confidence/confidence';
import {
  edgeOf,
  edgeText,
  percentText,
  PROBABILITY_DEFINITIONS,
} from '../../domain/probability/pick-probabilities';
import type { Pick } from '../../domain/picks/server-pick';
import styles from './pick-probabilities.module.css';

const UNKNOWN = '—';

export function PickProbabilities({ pick }: { pick: Pick }) {
  const calibrated = pick.meta.calibratedProbability ?? null;
  const model = pick.meta.modelProbability ?? null;
  const market = pick.meta.marketProbability ?? null;
  const edge = edgeOf(calibrated, market);
  const rows = [
    {
      key: 'confidence',
      label: 'Confidence',
      value: `${displayConfidence(pick.confidence)}%`,
      definition: PROBABILITY_DEFINITIONS.confidence,
    },
    {
      key: 'calibrated',
      label: 'Calibrated win probability',
      value: calibrated === null ? UNKNOWN : percentText(calibrated),
      definition: PROBABILITY_DEFINITIONS.calibrated,
    },
    {
      key: 'model',
      label: 'Model probability',
      value: model === null ? UNKNOWN : percentText(model),
      definition: PROBABILITY_DEFINITIONS.model,
    },
    {
      key: 'market',
      label: 'Market (vig-free)',
      value: market === null ? UNKNOWN : percentText(market),
      definition: PROBABILITY_DEFINITIONS.market,
    },
    {
      key: 'edge',
      label: 'Edge',
      value: edge === null ? UNKNOWN : edgeText(edge),
      definition: PROBABILITY_DEFINITIONS.edge,
    },
  ];
  return (
    <section
      className={styles.section}
      aria-labelledby="pick-probabilities-title"
      data-testid="pick-probabilities"
    >
      <h3 id="pick-probabilities-title" className={styles.title}>
        The numbers
      </h3>
      <dl className={styles.grid}>
        {rows.map((row) => (
          <div key={row.key} className={styles.item} data-testid={`pick-probability-${row.key}`}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value} data-testid={`pick-probability-${row.key}-value`}>
              {row.value}
            </dd>
            <dd className={styles.definition}>{row.definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
