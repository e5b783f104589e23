// In-app navigation history: a list of views and an index, with back / forward and the mouse's
// side buttons (3 = back, 4 = forward).
import type { ViewName } from './routes';

export interface NavigationHistory {
  entries: readonly ViewName[];
  index: number;
}

export const MOUSE_BACK_BUTTON = 3;
export const MOUSE_FORWARD_BUTTON = 4;

export function startHistory(view: ViewName): NavigationHistory {
  return { entries: [view], index: 0 };
}

export function currentView(history: NavigationHistory): ViewName {
  return history.entries[history.index] ?? 'home';
}

/** Opening a view drops any forward entries, like a browser; reopening the same view is a no-op. */
export function visitView(history: NavigationHistory, view: ViewName): NavigationHistory {
  if (currentView(history) === view) return history;
  const entries = [...history.entries.slice(0, history.index + 1), view];
  return { entries, index: entries.length - 1 };
}

export function canGoBack(history: NavigationHistory): boolean {
  return history.index > 0;
}

export function canGoForward(history: NavigationHistory): boolean {
  return history.index < history.entries.length - 1;
}

export function goBack(history: NavigationHistory): NavigationHistory {
  return canGoBack(history) ? { ...history, index: history.index - 1 } : history;
}

export function goForward(history: NavigationHistory): NavigationHistory {
  return canGoForward(history) ? { ...history, index: history.index + 1 } : history;
}

/** Mouse button 3 goes back, 4 goes forward; other buttons leave the history alone. */
export function historyAfterMouseButton(
  history: NavigationHistory,
  button: number,
): NavigationHistory {
  if (button === MOUSE_BACK_BUTTON) return goBack(history);
  if (button === MOUSE_FORWARD_BUTTON) return goForward(history);
  return history;
}
