// The splash of the first frame. index.html paints it before any script runs (outside #root, so
// the app's render leaves it in place); the sign-in screen adopts that very element and fades it
// out on the spec's clock (2 s cap, 800 ms fade, logo +250 ms, card +450 ms), counted from the
// first paint, instead of drawing a second splash. Any other first screen removes it. A
// 'Loading...' screen shown first means no splash afterwards: the visitor never waits through both
// in a row.

const FIRST_SPLASH_ID = 'first-splash';

let firstSplash: HTMLElement | null = null;
let pageHadFirstSplash = false;
let startedAt: number | null = null;
let loadingShown = false;

/** Finds the first frame's splash and when its animations started (performance.now() clock). */
export function readFirstSplash(): void {
  firstSplash = document.getElementById(FIRST_SPLASH_ID);
  pageHadFirstSplash = firstSplash !== null;
  const started = firstSplash?.querySelector('.splash-logo')?.getAnimations?.()[0]?.startTime;
  startedAt = typeof started === 'number' ? started : performance.now();
}

/** The first screen is not the sign-in screen: the first frame's splash goes at once. */
export function dropFirstSplash(): void {
  firstSplash?.remove();
  firstSplash = null;
}

/** The 'Loading...' screen is showing: no splash on this page after it. */
export function noteLoadingShown(): void {
  loadingShown = true;
  dropFirstSplash();
}

export function loadingWasShown(): boolean {
  return loadingShown;
}

/** The page started with the first frame's splash (carried on, or dropped for another screen). */
export function hadFirstSplash(): boolean {
  return pageHadFirstSplash;
}

/**
 * The first frame's splash and how long it has played (ms), handed over once to the sign-in
 * screen that carries it on; null when there is none left to carry on.
 */
export function adoptFirstSplash(now: number): { element: HTMLElement; elapsedMs: number } | null {
  const element = firstSplash;
  firstSplash = null;
  if (!element?.isConnected || startedAt === null) return null;
  return { element, elapsedMs: Math.max(0, Math.round(now - startedAt)) };
}
