import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  currentEntry,
  emptyHistory,
  goBack,
  goForward,
  historyAfterLocation,
  historyAfterMouseButton,
  mouseButtonDirection,
  visitEntry,
} from '../../../../src/domain/navigation/navigation-history';

describe('navigation history', () => {
  const visited = ['/dashboard', '/add-picks', '/settings'].reduce(
    visitEntry,
    emptyHistory<string>(),
  );

  it('keeps a list and an index', () => {
    expect(visited).toEqual({ entries: ['/dashboard', '/add-picks', '/settings'], index: 2 });
    expect(canGoBack(visited)).toBe(true);
    expect(canGoForward(visited)).toBe(false);
    expect(canGoBack(emptyHistory())).toBe(false);
  });

  it('moves back and forward without falling off either end', () => {
    const back = goBack(goBack(goBack(visited)));
    expect(currentEntry(back)).toBe('/dashboard');
    expect(canGoForward(back)).toBe(true);
    expect(currentEntry(goForward(back))).toBe('/add-picks');
    expect(goForward(visited)).toBe(visited);
  });

  it('drops forward entries on a new visit and ignores revisiting the current one', () => {
    const branched = visitEntry(goBack(visited), '/upgrade');
    expect(branched.entries).toEqual(['/dashboard', '/add-picks', '/upgrade']);
    expect(visitEntry(branched, '/upgrade')).toBe(branched);
  });

  it('uses mouse buttons 3 (back) and 4 (forward)', () => {
    expect(mouseButtonDirection(3)).toBe('back');
    expect(mouseButtonDirection(4)).toBe('forward');
    expect(mouseButtonDirection(0)).toBeNull();
    const back = historyAfterMouseButton(visited, 3);
    expect(currentEntry(back)).toBe('/add-picks');
    expect(currentEntry(historyAfterMouseButton(back, 4))).toBe('/settings');
    expect(historyAfterMouseButton(visited, 1)).toBe(visited);
  });

  it('follows browser traversals by their stamped index and new visits by appending', () => {
    const traversed = historyAfterLocation(visited, '/add-picks', 1);
    expect(traversed).toEqual({ entries: visited.entries, index: 1 });
    const redirected = historyAfterLocation(visited, '/dashboard', 2);
    expect(redirected.entries).toEqual(['/dashboard', '/add-picks', '/dashboard']);
    const fresh = historyAfterLocation(traversed, '/upgrade', null);
    expect(fresh).toEqual({ entries: ['/dashboard', '/add-picks', '/upgrade'], index: 2 });
    expect(historyAfterLocation(emptyHistory<string>(), '/dashboard', 7)).toEqual({
      entries: ['/dashboard'],
      index: 0,
    });
  });
});
