// Settings > Preferences: odds format, default league, reduced motion, the staking set the
// optimizer uses, and how long a device stays signed in. A change applies at once on this device
// and is saved through the outbox (sent now, or when the connection returns); the session
// duration changes this device's sign-in, so it needs the network.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { apiPost, isFailure } from '../../api/client';
import { dataWorker } from '../../api/data-worker-client';
import type { PreferencesReply, SessionDurationReply } from '../../api/preferences-contract';
import { queuePreferences, rememberSaved } from '../../db/preferences';
import { database } from '../../db/schema';
import {
  checkAccountPreferenceChanges,
  type AccountPreferences,
} from '../../domain/account/account-preferences';
import { readPreferences } from '../../domain/parlay/bettor-preferences';
import { SETTINGS_CACHE_POLICIES } from '../../domain/offline/cache-freshness';
import { PREFERENCES_TEXTS } from '../../domain/account/settings-texts';
import { auth } from '../../state/auth';
import { applyDisplayPreferences } from '../../state/display-preferences';
import { Card } from '../../ui/card';
import { DisplaySection, SessionSection, StakingSection } from './preferences-sections';
import { SettingsResourceGate } from './settings-resource-gate';
import { useSettingsResource } from './use-settings-resource';
import styles from './settings-tab.module.css';
import { clientNow } from '../../api/clock';

export function PreferencesTab() {
  const resource = useSettingsResource<PreferencesReply>(
    '/settings/preferences',
    'preferences',
    SETTINGS_CACHE_POLICIES.preferences.maxAgeMs,
  );
  return (
    <SettingsResourceGate resource={resource} name="preferences">
      {(reply) => (
        <PreferencesForm
          reply={reply}
          offline={resource.offline}
          onSaved={(next) => resource.replace(next)}
        />
      )}
    </SettingsResourceGate>
  );
}

function flushOutbox(): void {
  void Promise.resolve()
    .then(() => dataWorker().flushOutbox())
    .catch(() => undefined);
}

interface FormProps {
  reply: PreferencesReply;
  offline: boolean;
  onSaved(next: PreferencesReply): void;
}

function PreferencesForm({ reply, offline, onSaved }: FormProps) {
  const userId = useSnapshot(auth).user?.id ?? null;
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const current = reply.preferences as AccountPreferences;

  /** Checks the change, applies it here at once, and queues it for the server. */
  const change = async (changes: Partial<AccountPreferences>): Promise<boolean> => {
    const checked = checkAccountPreferenceChanges(changes, current);
    if (!checked.ok) {
      setStatus({ text: checked.message, error: true });
      return false;
    }
    const next = checked.value;
    applyDisplayPreferences(next);
    if (userId !== null) rememberSaved(userId, readPreferences(next));
    onSaved({ ...reply, preferences: next });
    setStatus({
      text: offline ? PREFERENCES_TEXTS.savedOffline : PREFERENCES_TEXTS.saved,
      error: false,
    });
    if (userId === null) return true;
    // the session duration has its own call; everything else is queued as one whole set
    const { session_duration_hours: _hours, ...queued } = next;
    await queuePreferences(database(), userId, queued, clientNow());
    flushOutbox();
    // offline: sent the moment the page is back online (the data worker's own 'online' event
    // is not fired in every browser, and its timer waits up to 30 s)
    if (navigator.onLine === false) window.addEventListener('online', flushOutbox, { once: true });
    return true;
  };

  const changeSession = async (hours: number) => {
    setStatus({ text: PREFERENCES_TEXTS.savingSession, error: false });
    const answer = await apiPost<SessionDurationReply>('/settings/preferences/session-duration', {
      session_duration_hours: hours,
    });
    if (answer.httpStatus === 0) {
      setStatus({ text: PREFERENCES_TEXTS.sessionNeedsNetwork, error: true });
      return;
    }
    if (isFailure(answer)) {
      setStatus({ text: answer.message, error: true });
      return;
    }
    onSaved({ ...reply, preferences: answer.preferences, updated_at: answer.updated_at });
    const until = new Date(answer.expires_at).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    setStatus({ text: PREFERENCES_TEXTS.sessionSaved(until), error: false });
  };

  return (
    <div className={styles.stack}>
      <Card>
        <DisplaySection preferences={current} onChange={(c) => void change(c)} />
      </Card>
      <Card>
        <StakingSection preferences={current} onChange={change} />
      </Card>
      <Card>
        <SessionSection
          hours={current.session_duration_hours}
          offline={offline}
          onChange={(hours) => void changeSession(hours)}
        />
      </Card>
      <p
        className={status?.error ? styles.error : styles.status}
        role="status"
        data-testid="preferences-status"
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
