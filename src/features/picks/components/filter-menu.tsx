// The filter menu: Stat Type (Under, All, Over) and Leagues (double-click any league → ALL).
import { useRef, useState } from 'react';
import {
  LEAGUE_FILTERS,
  STAT_TYPE_OPTIONS,
  leagueAfterClick,
  type StatTypeFilter,
} from '../../../domain/picks/pick-filters';
import { IconFilter } from '../../../ui/icons';
import { useDismiss } from '../../../ui/use-dismiss';
import styles from './picks-toolbar.module.css';

interface FilterMenuProps {
  statType: StatTypeFilter;
  league: string;
  onStatType(value: StatTypeFilter): void;
  onLeague(value: string): void;
}

const MENU_ID = 'picks-filter-menu';

export function FilterMenu({ statType, league, onStatType, onLeague }: FilterMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const active = statType !== 'ALL' || league !== 'ALL';

  useDismiss(open, root, () => setOpen(false));

  return (
    <div className={styles.filterRoot} ref={root}>
      <button
        type="button"
        className={`${styles.filterButton} ${active ? styles.filterActive : ''}`}
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label="Filters"
        onClick={() => setOpen((o) => !o)}
        data-testid="filter-menu-toggle"
      >
        <IconFilter size={18} />
        <span className={styles.filterLabel}>Filters</span>
        {active && <span className={styles.filterDot} aria-hidden="true" />}
      </button>
      {open && (
        <div id={MENU_ID} className={styles.menu} data-testid="filter-menu">
          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>Stat Type</legend>
            <div className={styles.segmented}>
              {STAT_TYPE_OPTIONS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={statType === option.value}
                  className={styles.segment}
                  onClick={() => onStatType(option.value)}
                  data-testid={`filter-stat-${option.value.toLowerCase()}`}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>Leagues</legend>
            <div className={styles.chips}>
              {LEAGUE_FILTERS.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={league === value}
                  className={styles.chip}
                  onClick={() => onLeague(leagueAfterClick(value, false))}
                  onDoubleClick={() => onLeague(leagueAfterClick(value, true))}
                  data-testid={`filter-league-${value}`}
                >
                  {value}
                </button>
              ))}
            </div>
            <p className={styles.hint}>Double-click a league to show all leagues.</p>
          </fieldset>
        </div>
      )}
    </div>
  );
}
