// The start-up splash: the animated logo plays for the loading cap, then fades out over 800 ms
// while the login card appears (logo at +250 ms, card at +450 ms; see first-frame.css and
// login-view.module.css). The spec's splash is a video at 1.5x; we ship no video asset, so the logo
// animation stands in for it, keeps its timings, and is skipped for people who prefer reduced
// motion (the system's setting or the bettor's, Settings > Preferences). Its first frame is painted
// by index.html before any script; this component carries it on from there (src/ui/splash-clock.ts).
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../state/display-preferences';
import { LOGO_URL } from '../../ui/brand';
import { claimSplashStart, loadingWasShown } from '../../ui/splash-clock';

export const SPLASH_TIMINGS = {
  playbackRate: 1.5,
  loadingCapMs: 2000,
  fadeOutMs: 800,
  logoFadeInMs: 250,
  cardFadeInMs: 450,
} as const;

let shownThisPage = false;

/**
 * Whether this mount plays the splash (the first sign-in screen of the page load only, and not
 * after a 'Loading...' screen), and how far into it the page already is (ms), or null.
 */
export function useSplash(): number | null {
  const [elapsedMs] = useState(() => {
    const play = !shownThisPage && !prefersReducedMotion() && !loadingWasShown();
    shownThisPage = true;
    if (!play) return null;
    const now = performance.now();
    return Math.round(now - claimSplashStart(now));
  });
  return elapsedMs;
}

export function Splash({ elapsedMs }: { elapsedMs: number }) {
  const capLeft = Math.max(0, SPLASH_TIMINGS.loadingCapMs - elapsedMs);
  const [phase, setPhase] = useState<'playing' | 'fading' | 'done'>('playing');
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), capLeft);
    const done = setTimeout(() => setPhase('done'), capLeft + SPLASH_TIMINGS.fadeOutMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [capLeft]);
  if (phase === 'done') return null;
  return (
    <div
      className={['splash', phase === 'fading' ? 'splash-fading' : ''].join(' ')}
      aria-hidden="true"
      data-testid="splash"
    >
      <img className="splash-logo" src={LOGO_URL} alt="" width={112} height={112} />
      <p className="splash-word">
        Parlay <span className="splash-accent">Engine</span>
      </p>
    </div>
  );
}
