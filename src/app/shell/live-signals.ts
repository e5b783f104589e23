// The window events the live stream (use-live-updates.ts) raises, one per thing a page refreshes;
// the hooks that already know how to refresh it listen for them.
export const LIVE_SIGNALS = {
  slate: 'parlay:live-slate',
  myPicks: 'parlay:live-my-picks',
  favorites: 'parlay:live-favorites',
} as const;

export function raiseLiveSignal(name: (typeof LIVE_SIGNALS)[keyof typeof LIVE_SIGNALS]): void {
  window.dispatchEvent(new Event(name));
}
