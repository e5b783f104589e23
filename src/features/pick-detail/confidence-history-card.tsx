// The detail's 'Confidence history' card: each move of the pick's confidence (old → new, when,
// why, newest first) or 'No changes since it was posted'. Its GET is one of the detail's requests
// (detail-requests.ts), so My Picks' prefetch stores it and it shows offline for a held pick.
// It sits last in the dialog: arriving late, it moves nothing the bettor is reading.
import { useState } from 'react';
import type { ConfidenceHistoryReply } from '../../api/confidence-contract';
import {
  NO_CONFIDENCE_CHANGES,
  changedAtText,
  changedAtTitle,
  confidenceTimeline,
  moveValues,
  type ConfidenceMove,
} from '../../domain/confidence/confidence-timeline';
import type { Pick } from '../../domain/picks/server-pick';
import { useApiGet } from '../../state/hooks/use-api-get';
import { confidenceHistoryPath } from './detail-requests';
import styles from './confidence-history.module.css';
import { clientNow } from '../../api/clock';

/** Moves shown before 'Show all': the latest ones say what a bettor needs. */
const FIRST_MOVES = 4;

function MoveRow({ move, nowMs }: { move: ConfidenceMove; nowMs: number }) {
  return (
    <li
      className={styles.move}
      data-testid="confidence-history-item"
      data-direction={move.direction}
    >
      <span className={styles.values} data-testid="confidence-history-values">
        <span className={styles.from}>{move.from}</span>
        {' → '}
        <span className={styles.to}>{move.to}</span>
      </span>
      {move.delta && (
        <span className={styles.delta} data-direction={move.direction}>
          {move.delta}
        </span>
      )}
      <span className={styles.reason} data-testid="confidence-history-reason">
        {move.reason}
      </span>
      <time
        className={styles.when}
        dateTime={move.changedAt}
        title={changedAtTitle(move.changedAt)}
        data-testid="confidence-history-when"
      >
        {changedAtText(move.changedAt, nowMs)}
      </time>
    </li>
  );
}

function Timeline({ reply }: { reply: ConfidenceHistoryReply }) {
  const [nowMs] = useState(() => clientNow());
  const [all, setAll] = useState(false);
  const { posted, moves } = confidenceTimeline(reply.history);
  const shown = all ? moves : moves.slice(0, FIRST_MOVES);
  return (
    <>
      {moves.length === 0 ? (
        <p className={styles.empty} data-testid="confidence-history-empty">
          {NO_CONFIDENCE_CHANGES}
        </p>
      ) : (
        <ol className={styles.list} data-testid="confidence-history-list">
          {shown.map((move) => (
            <MoveRow key={`${move.changedAt}-${move.to}`} move={move} nowMs={nowMs} />
          ))}
        </ol>
      )}
      {moves.length > FIRST_MOVES && (
        <button
          type="button"
          className={styles.more}
          onClick={() => setAll((a) => !a)}
          aria-expanded={all}
          data-testid="confidence-history-toggle"
        >
          {all ? 'Show fewer' : `Show all ${moves.length} changes`}
        </button>
      )}
      {posted && (
        <p className={styles.posted} data-testid="confidence-history-posted">
          Posted at {posted.value} · {posted.reason} ·{' '}
          <time dateTime={posted.changedAt} title={changedAtTitle(posted.changedAt)}>
            {changedAtText(posted.changedAt, nowMs)}
          </time>
        </p>
      )}
    </>
  );
}

export function ConfidenceHistoryCard({ pick }: { pick: Pick }) {
  const path = confidenceHistoryPath(pick);
  const history = useApiGet<ConfidenceHistoryReply>(path);
  if (path === null) return null;
  const now = history.status === 'ok' ? history.data.confidence : null;
  return (
    <section
      className={styles.card}
      aria-labelledby="confidence-history-title"
      aria-busy={history.status === 'loading'}
      data-testid="confidence-history"
      data-state={history.status}
    >
      <div className={styles.head}>
        <h3 id="confidence-history-title" className={styles.title}>
          Confidence history
        </h3>
        {now !== null && (
          <span className={styles.now} data-testid="confidence-history-now">
            Now {moveValues(null, now)[1]}
          </span>
        )}
      </div>
      {history.status === 'ok' && <Timeline reply={history.data} />}
      {history.status === 'loading' && (
        <p className={styles.pending} data-testid="confidence-history-loading">
          Loading the confidence history…
        </p>
      )}
      {history.status === 'offline' && (
        <p className={styles.note} data-testid="confidence-history-offline">
          The confidence history needs a connection.
        </p>
      )}
      {history.status === 'error' && (
        <p className={styles.note} data-testid="confidence-history-error">
          The confidence history could not be loaded.
        </p>
      )}
    </section>
  );
}
