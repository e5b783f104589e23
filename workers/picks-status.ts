// What the picks browser is told besides its rows: the warmup status in the contract's shape,
// the loading screen, 'Error loading picks' and the 'Using cached data: {message}' notice.
import type { WarmupStatus } from '../src/api/worker-contract';
import { usingCachedDataText } from '../src/domain/offline/events-cache';
import { PICK_TIERS, type PickTier } from '../src/domain/offline/picks-cache-policy';
import type { WarmupState } from '../src/domain/offline/picks-warmup';

export function warmupStatus(state: WarmupState): WarmupStatus {
  const tiers = Object.fromEntries(
    PICK_TIERS.map((tier) => {
      const t = state.tiers[tier];
      return [tier, { status: t.status, complete: t.complete, stale: t.stale, error: t.error }];
    }),
  ) as WarmupStatus['tiers'];
  return { phase: state.phase, date: state.date, fallbackUsed: state.fallbackUsed, tiers };
}

/** The first tier failure, top first. */
export function firstTierError(state: WarmupState): string | null {
  for (const tier of PICK_TIERS as readonly PickTier[]) {
    const error = state.tiers[tier].error;
    if (error) return error;
  }
  return null;
}

/** Data is shown but a refresh failed: 'Using cached data: {message}'. */
export function cachedNotice(state: WarmupState, otherError: string | null): string | null {
  const error = firstTierError(state) ?? otherError;
  return error ? usingCachedDataText(error) : null;
}

/** With nothing cached: the loading screen while a load runs, else the failure (or empty). */
export function nothingToShow(
  state: WarmupState,
  empty: boolean,
  events?: { loading: boolean; error: string | null },
): { loading: boolean; error: string | null } {
  if (!empty) return { loading: false, error: null };
  const running =
    state.phase === 'idle' || state.phase === 'initializing' || state.phase === 'warming';
  if (running || events?.loading) return { loading: true, error: null };
  return { loading: false, error: firstTierError(state) ?? events?.error ?? null };
}
