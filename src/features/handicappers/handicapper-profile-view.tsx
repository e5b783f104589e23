// A handicapper's profile (/handicapper-profile?id=…): the record, the picks and the calibration
// card. With nobody selected it says so and offers the way home.
import { useLocation, useSearch } from 'wouter';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { PROFILE_TEXTS } from '../../domain/handicappers/profile-picks';
import { selectedHandicapperId } from '../../state/handicapper-selection';
import { Button } from '../../ui/button';
import { IconUser } from '../../ui/icons';
import { HandicapperProfile } from './handicapper-profile';
import styles from './handicapper-profile-view.module.css';

export function HandicapperProfileView() {
  const search = useSearch();
  const id = selectedHandicapperId(search);
  if (id === null) return <NoSelection />;
  return <HandicapperProfile key={id} id={id} />;
}

function NoSelection() {
  const [, navigate] = useLocation();
  return (
    <div className={styles.view} data-testid="view-handicapper-profile">
      <div className={styles.empty}>
        <span className={styles.icon} aria-hidden="true">
          <IconUser size={30} />
        </span>
        <h1 className={styles.title} data-testid="handicapper-empty">
          {PROFILE_TEXTS.noSelection}
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
          {PROFILE_TEXTS.returnHome}
        </Button>
      </div>
    </div>
  );
}
