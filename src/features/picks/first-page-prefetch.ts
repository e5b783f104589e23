// Opening the app on /add-picks: the first 25 picks are asked of the data worker at boot, so the
// worker reads its cache while the page is still resolving the session and loading the screen.
import { picksPageOf } from '../../api/data-worker-client';
import type { PicksPage, PicksWindow } from '../../api/worker-contract';
import { LIST_FIRST_PAGE } from '../../domain/picks/list-paging';
import { VIEW_PATHS } from '../../domain/navigation/routes';

/** What the screen asks first: no search, every league and stat type, rows [0, 25). */
export const FIRST_WINDOW: PicksWindow = {
  league: 'ALL',
  statType: 'ALL',
  search: '',
  offset: 0,
  limit: LIST_FIRST_PAGE,
};

let prefetched: Promise<PicksPage> | null = null;

/** Called once at boot; only the picks browser's own path pays for it. */
export function prefetchFirstPicksPage(pathname: string): void {
  if (pathname !== VIEW_PATHS.addPicks || prefetched !== null) return;
  // called synchronously: the worker is created while the rest of the bundle still evaluates
  try {
    prefetched = picksPageOf(FIRST_WINDOW);
  } catch (error) {
    prefetched = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  prefetched.catch(() => undefined);
}

/** The boot-time answer for the first window, handed out once; null for any other question. */
export function takePrefetchedPage(window: PicksWindow): Promise<PicksPage> | null {
  const same = (Object.keys(FIRST_WINDOW) as (keyof PicksWindow)[]).every(
    (key) => window[key] === FIRST_WINDOW[key],
  );
  if (!same || prefetched === null) return null;
  const answer = prefetched;
  prefetched = null;
  return answer;
}
