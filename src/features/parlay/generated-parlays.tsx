// The collapsible 'Generated Parlays' panel: Simplify, where the parlays were computed, whether the
// list changed since, the total stake against the bettor's caps with "How this is computed", and
// one column per parlay, scrolling sideways.
import {
  canSimplify,
  COMPUTED_ON_DEVICE_NOTE,
  type OptimizeState,
} from '../../domain/parlay/optimize-parlays';
import {
  howStakesAreComputed,
  LIST_CHANGED_NOTE,
  totalStakeText,
} from '../../domain/parlay/staking-texts';
import { Button } from '../../ui/button';
import { IconChevronDown } from '../../ui/icons';
import { ParlayColumn } from './parlay-column';
import type { ParlayView } from './use-optimize';
import styles from './generated-parlays.module.css';

interface GeneratedParlaysProps {
  state: OptimizeState<ParlayView>;
  outOfDate: boolean;
  onToggle(): void;
  onSimplify(): void;
}

export function GeneratedParlays({
  state,
  outOfDate,
  onToggle,
  onSimplify,
}: GeneratedParlaysProps) {
  const { parlays, panelOpen, source } = state;
  const staking = parlays[0]?.staking ?? null;
  // the shown parlays' stakes (Simplify keeps every other one, so the reply's total may not apply)
  const total = Math.round(parlays.reduce((sum, p) => sum + p.summary.stake, 0) * 100) / 100;
  return (
    <section className={styles.panel} data-testid="generated-parlays">
      <div className={styles.head}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={panelOpen}
          aria-controls="generated-parlays-body"
          onClick={onToggle}
          data-testid="generated-parlays-toggle"
        >
          <IconChevronDown size={18} className={panelOpen ? styles.open : styles.closed} />
          <h3 className={styles.title}>Generated Parlays</h3>
          <span className={styles.count} data-testid="generated-parlays-count">
            {parlays.length}
          </span>
        </button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onSimplify}
          disabled={!canSimplify(parlays)}
          data-testid="simplify-parlays"
        >
          Simplify
        </Button>
      </div>
      {outOfDate && (
        <p className={styles.stale} role="status" data-testid="parlays-out-of-date">
          {LIST_CHANGED_NOTE}
        </p>
      )}
      {panelOpen && (
        <div id="generated-parlays-body" className={styles.body}>
          {source === 'device' && (
            <p className={styles.note} role="status" data-testid="computed-on-device">
              {COMPUTED_ON_DEVICE_NOTE}
            </p>
          )}
          {parlays.length === 0 ? (
            <p className={styles.none} data-testid="generated-parlays-none">
              No combination of these picks has a positive expected value.
            </p>
          ) : (
            <>
              {staking !== null && (
                <div className={styles.staking}>
                  <p className={styles.total} data-testid="parlays-total-stake">
                    {totalStakeText(total, staking)}
                  </p>
                  <details className={styles.how} data-testid="stakes-how">
                    <summary>How this is computed</summary>
                    {howStakesAreComputed(staking).map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                  </details>
                </div>
              )}
              <div
                className={`${styles.columns} ${outOfDate ? styles.dimmed : ''}`}
                data-testid="parlay-columns"
                role="region"
                aria-label="Generated parlays, scroll sideways for more"
                tabIndex={0}
              >
                {parlays.map((parlay, index) => (
                  <ParlayColumn
                    key={parlay.legs.map((l) => l.pID).join()}
                    parlay={parlay}
                    index={index}
                  />
                ))}
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
