// When the splash started. The static first frame in index.html starts the splash's animations
// before any script runs; the React splash carries them on from that moment instead of starting
// over, so the spec's timings (2 s cap, 800 ms fade, logo +250 ms, card +450 ms) count from the
// first paint. A 'Loading...' screen shown first means no splash afterwards: the visitor never
// waits through both in a row.

let firstFrameStartedAt: number | null = null;
let loadingShown = false;

/**
 * Reads the first frame's animation start (document timeline, the clock of performance.now()).
 * Called by main.tsx before the app replaces the first frame.
 */
export function readFirstFrame(root: HTMLElement): void {
  const logo = root.querySelector('[data-first-frame] .splash-logo');
  const started = logo?.getAnimations?.()[0]?.startTime;
  firstFrameStartedAt = typeof started === 'number' ? started : null;
}

/** The app's first screen is not the sign-in screen: a later splash starts when it mounts. */
export function forgetFirstFrame(): void {
  firstFrameStartedAt = null;
}

/** The 'Loading...' screen has shown on this page. */
export function noteLoadingShown(): void {
  loadingShown = true;
  firstFrameStartedAt = null;
}

export function loadingWasShown(): boolean {
  return loadingShown;
}

/** When the splash being mounted now started: the first frame's start, once, else now. */
export function claimSplashStart(now: number): number {
  const started = firstFrameStartedAt ?? now;
  firstFrameStartedAt = null;
  return Math.min(started, now);
}
