// Search, the filter menu, the league tab row and the 'View By' toggle, above both lists.
import {
  LEAGUE_FILTERS,
  SEARCH_PLACEHOLDER,
  leagueAfterClick,
} from '../../../domain/picks/pick-filters';
import type { StatTypeFilter } from '../../../domain/picks/pick-filters';
import { PICKS_BROWSER_TEXTS } from '../../../domain/picks/picks-browser-texts';
import { useTabStrip } from '../hooks/use-tab-strip';
import { FilterMenu } from './filter-menu';
import { IconSearch } from '../../../ui/icons';
import styles from './picks-toolbar.module.css';

export type ViewBy = 'picks' | 'handicappers';

interface PicksToolbarProps {
  search: string;
  statType: StatTypeFilter;
  league: string;
  viewBy: ViewBy;
  onSearch(value: string): void;
  onStatType(value: StatTypeFilter): void;
  onLeague(value: string): void;
  onViewBy(value: ViewBy): void;
}

const VIEWS: readonly { value: ViewBy; label: string }[] = [
  { value: 'picks', label: PICKS_BROWSER_TEXTS.viewByPicks },
  { value: 'handicappers', label: PICKS_BROWSER_TEXTS.viewByHandicappers },
];

export function PicksToolbar(props: PicksToolbarProps) {
  const { search, statType, league, viewBy, onSearch, onStatType, onLeague, onViewBy } = props;
  const { ref: stripRef, edges } = useTabStrip<HTMLDivElement>(league);
  return (
    <div className={styles.toolbar}>
      <div className={styles.searchRow}>
        <label className={styles.search}>
          <IconSearch size={18} />
          <input
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label="Search picks"
            data-testid="picks-search"
          />
        </label>
        <FilterMenu
          statType={statType}
          league={league}
          onStatType={onStatType}
          onLeague={onLeague}
        />
      </div>
      <div className={styles.tabRow}>
        <div
          ref={stripRef}
          className={styles.leagueTabs}
          role="group"
          aria-label="League"
          data-more-start={edges.start}
          data-more-end={edges.end}
        >
          {LEAGUE_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={league === value}
              className={styles.leagueTab}
              onClick={() => onLeague(leagueAfterClick(value, false))}
              onDoubleClick={() => onLeague(leagueAfterClick(value, true))}
              data-testid={`league-tab-${value}`}
            >
              {value}
            </button>
          ))}
        </div>
        <div className={styles.viewBy} role="group" aria-label="View By">
          <span className={styles.viewByLabel}>View By</span>
          {VIEWS.map((view) => (
            <button
              key={view.value}
              type="button"
              aria-pressed={viewBy === view.value}
              className={styles.viewByButton}
              onClick={() => onViewBy(view.value)}
              data-testid={`view-by-${view.value}`}
            >
              {view.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
