// The server's one clock. Tests pin it; nothing else on the server reads the time directly.

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock frozen at `ms` that tests can move forward. */
export function fixedClock(
  ms: number,
): Clock & { advance(byMs: number): void; set(ms: number): void } {
  let current = ms;
  return {
    now: () => current,
    advance: (byMs) => {
      current += byMs;
    },
    set: (next) => {
      current = next;
    },
  };
}

export function isoAt(clock: Clock, offsetMs = 0): string {
  return new Date(clock.now() + offsetMs).toISOString();
}
