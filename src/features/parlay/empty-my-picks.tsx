// My Picks with nothing in it: the spec's fresh-start texts and the way to the picks browser.
import { Link } from 'wouter';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { buttonClassName } from '../../ui/button';
import { IconTicket } from '../../ui/icons';
import styles from './empty-my-picks.module.css';

export function EmptyMyPicks() {
  return (
    <div className={styles.empty} data-testid="my-picks-empty">
      <span className={styles.icon} aria-hidden="true">
        <IconTicket size={28} />
      </span>
      <h3 className={styles.title}>Time for a fresh start</h3>
      <p className={styles.text}>You don&apos;t have any picks in your list</p>
      <Link
        href={VIEW_PATHS.addPicks}
        className={buttonClassName('primary', 'md')}
        data-testid="my-picks-empty-add"
      >
        Add Picks
      </Link>
    </div>
  );
}
