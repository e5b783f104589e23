// The sidebar's collapsible 'My Favorite Handicappers' list: the account's favourites from Dexie
// (offline too), each opening that handicapper's profile; synced from the server on start.
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { NO_FAVORITES_TEXT } from '../../domain/lists/favorites';
import { selectHandicapper } from '../../state/handicapper-selection';
import { shellUi, toggleFavorites } from '../../state/ui';
import { useFavorites } from '../../state/hooks/use-favorites';
import { IconChevronDown, IconStar } from '../../ui/icons';
import { useFavoritesSync } from './use-favorites-sync';
import styles from './sidebar.module.css';

const LIST_ID = 'sidebar-favorites';

export function FavoritesSection() {
  const { favoritesOpen } = useSnapshot(shellUi);
  const { favorites } = useFavorites();
  const [, navigate] = useLocation();
  useFavoritesSync();
  const list = favorites ?? [];
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
        {list.length === 0 ? (
          <p className={styles.favoritesEmpty} data-testid="favorites-empty">
            {NO_FAVORITES_TEXT}
          </p>
        ) : (
          <ul className={styles.favoritesList} data-testid="favorites-list">
            {list.map((fav) => (
              <li key={fav.id}>
                <button
                  type="button"
                  className={styles.favoriteItem}
                  onClick={() => navigate(selectHandicapper(fav.id))}
                  data-testid="favorite-item"
                  data-handicapper-id={fav.id}
                >
                  <span className={styles.favoriteName}>{fav.name || `Handicapper ${fav.id}`}</span>
                  <span className={styles.favoriteAccuracy}>{fav.accuracy}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
