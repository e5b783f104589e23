// The start-up splash: the animated logo plays for the loading cap, then fades out over 800 ms
// while the login card appears (logo at +250 ms, card at +450 ms; see first-frame.css and
// login-view.module.css). The spec's splash is a video at 1.5x; we ship no video asset, so the logo
// animation stands in for it, keeps its timings, and is skipped for people who prefer reduced
// motion (the system's setting or the bettor's, Settings > Preferences). On a page's first screen
// the splash is the one index.html painted before any script (src/ui/first-frame-splash.ts): this
// component carries it on, on the same clock, instead of drawing a second one.
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../state/display-preferences';
import { LOGO_URL } from '../../ui/brand';
import { adoptFirstSplash, hadFirstSplash, loadingWasShown } from '../../ui/first-frame-splash';

export const SPLASH_TIMINGS = {
  playbackRate: 1.5,
  loadingCapMs: 2000,
  fadeOutMs: 800,
  logoFadeInMs: 250,
  cardFadeInMs: 450,
} as const;

export interface SplashRun {
  /** How far into the splash the page already is (ms): the first frame started it. */
  elapsedMs: number;
  /** The first frame's splash element, carried on; null: this component draws its own. */
  adopted: HTMLElement | null;
}

let shownThisPage = false;

/**
 * Whether this mount plays the splash (the first sign-in screen of the page load only, and not
 * after a 'Loading...' screen), and from where; null when it does not.
 */
export function useSplash(): SplashRun | null {
  const [run] = useState((): SplashRun | null => {
    const play = !shownThisPage && !prefersReducedMotion() && !loadingWasShown();
    shownThisPage = true;
    const first = adoptFirstSplash(performance.now());
    if (!play) {
      first?.element.remove();
      return null;
    }
    if (first) return { elapsedMs: first.elapsedMs, adopted: first.element };
    // The start-up splash already went with another first screen: none later in this page.
    return hadFirstSplash() ? null : { elapsedMs: 0, adopted: null };
  });
  return run;
}

export function Splash({ run }: { run: SplashRun }) {
  const capLeft = Math.max(0, SPLASH_TIMINGS.loadingCapMs - run.elapsedMs);
  const [phase, setPhase] = useState<'playing' | 'fading' | 'done'>('playing');
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), capLeft);
    const done = setTimeout(() => setPhase('done'), capLeft + SPLASH_TIMINGS.fadeOutMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [capLeft]);
  const { adopted } = run;
  useEffect(() => {
    if (!adopted) return;
    if (phase === 'fading') adopted.classList.add('splash-fading');
    if (phase === 'done') adopted.remove();
  }, [adopted, phase]);
  // Leaving the sign-in screen (signed in during the splash) takes the adopted splash along.
  useEffect(() => (adopted ? () => adopted.remove() : undefined), [adopted]);
  if (adopted || phase === 'done') return null;
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
