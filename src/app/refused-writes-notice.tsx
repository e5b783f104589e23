// Writes made offline that the server refused (a 4xx on replay) are told to the bettor, then
// dropped from the outbox when dismissed (refused telemetry never stays: src/db/outbox.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { database } from '../db/schema';
import { refusedWriteSubject } from '../api/cache-rules';
import { refusedWriteText } from '../domain/offline/outbox-texts';
import { auth } from '../state/auth';
import styles from './storage-persist-notice.module.css';

export function RefusedWritesNotice() {
  const userId = useSnapshot(auth).user?.id ?? null;
  const refused = useLiveQuery(
    () =>
      userId === null
        ? []
        : database()
            .outbox.filter((entry) => entry.userId === userId && entry.rejectedAt !== null)
            .toArray(),
    [userId],
  );
  const shown = (refused ?? []).filter((entry) => refusedWriteSubject(entry.url) !== null);

  if (shown.length === 0) return null;
  const dismiss = () => void database().outbox.bulkDelete(shown.map((e) => e.seq!));
  return (
    <div className={styles.notice} role="alert" data-testid="refused-writes">
      {shown.map((entry) => (
        <p key={entry.seq} className={styles.line} data-testid="refused-write">
          {refusedWriteText(refusedWriteSubject(entry.url)!, entry.lastError)}
        </p>
      ))}
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismiss}
        data-testid="refused-writes-dismiss"
      >
        Dismiss
      </button>
    </div>
  );
}
