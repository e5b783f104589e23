// Beyond the spec: does a 70 % from this handicapper mean 70 %? Graded picks grouped by the
// confidence they stated, each band's hit rate drawn against what was stated, under the overall
// graded accuracy (the same number, by the same rule, as the header above it).
import type { GradedTally, HandicapperCalibration } from '../../api/picks-contract';
import {
  gradedAccuracy,
  formatAccuracy,
  NO_GRADED_PICKS_NOTE,
} from '../../domain/handicappers/handicappers';
import {
  averageClvText,
  beatCloseText,
  CLOSING_LINE_EXPLAINED,
  NO_CLOSING_LINE_NOTE,
  type ClosingLineSummary,
} from '../../domain/handicappers/closing-line-summary';
import styles from './calibration-card.module.css';
import { asProbability, formatProbability } from '../../domain/probability/scales';

const pct = (p: number) => formatProbability(asProbability(p));

export function CalibrationCard({
  name,
  record,
  calibration,
  closingLine = null,
}: {
  name: string;
  record: GradedTally;
  calibration: HandicapperCalibration;
  /** Closing line value over the graded picks (null: not known, e.g. an older stored answer). */
  closingLine?: ClosingLineSummary | null;
}) {
  const bands = calibration.bands.filter((b) => b.picks > 0);
  const overall = gradedAccuracy(record);
  const pushes =
    record.pushes > 0 ? `, ${record.pushes} push${record.pushes === 1 ? '' : 'es'}` : '';
  const tally = `${record.wins}-${record.losses}${pushes}`;
  return (
    <section
      className={styles.card}
      aria-labelledby="calibration-title"
      data-testid="calibration-card"
    >
      <div className={styles.head}>
        <h2 id="calibration-title" className={styles.title}>
          Calibration
        </h2>
        <span className={styles.graded} data-testid="calibration-graded">
          {calibration.graded} graded pick{calibration.graded === 1 ? '' : 's'}
        </span>
      </div>
      <p className={styles.overall} data-testid="calibration-accuracy">
        {overall === null ? (
          NO_GRADED_PICKS_NOTE
        ) : (
          <>
            <strong>{formatAccuracy(overall)}</strong> of decided picks won ({tally})
          </>
        )}
      </p>
      {closingLine && (
        <p className={styles.overall} title={CLOSING_LINE_EXPLAINED} data-testid="calibration-clv">
          {closingLine.picks === 0 ? (
            NO_CLOSING_LINE_NOTE
          ) : (
            <>
              <strong data-testid="calibration-clv-average">{averageClvText(closingLine)}</strong>
              {' · '}
              <strong data-testid="calibration-beat-close">{beatCloseText(closingLine)}</strong> (
              {closingLine.picks} picks with closing prices)
            </>
          )}
        </p>
      )}
      <p className={styles.lead}>
        How often {name}&apos;s picks won, by the confidence {name} stated. Close to the stated
        number means the confidence can be taken at face value.
      </p>
      {bands.length === 0 ? (
        <p className={styles.empty}>No graded picks with a stated confidence yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Stated</th>
              <th scope="col">Won</th>
              <th scope="col">Picks</th>
              <th scope="col">
                <span className={styles.srOnly}>Won against stated</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => {
              const stated = (band.meanStated ?? band.min) / 100;
              return (
                <tr key={band.label} data-testid="calibration-band">
                  <th scope="row">{band.label}</th>
                  <td className={styles.rate}>{band.hitRate === null ? '-' : pct(band.hitRate)}</td>
                  <td>{band.picks}</td>
                  <td className={styles.barCell}>
                    <span className={styles.track} aria-hidden="true">
                      {band.hitRate !== null && (
                        <span
                          className={`${styles.bar} ${band.hitRate + 0.03 < stated ? styles.under : styles.over}`}
                          style={{ width: pct(band.hitRate) }}
                        />
                      )}
                      <span className={styles.stated} style={{ left: pct(stated) }} />
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
