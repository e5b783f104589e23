// The two lists' questions to the data worker: one visible window each, asked again when the
// filter, the window, or the worker's data changes (refresh in place, no reload).
import { useEffect, useState } from 'react';
import { dataWorker, picksPageOf } from '../../../api/data-worker-client';
import type { PicksFilter } from '../../../api/worker-contract';
import { LIST_FIRST_PAGE } from '../../../domain/picks/list-paging';
import { holdRefreshedAnswer } from '../../../domain/offline/picks-refresh-hold';
import { takePrefetchedPage } from '../first-page-prefetch';
import { useDataChanges } from './use-data-changes';
import { useWorkerQuery } from './use-worker-query';

const CHANGE_KINDS = ['picks', 'handicappers'] as const;

export function usePicksQueries(filter: PicksFilter, handicappersWanted: boolean) {
  const filterKey = `${filter.league}|${filter.statType}|${filter.search}`;
  // Each count belongs to one filter: a new filter starts both lists again at the first 25.
  const [picksCount, setPicksCount] = useState({ key: filterKey, count: LIST_FIRST_PAGE });
  const [hCount, setHCount] = useState({ key: filterKey, count: LIST_FIRST_PAGE });
  const visiblePicks = picksCount.key === filterKey ? picksCount.count : LIST_FIRST_PAGE;
  const visibleHandicappers = hCount.key === filterKey ? hCount.count : LIST_FIRST_PAGE;
  const [tick, setTick] = useState(0);
  const changes = useDataChanges(CHANGE_KINDS);

  // Warmup starts with the screen (idempotent in the worker while one runs), and runs again when
  // the connection comes back or the app returns to the foreground: the slate may have changed,
  // even under a run that is still going (it read some tiers before), so that run gets a sequel.
  useEffect(() => {
    const warm = (reread: boolean) =>
      void dataWorker()
        .warmPicks({ reread })
        .catch(() => undefined);
    const onVisible = () => document.visibilityState === 'visible' && warm(true);
    const onOnline = () => warm(true);
    warm(false);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const picks = useWorkerQuery(
    () => {
      const window = { ...filter, offset: 0, limit: visiblePicks };
      return takePrefetchedPage(window) ?? picksPageOf(window);
    },
    [filterKey, visiblePicks, changes, tick],
    {
      key: `${filterKey}|${visiblePicks}`,
      hold: (shown, next) =>
        holdRefreshedAnswer(shown, { rows: next.rows, phase: next.status.phase }),
    },
  );
  const handicappers = useWorkerQuery(
    handicappersWanted
      ? () => dataWorker().handicappersPage({ ...filter, offset: 0, limit: visibleHandicappers })
      : null,
    [filterKey, visibleHandicappers, changes, tick, handicappersWanted],
  );

  /** Refresh and Retry: the worker refetches everything, then both lists are asked again. */
  const reload = async () => {
    await dataWorker()
      .warmPicks({ force: true })
      .catch(() => undefined);
    setTick((t) => t + 1);
  };

  return {
    picks,
    handicappers,
    visiblePicks,
    visibleHandicappers,
    /** The sentinel neared the viewport: show `next(current)` rows. */
    morePicks: (next: (count: number) => number) =>
      setPicksCount({ key: filterKey, count: next(visiblePicks) }),
    moreHandicappers: (next: (count: number) => number) =>
      setHCount({ key: filterKey, count: next(visibleHandicappers) }),
    reload,
  };
}
