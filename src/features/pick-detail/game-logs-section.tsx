// The Game Logs table: the player's last 12 games from the league's endpoint. A non-OK reply
// means no logs; a failed call shows 'Failed to load logs'; offline and never seen, it says so.
// The column the pick is on comes first and stands out: it is what the chart and research read.
import { GAME_LOG_TEXTS, pickStatKeys } from '../../domain/research/game-logs';
import type { Pick } from '../../domain/picks/server-pick';
import type { ApiGetState } from '../../state/hooks/use-api-get';
import type { GameLogReply } from './use-pick-data';
import styles from './game-logs.module.css';

export const NEEDS_CONNECTION_LOGS =
  'Game logs need a connection: this pick has not been opened online on this device yet.';

function cell(row: Record<string, unknown>, key: string): string {
  const raw = row[`${key}_raw`];
  if (typeof raw === 'string' && raw !== '') return raw;
  const value = row[key];
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  return typeof value === 'string' && value !== '' ? value : '-';
}

/** '2026-11-20' → '11/20': the year adds nothing in a last-12-games table. */
function shortDate(date: unknown): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(String(date ?? ''));
  return match ? `${match[1]}/${match[2]}` : String(date ?? '');
}

function Body({ logs, pick }: { logs: ApiGetState<GameLogReply> | null; pick: Pick }) {
  if (logs === null) return <p className={styles.note}>{GAME_LOG_TEXTS.empty}</p>;
  if (logs.status === 'loading' || logs.status === 'idle') {
    return (
      <p className={styles.note} data-testid="game-logs-loading">
        {GAME_LOG_TEXTS.loading}
      </p>
    );
  }
  if (logs.status === 'offline') {
    return (
      <p className={styles.error} role="alert" data-testid="game-logs-error">
        {navigator.onLine ? GAME_LOG_TEXTS.failed : NEEDS_CONNECTION_LOGS}
      </p>
    );
  }
  if (logs.status === 'error' || logs.data.rows.length === 0) {
    return (
      <p className={styles.note} data-testid="game-logs-empty">
        {GAME_LOG_TEXTS.empty}
      </p>
    );
  }
  const { rows } = logs.data;
  const picked = new Set(
    pickStatKeys(
      { betType: pick.betType, statKey: pick.meta.statKey ?? null },
      rows,
      logs.data.player_type,
    ),
  );
  const columns = [
    ...logs.data.columns.filter((c) => picked.has(c.key)),
    ...logs.data.columns.filter((c) => !picked.has(c.key)),
  ];
  const mark = (key: string) => (picked.has(key) ? styles.pickStat : undefined);
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Game logs table">
      <table className={styles.table} data-testid="game-logs-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Opp</th>
            {columns.map((column) => (
              <th
                scope="col"
                key={column.key}
                className={mark(column.key)}
                data-pick-stat={picked.has(column.key) || undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.game_date}-${index}`} data-testid="game-log-row">
              <td>{shortDate(row.game_date)}</td>
              <td className={styles.opponent}>{String(row.opponent ?? '-')}</td>
              {columns.map((column) => (
                <td key={column.key} className={mark(column.key)}>
                  {cell(row, column.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function GameLogsSection({
  logs,
  pick,
}: {
  logs: ApiGetState<GameLogReply> | null;
  pick: Pick;
}) {
  return (
    <section className={styles.section} aria-labelledby="game-logs-title" data-testid="game-logs">
      <h3 id="game-logs-title" className={styles.title}>
        Game Logs
      </h3>
      <Body logs={logs} pick={pick} />
    </section>
  );
}
