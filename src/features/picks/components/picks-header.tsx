// The picks browser's header: back to the Parlay Engine, the logo, refresh, and the My Picks
// dropdown with its count badge.
import { Link } from 'wouter';
import { PICKS_BROWSER_TEXTS } from '../../../domain/picks/picks-browser-texts';
import { VIEW_PATHS } from '../../../domain/navigation/routes';
import { Logo } from '../../../ui/brand';
import { buttonClassName } from '../../../ui/button';
import { IconArrowLeft } from '../../../ui/icons';
import { MyPicksDropdown } from './my-picks-dropdown';
import { IconRefresh } from '../../../ui/icons';
import styles from './picks-header.module.css';

interface PicksHeaderProps {
  refreshing: boolean;
  onRefresh(): void;
}

export function PicksHeader({ refreshing, onRefresh }: PicksHeaderProps) {
  return (
    <header className={styles.header}>
      <Link
        href={VIEW_PATHS.home}
        className={buttonClassName('secondary', 'md', styles.back)}
        data-testid="add-picks-back"
      >
        <IconArrowLeft size={18} />
        <span className={styles.backText}>{PICKS_BROWSER_TEXTS.back}</span>
      </Link>
      <span className={styles.logo}>
        <Logo size={36} />
      </span>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('ghost', 'md', styles.iconButton)}
          onClick={onRefresh}
          disabled={refreshing}
          aria-label="Refresh picks"
          title="Refresh picks"
          data-testid="picks-refresh"
        >
          <span className={refreshing ? styles.spinning : undefined}>
            <IconRefresh size={18} />
          </span>
        </button>
        <MyPicksDropdown />
      </div>
    </header>
  );
}
