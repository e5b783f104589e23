// The lists' status lines: 'Error loading picks: {message}' with Retry, and the cached-data notice.
import { usingCachedDataText } from '../../../domain/offline/events-cache';
import { loadingPicksErrorText } from '../../../domain/picks/picks-browser-texts';
import { Button } from '../../../ui/button';
import styles from './picks-status.module.css';

export function PicksError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className={styles.error} role="alert" data-testid="picks-error">
      <p className={styles.errorText}>{loadingPicksErrorText(message)}</p>
      <Button variant="secondary" onClick={onRetry} data-testid="picks-retry">
        Retry
      </Button>
    </div>
  );
}

/** The worker sends the whole sentence; a bare message gets the spec's prefix. */
export function CachedNotice({ notice }: { notice: string }) {
  const text = notice.startsWith('Using cached data') ? notice : usingCachedDataText(notice);
  return (
    <p className={styles.notice} role="status" data-testid="picks-cached-notice">
      {text}
    </p>
  );
}
