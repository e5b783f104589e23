// What the sheet says instead of a table: 'Loading...', 'Unable to load data' with the reason,
// 'No data available', or that it needs a connection when never loaded online.
import { httpErrorText } from '../../domain/offline/error-texts';
import { RAW_SHEET_TEXTS } from '../../domain/raw-sheet/raw-sheet-table';
import type { ApiGetState } from '../../state/hooks/use-api-get';
import styles from './raw-sheet.module.css';

interface SheetStatusProps {
  reply: ApiGetState<{ success: boolean; message?: string }>;
  waitingForDate: boolean;
  empty: boolean;
  noDataText: string;
}

export function SheetStatus({ reply, waitingForDate, empty, noDataText }: SheetStatusProps) {
  if (waitingForDate || reply.status === 'loading' || reply.status === 'idle') {
    return (
      <p className={styles.status} data-testid="raw-sheet-loading">
        {RAW_SHEET_TEXTS.loading}
      </p>
    );
  }
  const failure =
    reply.status === 'offline'
      ? 'The raw sheet needs a connection: it has not been opened online on this device yet.'
      : reply.status === 'error'
        ? httpErrorText(reply.httpStatus)
        : reply.data.success
          ? null
          : RAW_SHEET_TEXTS.loadFailed;
  if (failure !== null) {
    return (
      <div className={styles.status} role="alert" data-testid="raw-sheet-error">
        <p className={styles.statusTitle}>{RAW_SHEET_TEXTS.unableToLoad}</p>
        <p>{failure}</p>
      </div>
    );
  }
  return (
    <p className={styles.status} data-testid="raw-sheet-empty">
      {empty ? noDataText : RAW_SHEET_TEXTS.noData}
    </p>
  );
}
