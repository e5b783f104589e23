// Hands the bettor's odds format to the presentational components, and starts the sync with the
// account's saved preferences once the first screen has settled (it is not needed to draw it:
// this device's remembered choice already applies).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useDisplayPreferences } from '../state/display-preferences';
import { OddsFormatContext } from '../ui/odds-format';

const DisplayPreferencesSync = lazy(() =>
  import('./display-preferences-sync').then((m) => ({ default: m.DisplayPreferencesSync })),
);

/** How long after the shell mounts the sync starts: after the first route's own requests. */
const SYNC_DELAY_MS = 2500;

export function DisplayPreferencesProvider({ children }: { children: ReactNode }) {
  const { odds_format } = useDisplayPreferences();
  const [syncing, setSyncing] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSyncing(true), SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <OddsFormatContext.Provider value={odds_format}>
      {children}
      {syncing && (
        <Suspense fallback={null}>
          <DisplayPreferencesSync />
        </Suspense>
      )}
    </OddsFormatContext.Provider>
  );
}
