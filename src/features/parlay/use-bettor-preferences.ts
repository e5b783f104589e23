// The staking panel's view of the bettor's preferences, live: an unsent change from the outbox,
// else what this page saved, else the server's (or the stored) answer, else the defaults; and
// saving, which queues the change in the outbox and sends it when the network allows.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { dataWorker } from '../../api/data-worker-client';
import type { PreferencesReply } from '../../api/preferences-contract';
import { queuePreferences, unsentPreferences } from '../../db/preferences';
import { database } from '../../db/schema';
import {
  DEFAULT_BETTOR_PREFERENCES,
  readPreferences,
  type BettorPreferences,
} from '../../domain/parlay/bettor-preferences';
import { useApiGet } from '../../state/hooks/use-api-get';
import { rememberSaved, savedOnThisPage } from './bettor-preferences-source';
import { clientNow } from '../../api/clock';

export function useBettorPreferences(userId: number | null) {
  const server = useApiGet<PreferencesReply>(userId === null ? null : '/settings/preferences');
  const unsent = useLiveQuery(
    () => (userId === null ? null : unsentPreferences(database(), userId)),
    [userId],
  );
  const [, setSavedVersion] = useState(0);
  const saved = userId === null ? null : savedOnThisPage(userId);
  const preferences: BettorPreferences =
    unsent ??
    saved ??
    (server.status === 'ok' ? readPreferences(server.data.preferences) : null) ??
    DEFAULT_BETTOR_PREFERENCES;

  const save = async (next: BettorPreferences) => {
    if (userId === null) return;
    rememberSaved(userId, next);
    setSavedVersion((v) => v + 1);
    await queuePreferences(database(), userId, next, clientNow());
    void Promise.resolve()
      .then(() => dataWorker().flushOutbox())
      .catch(() => undefined);
  };
  return { preferences, pending: unsent != null, save };
}
