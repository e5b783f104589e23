// In-app navigation history: a list of entries (paths or view names) and an index, with back /
// forward and the mouse's side buttons (3 = back, 4 = forward).

export interface NavigationHistory<T = string> {
  entries: readonly T[];
  /** -1 while the history is empty. */
  index: number;
}

export const MOUSE_BACK_BUTTON = 3;
export const MOUSE_FORWARD_BUTTON = 4;

export function emptyHistory<T = string>(): NavigationHistory<T> {
  return { entries: [], index: -1 };
}

export function currentEntry<T>(history: NavigationHistory<T>): T | undefined {
  return history.entries[history.index];
}

/** A new visit drops any forward entries, like a browser; revisiting the current one is a no-op. */
export function visitEntry<T>(history: NavigationHistory<T>, entry: T): NavigationHistory<T> {
  if (history.index >= 0 && currentEntry(history) === entry) return history;
  const entries = [...history.entries.slice(0, history.index + 1), entry];
  return { entries, index: entries.length - 1 };
}

/**
 * The history after the page shows `entry`: `knownIndex` is the index stamped on a browser
 * entry (a back / forward traversal, reload or redirect of that entry), null for a new visit.
 */
export function historyAfterLocation<T>(
  history: NavigationHistory<T>,
  entry: T,
  knownIndex: number | null,
): NavigationHistory<T> {
  if (knownIndex !== null && knownIndex >= 0 && knownIndex <= history.entries.length) {
    const entries = [...history.entries];
    entries[knownIndex] = entry;
    return { entries, index: knownIndex };
  }
  const next = history.index + 1;
  return { entries: [...history.entries.slice(0, next), entry], index: next };
}

export function canGoBack(history: NavigationHistory<unknown>): boolean {
  return history.index > 0;
}

export function canGoForward(history: NavigationHistory<unknown>): boolean {
  return history.index < history.entries.length - 1;
}

export function goBack<T>(history: NavigationHistory<T>): NavigationHistory<T> {
  return canGoBack(history) ? { ...history, index: history.index - 1 } : history;
}

export function goForward<T>(history: NavigationHistory<T>): NavigationHistory<T> {
  return canGoForward(history) ? { ...history, index: history.index + 1 } : history;
}

/** Which way a mouse button moves through the history: 3 back, 4 forward, others nowhere. */
export function mouseButtonDirection(button: number): 'back' | 'forward' | null {
  if (button === MOUSE_BACK_BUTTON) return 'back';
  if (button === MOUSE_FORWARD_BUTTON) return 'forward';
  return null;
}

export function historyAfterMouseButton<T>(
  history: NavigationHistory<T>,
  button: number,
): NavigationHistory<T> {
  const direction = mouseButtonDirection(button);
  if (direction === 'back') return goBack(history);
  if (direction === 'forward') return goForward(history);
  return history;
}
