// The signed-in layout: sidebar (a drawer on phones), header with the slate date, and the content area.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { auth } from '../../state/auth';
import { closeDrawer, shellUi } from '../../state/ui';
import { RefusedWritesNotice } from '../refused-writes-notice';
import { StoragePersistNotice } from '../storage-persist-notice';
import { AppHeader } from './app-header';
import { LazyDialogs } from './lazy-dialogs';
import { Sidebar } from './sidebar';
import { useMyPicksPrefetch } from './use-my-picks-prefetch';
import { useMyPicksSync } from './use-my-picks-sync';
import { useFlushOnReconnect } from './use-flush-on-reconnect';
import { useLiveUpdates } from './use-live-updates';
import { useIsPhone } from './use-media';
import { useSlateWatch } from './use-slate-watch';
import styles from './shell.module.css';

export function Shell({ children }: { children: ReactNode }) {
  const { drawerOpen } = useSnapshot(shellUi);
  const { user } = useSnapshot(auth);
  const isPhone = useIsPhone();
  const [location] = useLocation();
  const drawerShown = isPhone && drawerOpen;

  useEffect(() => closeDrawer(), [location, isPhone]);
  useMyPicksPrefetch();
  useMyPicksSync();
  useSlateWatch();
  useFlushOnReconnect();
  useLiveUpdates(user?.id ?? null);

  useEffect(() => {
    if (!drawerShown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    window.addEventListener('keydown', onKey);
    document.body.classList.add(styles.scrollLocked ?? '');
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove(styles.scrollLocked ?? '');
    };
  }, [drawerShown]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Sidebar isPhone={isPhone} open={drawerShown} />
      {drawerShown && <div className={styles.scrim} onClick={closeDrawer} aria-hidden="true" />}
      <div className={styles.column}>
        <AppHeader isPhone={isPhone} />
        <main id="main" className={styles.main} tabIndex={-1}>
          <StoragePersistNotice />
          <RefusedWritesNotice />
          {children}
        </main>
      </div>
      <LazyDialogs />
    </div>
  );
}
