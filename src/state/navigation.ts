// The app's navigation history (a list of paths and an index), kept in step with the browser's history.
import { proxy } from 'valtio';
import {
  canGoBack as historyCanGoBack,
  canGoForward as historyCanGoForward,
  historyAfterLocation,
  type NavigationHistory,
} from '../domain/navigation/navigation-history';

export interface NavigationState {
  entries: string[];
  index: number;
}

/** history.state carries the entry's index, so a browser back/forward can be told from a new visit. */
export interface NavigationHistoryState {
  navIndex: number;
}

const SESSION_KEY = 'parlay-nav-history';

function restored(): NavigationState {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<NavigationState>) : undefined;
    if (parsed && Array.isArray(parsed.entries) && typeof parsed.index === 'number') {
      return { entries: parsed.entries.filter((e) => typeof e === 'string'), index: parsed.index };
    }
  } catch {
    // Storage blocked or corrupt: start a fresh history.
  }
  return { entries: [], index: -1 };
}

export const navigation = proxy<NavigationState>(restored());

function persist(): void {
  try {
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ entries: navigation.entries, index: navigation.index }),
    );
  } catch {
    // Not fatal: the history only lives for this page then.
  }
}

export function navIndexOf(state: unknown): number | null {
  const value = (state as Partial<NavigationHistoryState> | null)?.navIndex;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * Records that the page now shows `path`. `navIndex` is the index stamped on the browser entry
 * (null for a fresh entry). Returns the index to stamp on the browser entry.
 */
export function recordLocation(path: string, navIndex: number | null): number {
  const next = historyAfterLocation<string>(navigation, path, navIndex);
  navigation.entries = [...next.entries];
  navigation.index = next.index;
  persist();
  return navigation.index;
}

/** Read-only view of the store, as components get it from useSnapshot. */
type HistoryView = Readonly<NavigationHistory<string>>;

export function canGoBack(state: HistoryView): boolean {
  return historyCanGoBack(state);
}

export function canGoForward(state: HistoryView): boolean {
  return historyCanGoForward(state);
}

/** Moves one entry back; the browser's popstate then updates the index through recordLocation. */
export function goBack(): void {
  if (canGoBack(navigation)) window.history.back();
}

export function goForward(): void {
  if (canGoForward(navigation)) window.history.forward();
}
