// The picks browser (/add-picks): header, search and filters, league tabs, View By (Picks or
// Handicappers), and the lists the data worker answers from its cache, offline too.
import { useEffect, useState } from 'react';
import { EVENTS_LOAD_DEBOUNCE_MS } from '../../domain/offline/events-cache';
import { nextVisibleCount } from '../../domain/picks/list-paging';
import type { StatTypeFilter } from '../../domain/picks/pick-filters';
import { emptyList } from '../../domain/picks/empty-list-text';
import { picksListFooter } from '../../domain/picks/picks-list-footer';
import { HandicappersList } from './components/handicappers-list';
import { PicksHeader } from './components/picks-header';
import { PicksList } from './components/picks-list';
import { PicksLoading } from './components/picks-loading';
import { CachedNotice, PicksError } from './components/picks-status';
import { PicksToolbar, type ViewBy } from './components/picks-toolbar';
import { trackPicks, useFlushTelemetryOnHide } from './hooks/picks-telemetry';
import { useDebounced } from './hooks/use-debounced';
import { listIdOf, usePickActions } from './hooks/use-pick-actions';
import { usePicksQueries } from './hooks/use-picks-queries';
import { useTabScroll } from './hooks/use-tab-scroll';
import { useSnapshot } from 'valtio';
import { displayPreferences } from '../../state/display-preferences';
import { useSlateDate } from '../../state/slate';
import styles from './add-picks-view.module.css';

/** 'View All Handicappers' (the profile) opens this screen with ?view=handicappers. */
function initialViewBy(): ViewBy {
  return new URLSearchParams(window.location.search).get('view') === 'handicappers'
    ? 'handicappers'
    : 'picks';
}

export function AddPicksView() {
  const [viewBy, setViewBy] = useState<ViewBy>(initialViewBy);
  const [handicappersWanted, setHandicappersWanted] = useState(() => viewBy === 'handicappers');
  const [search, setSearch] = useState('');
  // the bettor's default league tab (Settings > Preferences) until they tap one: a default that
  // arrives from the server after the view opened (another device saved it) still applies
  const defaultLeague = useSnapshot(displayPreferences).default_league;
  const [chosenLeague, setLeague] = useState<string | null>(null);
  const league = chosenLeague ?? defaultLeague;
  const [statType, setStatType] = useState<StatTypeFilter>('ALL');
  const [refreshing, setRefreshing] = useState(false);
  const [lastFailure, setLastFailure] = useState<string | null>(null);
  const query = useDebounced(search, EVENTS_LOAD_DEBOUNCE_MS);
  const data = usePicksQueries({ league, statType, search: query }, handicappersWanted);
  const slateDate = useSlateDate();
  const actions = usePickActions(viewBy);
  const beforeSwitch = useTabScroll(viewBy);
  useFlushTelemetryOnHide();

  useEffect(() => {
    if (query.trim() !== '')
      trackPicks({ event: 'picks_search', payload: { query, view: viewBy } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per settled query
  }, [query]);

  const changeFilter = (next: { league?: string; statType?: StatTypeFilter }) => {
    const nextLeague = next.league ?? league;
    const nextStat = next.statType ?? statType;
    if (nextLeague === league && nextStat === statType) return;
    setLeague(nextLeague);
    setStatType(nextStat);
    trackPicks({
      event: 'picks_filter',
      payload: { league: nextLeague, statType: nextStat, view: viewBy },
    });
  };
  const switchView = (next: ViewBy) => {
    beforeSwitch(next);
    if (next === 'handicappers') setHandicappersWanted(true);
    setViewBy(next);
  };
  const reload = async () => {
    setLastFailure(null);
    setRefreshing(true);
    await data.reload();
    setRefreshing(false);
  };
  const page = data.picks.data;
  const rows = page?.rows ?? [];
  // The worker retries on its own, answering 'loading' between tries: the error stays on screen
  // until rows arrive or the bettor presses Retry, instead of blinking with each try.
  const liveFailure = data.picks.failure ?? page?.error ?? null;
  if (liveFailure !== null && liveFailure !== lastFailure) setLastFailure(liveFailure);
  if (rows.length > 0 && lastFailure !== null) setLastFailure(null);
  const failure = liveFailure ?? (rows.length === 0 ? lastFailure : null);
  const firstLoad = rows.length === 0 && failure === null && (page === null || page.loading);
  const hPage = data.handicappers.data;
  const hFailure = data.handicappers.failure ?? hPage?.error ?? null;
  const notice = (viewBy === 'picks' ? page?.cachedNotice : hPage?.cachedNotice) ?? null;

  return (
    <div className={styles.view} data-testid="view-add-picks">
      <PicksHeader refreshing={refreshing} onRefresh={() => void reload()} />
      <PicksToolbar
        search={search}
        statType={statType}
        league={league}
        viewBy={viewBy}
        onSearch={setSearch}
        onStatType={(value) => changeFilter({ statType: value })}
        onLeague={(value) => changeFilter({ league: value })}
        onViewBy={switchView}
      />
      {notice !== null && failure === null && <CachedNotice notice={notice} />}
      <div className={styles.picksTab} hidden={viewBy !== 'picks'}>
        {failure !== null && rows.length === 0 && (
          <PicksError message={failure} onRetry={() => void reload()} />
        )}
        <PicksLoading active={firstLoad} />
        {!firstLoad && (
          <PicksList
            rows={rows}
            addedIds={actions.addedIds}
            idOf={listIdOf}
            footer={picksListFooter({
              visible: data.visiblePicks,
              matched: page?.matched ?? 0,
              loading: page?.loading ?? true,
              more: page?.more ?? false,
            })}
            emptyText={emptyList({ league, search: query, date: slateDate, statType })}
            onNearEnd={() => {
              if (!data.picks.pending && rows.length >= data.visiblePicks)
                data.morePicks((v) => nextVisibleCount(v, page?.matched ?? v));
            }}
            onOpen={actions.openPick}
            onToggle={actions.togglePick}
          />
        )}
      </div>
      {handicappersWanted && (
        <div hidden={viewBy !== 'handicappers'}>
          {hFailure !== null && (hPage?.rows.length ?? 0) === 0 ? (
            <PicksError message={hFailure} onRetry={() => void reload()} />
          ) : (
            <HandicappersList
              rows={hPage?.rows ?? null}
              loading={hPage?.loading ?? true}
              more={hPage?.more ?? false}
              footer={picksListFooter({
                visible: data.visibleHandicappers,
                matched: hPage?.matched ?? 0,
                loading: hPage?.loading ?? true,
                more: hPage?.more ?? false,
              })}
              favoriteIds={actions.favoriteIds}
              canFavorite={actions.canFavorite}
              limit={actions.limit}
              addedIds={actions.addedIds}
              idOf={listIdOf}
              onNearEnd={() => {
                if (
                  !data.handicappers.pending &&
                  (hPage?.rows.length ?? 0) >= data.visibleHandicappers
                )
                  data.moreHandicappers((v) => nextVisibleCount(v, hPage?.matched ?? v));
              }}
              onOpenProfile={actions.openProfile}
              onFavorite={(h) => void actions.favorite(h)}
              onOpenPick={actions.openPick}
              onTogglePick={actions.togglePick}
            />
          )}
        </div>
      )}
    </div>
  );
}
