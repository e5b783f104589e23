// The app's navigation history (a list of paths and an index), kept in step with the browser's history.
import { proxy } from 'valtio';

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
  const { entries } = navigation;
  if (navIndex !== null && navIndex <= entries.length) {
    // A known entry: a back/forward traversal, a reload, or a replace (redirect) of that entry.
    if (entries[navIndex] !== path) entries[navIndex] = path;
    navigation.index = navIndex;
  } else {
    // A new visit: drop anything forward of the current entry, then append.
    const next = navigation.index + 1;
    entries.splice(next, entries.length - next, path);
    navigation.index = next;
  }
  persist();
  return navigation.index;
}

/** Read-only view of the store, as components get it from useSnapshot. */
type HistoryView = { readonly entries: readonly string[]; readonly index: number };

export function canGoBack(state: HistoryView): boolean {
  return state.index > 0;
}

export function canGoForward(state: HistoryView): boolean {
  return state.index < state.entries.length - 1;
}

/** Moves one entry back; the browser's popstate then updates the index through recordLocation. */
export function goBack(): void {
  if (canGoBack(navigation)) window.history.back();
}

export function goForward(): void {
  if (canGoForward(navigation)) window.history.forward();
}
