// The top bar: menu (phones), back/forward through the app's history, connection state, slate date, sign-out.
import { useSnapshot } from 'valtio';
import { formatSlateDate } from '../../domain/time/slate-date';
import { signOut } from '../../state/auth';
import { canGoBack, canGoForward, goBack, goForward, navigation } from '../../state/navigation';
import { openDrawer, shellUi } from '../../state/ui';
import { Logo } from '../../ui/brand';
import { IconArrowLeft, IconArrowRight, IconCalendar, IconLogout, IconMenu } from '../../ui/icons';
import { useSlateDate } from '../../state/slate';
import { SIDEBAR_ID } from './sidebar';
import { useIsOnline } from './use-media';
import styles from './app-header.module.css';

export function AppHeader({ isPhone }: { isPhone: boolean }) {
  const history = useSnapshot(navigation);
  const { drawerOpen } = useSnapshot(shellUi);
  const slateDate = useSlateDate();
  const online = useIsOnline();

  return (
    <header className={styles.header}>
      {isPhone && (
        <>
          <button
            type="button"
            className={styles.iconButton}
            onClick={openDrawer}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls={SIDEBAR_ID}
            data-testid="menu-toggle"
          >
            <IconMenu />
          </button>
          <Logo size={30} />
        </>
      )}
      <div className={styles.history}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={goBack}
          disabled={!canGoBack(history)}
          aria-label="Back"
          data-testid="nav-back"
        >
          <IconArrowLeft size={18} />
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.forward}`}
          onClick={goForward}
          disabled={!canGoForward(history)}
          aria-label="Forward"
          data-testid="nav-forward"
        >
          <IconArrowRight size={18} />
        </button>
      </div>

      <div className={styles.end}>
        {!online && (
          <span className={styles.offline} role="status" data-testid="offline-badge">
            <span className={styles.offlineDot} aria-hidden="true" />
            <span className={styles.offlineText}>Offline</span>
          </span>
        )}
        <p className={styles.slate}>
          <IconCalendar size={16} className={styles.slateIcon} />
          <span className={styles.slateLabel}>Slate</span>
          <span className={styles.slateDate} data-testid="slate-date">
            {slateDate ? formatSlateDate(slateDate) : '…'}
          </span>
        </p>
        <button
          type="button"
          className={styles.signOut}
          onClick={() => void signOut()}
          aria-label={isPhone ? 'Sign out' : undefined}
          data-testid="sign-out"
        >
          <IconLogout size={18} />
          {!isPhone && <span>Sign out</span>}
        </button>
      </div>
    </header>
  );
}
