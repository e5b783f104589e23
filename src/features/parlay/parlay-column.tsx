// One generated parlay: its label (Standard / Flex), hit probability, expected value, suggested
// stake in units and % of bankroll, a warning per correlated pair, and its legs written as bets a
// bettor can place, each with its calibrated probability (scrolling past 6).
import { betInOddsFormat } from '../../domain/parlay/bet-text';
import { percentText } from '../../domain/probability/pick-probabilities';
import { useDisplayPreferences } from '../../state/display-preferences';
import { bankrollPercentText, unitsText } from '../../domain/parlay/staking-texts';
import { Badge } from '../../ui/badge';
import type { ParlayView } from './use-optimize';
import styles from './parlay-column.module.css';
import { asProbability, formatProbability } from '../../domain/probability/scales';

const percent = (p: number) => formatProbability(asProbability(p), 1);
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(2)}`;

export function ParlayColumn({ parlay, index }: { parlay: ParlayView; index: number }) {
  const { odds_format: oddsFormat } = useDisplayPreferences();
  const { legs, summary } = parlay;
  return (
    <article
      className={styles.column}
      data-testid="parlay-column"
      data-parlay-legs={legs.map((leg) => leg.pID).join(',')}
      aria-labelledby={`parlay-${index}-title`}
    >
      <header className={styles.head}>
        <h4 id={`parlay-${index}-title`} className={styles.title}>
          Parlay {index + 1}
          <span className={styles.legCount}>{legs.length} legs</span>
        </h4>
        <Badge tone={summary.pick_type === 'Flex' ? 'info' : 'accent'} data-testid="parlay-type">
          {summary.pick_type}
        </Badge>
      </header>
      <dl className={styles.stats}>
        <div>
          <dt>Hit probability</dt>
          <dd data-testid="parlay-hit-probability">{percent(summary.hit_probability)}</dd>
        </div>
        <div>
          <dt>Expected value</dt>
          <dd data-testid="parlay-ev">{signed(summary.expected_value)} / unit</dd>
        </div>
        <div>
          <dt>Suggested stake</dt>
          <dd data-testid="parlay-stake" data-stake-units={summary.stake}>
            {unitsText(summary.stake)}
            <span className={styles.stakeShare} data-testid="parlay-stake-percent">
              {bankrollPercentText(summary.stake_percent)} of bankroll
            </span>
          </dd>
        </div>
      </dl>
      {summary.warnings.length > 0 && (
        <ul className={styles.warnings}>
          {summary.warnings.map((warning) => (
            <li key={warning} className={styles.warning} data-testid="parlay-warning">
              <span aria-hidden="true">⚠</span> {warning}
            </li>
          ))}
        </ul>
      )}
      <ol
        className={styles.legs}
        data-testid="parlay-legs"
        // legs written as bets can outgrow the column's 552 px before the 7th: always reachable
        tabIndex={0}
        aria-label={`Legs of parlay ${index + 1}`}
      >
        {legs.map((leg) => (
          <li
            key={leg.pID}
            className={styles.leg}
            data-testid="parlay-leg"
            data-pick-id={leg.pID}
            data-leg-probability={leg.probability}
          >
            <span className={styles.legName} data-testid="parlay-leg-bet">
              {betInOddsFormat(leg.bet, leg.odds, oddsFormat)}
            </span>
            <span className={styles.legMeta}>
              {[leg.league, leg.gameInfo].filter(Boolean).join(' · ')}
            </span>
            <span className={styles.legNumbers}>
              <span>Confidence {leg.confidence}%</span>
              <span data-testid="parlay-leg-probability">
                Wins {percentText(leg.probability)} (calibrated)
              </span>
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}
