// The profile's top bar: breadcrumbs Home > Add Picks > name, Back, 'View All Handicappers' and
// the My Picks dropdown.
import { useLocation } from 'wouter';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { canGoBack, goBack, navigation } from '../../state/navigation';
import { IconArrowLeft } from '../../ui/icons';
import { ProfilePicksDropdown } from './profile-picks-dropdown';
import styles from './handicapper-profile.module.css';

export function ProfileTopBar({ name }: { name: string | null }) {
  const [, navigate] = useLocation();
  const back = () => (canGoBack(navigation) ? goBack() : navigate(VIEW_PATHS.addPicks));
  const link = (path: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
  return (
    <div className={styles.topBar}>
      <nav
        aria-label="Breadcrumb"
        className={styles.breadcrumbs}
        data-testid="handicapper-breadcrumbs"
      >
        <ol>
          <li>
            <a href={VIEW_PATHS.home} onClick={link(VIEW_PATHS.home)} data-testid="breadcrumb-home">
              Home
            </a>
          </li>
          <li>
            <a
              href={VIEW_PATHS.addPicks}
              onClick={link(VIEW_PATHS.addPicks)}
              data-testid="breadcrumb-add-picks"
            >
              Add Picks
            </a>
          </li>
          <li aria-current="page">{name ?? '…'}</li>
        </ol>
      </nav>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.barButton}
          onClick={back}
          data-testid="handicapper-back"
        >
          <IconArrowLeft size={16} /> Back
        </button>
        <button
          type="button"
          className={styles.barButton}
          onClick={() => navigate(`${VIEW_PATHS.addPicks}?view=handicappers`)}
          data-testid="handicapper-view-all"
        >
          View All Handicappers
        </button>
        <ProfilePicksDropdown />
      </div>
    </div>
  );
}
