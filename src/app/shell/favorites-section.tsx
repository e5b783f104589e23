// The sidebar's collapsible 'My Favorite Handicappers' list (filled from Dexie by the handicappers release).
import { useSnapshot } from 'valtio';
import { shellUi, toggleFavorites } from '../../state/ui';
import { IconChevronDown, IconStar } from '../../ui/icons';
import styles from './sidebar.module.css';

const LIST_ID = 'sidebar-favorites';

export function FavoritesSection() {
  const { favoritesOpen } = useSnapshot(shellUi);
  return (
    <div className={styles.favorites}>
      <button
        type="button"
        className={styles.link}
        aria-expanded={favoritesOpen}
        aria-controls={LIST_ID}
        onClick={toggleFavorites}
        data-testid="favorites-toggle"
      >
        <span className={styles.linkIcon}>
          <IconStar />
        </span>
        <span className={styles.linkLabel}>My Favorite Handicappers</span>
        <IconChevronDown
          size={16}
          className={favoritesOpen ? styles.chevronOpen : styles.chevron}
        />
      </button>
      <div id={LIST_ID} hidden={!favoritesOpen} className={styles.favoritesBody}>
        <p className={styles.favoritesEmpty} data-testid="favorites-empty">
          No favorites yet
        </p>
      </div>
    </div>
  );
}
