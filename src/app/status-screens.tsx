// Full-screen states outside the shell: auth still resolving ('Loading...') and the general failure screen.
import { Button } from '../ui/button';
import { Logo } from '../ui/brand';
import { noteLoadingShown } from '../ui/first-frame-splash';
import styles from './status-screens.module.css';

export function LoadingScreen() {
  // No splash after this screen (src/ui/splash-clock.ts); idempotent, so safe during render.
  noteLoadingShown();
  return (
    <main className={styles.screen} data-testid="view-loading" aria-busy="true">
      <Logo size={64} className={styles.pulse} />
      <p className={styles.text} role="status">
        Loading...
      </p>
    </main>
  );
}

export const GENERAL_ERROR_TEXT = 'An error occurred. Please reload the page.';

export function ErrorScreen() {
  return (
    <main className={styles.screen} data-testid="view-error">
      <Logo size={64} />
      <p className={styles.text} role="alert">
        {GENERAL_ERROR_TEXT}
      </p>
      <Button data-testid="error-reload" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
