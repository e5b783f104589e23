// What the worker's modules get from outside: the database, the network, the clock and timers,
// passed in so unit tests can drive them with fake-indexeddb, a fake fetch and a pinned clock.
import type { ParlayDatabase } from '../src/db/schema';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WorkerDeps {
  db: ParlayDatabase;
  fetch: FetchLike;
  /** Milliseconds since the epoch; the only clock the modules read. */
  now(): number;
  timers: Timers;
  /** The signed-in device's headers (`X-Device-Token`), empty when signed out. */
  authHeaders(): Promise<Record<string, string>>;
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Background work whose failure is already handled (or harmless): never an unhandled rejection. */
export function quietly(work: Promise<unknown>): void {
  work.catch(() => undefined);
}
