// The raw sheet's sport tabs (MLB, NFL, NCAA Football) and the chosen sport's sub-tabs.
import { RAW_SHEET_TABS, type RawSheetSport } from '../../domain/raw-sheet/raw-sheet-table';
import styles from './raw-sheet.module.css';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

interface SheetTabsProps {
  sports: RawSheetSport[];
  sport: RawSheetSport;
  tab: string;
  onSport(sport: RawSheetSport): void;
  onTab(tab: string): void;
}

export function SheetTabs({ sports, sport, tab, onSport, onTab }: SheetTabsProps) {
  return (
    <div className={styles.tabRows}>
      <div className={styles.sports} role="tablist" aria-label="Sport">
        {sports.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === sport}
            className={styles.sportTab}
            onClick={() => onSport(s)}
            data-testid={`raw-sheet-sport-${slug(s)}`}
          >
            {s}
          </button>
        ))}
      </div>
      <div className={styles.subTabs} role="tablist" aria-label={`${sport} tables`}>
        {RAW_SHEET_TABS[sport].map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            className={styles.subTab}
            onClick={() => onTab(t)}
            data-testid={`raw-sheet-tab-${slug(t)}`}
          >
            {t}
          </button>
        ))}
      </div>
    </div>
  );
}
