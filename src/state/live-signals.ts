// The window events the live stream (src/app/shell/use-live-updates.ts) raises, one per thing a
// page refreshes; the hooks that already know how to refresh it listen for them.
export const LIVE_SIGNALS = {
  slate: 'parlay:live-slate',
  myPicks: 'parlay:live-my-picks',
  favorites: 'parlay:live-favorites',
  /** A refresh job's results: the held picks' confidence notice asks again. */
  confidence: 'parlay:live-confidence',
} as const;

export function raiseLiveSignal(name: (typeof LIVE_SIGNALS)[keyof typeof LIVE_SIGNALS]): void {
  window.dispatchEvent(new Event(name));
}
