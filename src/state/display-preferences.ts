// How this device shows things (odds format, the picks browser's first league tab, reduced
// motion), app-wide and before sign-in: the account's saved choice, remembered on the device so
// the splash and the first render already follow it. Settings and the shell write it; views read.
import { proxy, useSnapshot } from 'valtio';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  readDisplayPreferences,
  type DisplayPreferences,
} from '../domain/account/display-preferences';

const STORAGE_KEY = 'parlay-display-preferences';

function remembered(): DisplayPreferences {
  try {
    return readDisplayPreferences(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return { ...DEFAULT_DISPLAY_PREFERENCES };
  }
}

export const displayPreferences = proxy<DisplayPreferences>(
  typeof localStorage === 'undefined' ? { ...DEFAULT_DISPLAY_PREFERENCES } : remembered(),
);

function markRoot(reduced: boolean): void {
  if (typeof document !== 'undefined')
    document.documentElement.toggleAttribute('data-reduced-motion', reduced);
}
markRoot(displayPreferences.reduced_motion);

/** Applies `next` at once everywhere (and remembers it on this device). */
export function applyDisplayPreferences(next: Partial<DisplayPreferences>): void {
  const read = readDisplayPreferences({ ...displayPreferences, ...next });
  Object.assign(displayPreferences, read);
  markRoot(read.reduced_motion);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(read));
  } catch {
    // storage blocked: the choice still applies to this page
  }
}

export function useDisplayPreferences(): DisplayPreferences {
  return useSnapshot(displayPreferences);
}

/** Reduced motion: the bettor's setting, or the system's prefers-reduced-motion. */
export function prefersReducedMotion(): boolean {
  if (displayPreferences.reduced_motion) return true;
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
