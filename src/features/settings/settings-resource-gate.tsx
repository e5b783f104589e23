// What every settings tab shows around its content: a loading line, the 'Error loading settings'
// panel with Retry, and the offline note above the last loaded values.
import type { ReactNode } from 'react';
import { SETTINGS_TEXTS } from '../../domain/account/settings-texts';
import { Button } from '../../ui/button';
import type { SettingsResource } from './use-settings-resource';
import styles from './settings-resource-gate.module.css';

interface GateProps<T> {
  resource: SettingsResource<T>;
  /** The tab's content, given the loaded answer. */
  children: (data: T) => ReactNode;
  /** Names the tab in test ids, e.g. 'referrals' → settings-error-referrals. */
  name: string;
}

export function SettingsResourceGate<T>({ resource, children, name }: GateProps<T>) {
  const { data, error, loading, offline, reload } = resource;
  if (data === null && loading)
    return (
      <p className={styles.loading} role="status" data-testid={`settings-loading-${name}`}>
        Loading…
      </p>
    );
  if (data === null)
    return <SettingsLoadError message={error ?? ''} onRetry={reload} name={name} />;
  return (
    <>
      {offline && <SettingsOfflineNote name={name} />}
      {children(data)}
    </>
  );
}

export function SettingsLoadError({
  message,
  onRetry,
  name,
}: {
  message: string;
  onRetry: () => void;
  name: string;
}) {
  return (
    <div className={styles.error} role="alert" data-testid={`settings-error-${name}`}>
      <h3 className={styles.errorTitle}>{SETTINGS_TEXTS.errorTitle}</h3>
      <p className={styles.errorMessage} data-testid={`settings-error-message-${name}`}>
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry} data-testid={`settings-retry-${name}`}>
        {SETTINGS_TEXTS.retry}
      </Button>
    </div>
  );
}

export function SettingsOfflineNote({ name }: { name: string }) {
  return (
    <p className={styles.offline} role="status" data-testid={`settings-offline-${name}`}>
      {SETTINGS_TEXTS.offlineNote}
    </p>
  );
}
