// The client's one clock: the page, the data worker and the service worker read the time here
// and pass it down as `nowMs`, so src/domain and src/db stay deterministic and tests pin one place.
// It lives in src/api because that is the one layer every client runtime may import that is not
// pure (src/domain never reads the clock).

/** Milliseconds since the epoch on this device (a call, not a captured `Date.now`, so fake timers apply). */
export function clientNow(): number {
  return Date.now();
}
