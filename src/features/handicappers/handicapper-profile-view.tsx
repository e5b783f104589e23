// A handicapper's profile (/handicapper-profile); with nobody selected it says so and offers the way home.
import { useLocation } from 'wouter';
import { VIEW_PATHS } from '../../domain/routes';
import { Button } from '../../ui/button';
import { IconUser } from '../../ui/icons';
import styles from './handicapper-profile-view.module.css';

export function HandicapperProfileView() {
  const [, navigate] = useLocation();
  return (
    <div className={styles.view} data-testid="view-handicapper-profile">
      <div className={styles.empty}>
        <span className={styles.icon} aria-hidden="true">
          <IconUser size={30} />
        </span>
        <h1 className={styles.title} data-testid="handicapper-empty">
          No handicapper selected
        </h1>
        <p className={styles.text}>
          Open a handicapper from the picks browser or from your favorites to see their record and
          picks.
        </p>
        <Button
          size="lg"
          onClick={() => navigate(VIEW_PATHS.home)}
          data-testid="handicapper-return-home"
        >
          Return Home
        </Button>
      </div>
    </div>
  );
}
