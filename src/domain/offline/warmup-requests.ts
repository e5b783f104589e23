// Which picks pages the warmup asks for next, within the limit of requests in flight.
import { PICK_TIERS, PICKS_MAX_CONCURRENT_REQUESTS } from './picks-cache-policy';
import type { PickTier } from './picks-cache-policy';
import type { WarmupState } from './picks-warmup';

export interface WarmupRequest {
  tier: PickTier;
  cursor: string | null;
}

/**
 * What to request next, in tier order, within the limit of 2 requests in flight: each tier's
 * first page, then top and high's following pages. A tier in error is retried by the caller
 * re-sending 'requested'.
 */
export function nextWarmupRequests(state: WarmupState): WarmupRequest[] {
  if (state.phase !== 'initializing' && state.phase !== 'warming') return [];
  const inFlight = PICK_TIERS.filter((t) => state.tiers[t].status === 'requesting').length;
  const wanted: WarmupRequest[] = [];
  for (const tier of PICK_TIERS) {
    const t = state.tiers[tier];
    if (t.status === 'idle') wanted.push({ tier, cursor: null });
    else if (t.status === 'success' && !t.complete && t.nextCursor !== null) {
      wanted.push({ tier, cursor: t.nextCursor });
    }
  }
  return wanted.slice(0, Math.max(0, PICKS_MAX_CONCURRENT_REQUESTS - inFlight));
}
