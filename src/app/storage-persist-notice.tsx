// One line under the header when the browser refused persistent storage while writes are queued.
import { STORAGE_NOT_PERSISTED_TEXT, useStoragePersistWarning } from './use-storage-persist';
import styles from './storage-persist-notice.module.css';

export function StoragePersistNotice() {
  if (!useStoragePersistWarning()) return null;
  return (
    <p className={styles.notice} role="status" data-testid="storage-not-persisted">
      {STORAGE_NOT_PERSISTED_TEXT}
    </p>
  );
}
