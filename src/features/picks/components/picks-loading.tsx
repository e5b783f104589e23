// The first-load screen ('Loading picks...'): an animated logo in place of the spec's video (no
// video asset ships); it fades out over 800 ms once picks arrive, then leaves the page.
import { useEffect, useState } from 'react';
import { PICKS_BROWSER_TEXTS } from '../../../domain/picks/picks-browser-texts';
import { Logo } from '../../../ui/brand';
import styles from './picks-status.module.css';

export const LOADING_FADE_MS = 800;

export function PicksLoading({ active }: { active: boolean }) {
  const [shown, setShown] = useState(active);
  // Loading again (Retry) shows it again at once; done starts the fade.
  if (active && !shown) setShown(true);
  useEffect(() => {
    if (active) return;
    const timer = setTimeout(() => setShown(false), LOADING_FADE_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (!shown) return null;
  return (
    <div
      className={`${styles.loading} ${active ? '' : styles.fading}`}
      role="status"
      data-testid="picks-loading"
      data-state={active ? 'loading' : 'done'}
    >
      <span className={styles.pulse}>
        <Logo size={72} />
      </span>
      <p className={styles.loadingText}>{PICKS_BROWSER_TEXTS.loading}</p>
    </div>
  );
}
