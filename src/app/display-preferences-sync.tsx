// Keeps the device's display preferences (src/state/display-preferences.ts) in step with the
// account's saved ones, changes still in the outbox first. Loaded off the first route's critical
// path (display-preferences-provider.tsx): until it runs, the choice this device remembers holds.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { dataWorker } from '../api/data-worker-client';
import type { PreferencesReply } from '../api/preferences-contract';
import { unsentPreferenceChanges } from '../db/preferences';
import { database } from '../db/schema';
import { readDisplayPreferences } from '../domain/account/display-preferences';
import { auth } from '../state/auth';
import { applyDisplayPreferences } from '../state/display-preferences';
import { useApiGet } from '../state/hooks/use-api-get';

export function DisplayPreferencesSync() {
  const userId = useSnapshot(auth).user?.id ?? null;
  const server = useApiGet<PreferencesReply>(userId === null ? null : '/settings/preferences');
  const saved = server.status === 'ok' ? server.data.preferences : null;
  const unsent = useLiveQuery(
    () => (userId === null ? null : unsentPreferenceChanges(database(), userId)),
    [userId],
  );
  const appliedFrom = useRef<unknown>(null);

  useEffect(() => {
    if (saved === null || unsent === undefined) return;
    // a set already applied is not applied again: after the outbox sends a change, the server's
    // older copy here must not undo what this page chose
    if (unsent === null && appliedFrom.current === saved) return;
    appliedFrom.current = saved;
    applyDisplayPreferences(readDisplayPreferences({ ...saved, ...(unsent ?? {}) }));
  }, [saved, unsent]);

  // Changes saved offline go out as soon as the page is back online (the data worker's own
  // 'online' event is not fired in every browser, and its timer waits up to 30 s).
  const waiting = unsent != null;
  useEffect(() => {
    if (!waiting) return undefined;
    const flush = () =>
      void dataWorker()
        .flushOutbox()
        .catch(() => undefined);
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [waiting]);

  return null;
}
