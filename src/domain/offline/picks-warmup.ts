// The picks warmup machine: idle → initializing → warming → complete (or aborted), each tier's
// status, and the one fallback to the previous UTC day when the top tier comes back empty.
import { shiftSlateDate } from '../time/slate-date';
import { PICK_TIERS, TIER_STALE_MS } from './picks-cache-policy';
import type { PickTier } from './picks-cache-policy';

export type WarmupPhase = 'idle' | 'initializing' | 'warming' | 'complete' | 'aborted';
export type TierStatus = 'idle' | 'requesting' | 'success' | 'error' | 'aborted';

export interface TierState {
  status: TierStatus;
  complete: boolean;
  nextCursor: string | null;
  retries: number;
  stale: boolean;
  error: string | null;
  fetchedAtMs: number | null;
  pages: number;
}

export interface WarmupState {
  phase: WarmupPhase;
  date: string;
  fallbackUsed: boolean;
  tiers: Record<PickTier, TierState>;
}

export const WARMUP_MESSAGES = {
  timeoutFallback: 'Timeout - trying fallback date',
  network: 'Network error',
} as const;

/** Only top and high keep fetching following pages during warmup. */
export const FOLLOWING_PAGE_TIERS: readonly PickTier[] = ['top', 'high'];

export type WarmupEvent =
  | { type: 'start'; date: string }
  | { type: 'requested'; tier: PickTier }
  | { type: 'pageLoaded'; tier: PickTier; count: number; nextCursor: string | null; atMs: number }
  | { type: 'pageFailed'; tier: PickTier; message?: string | null; timedOut?: boolean }
  | { type: 'abort' }
  | { type: 'tick'; nowMs: number }
  | { type: 'versionChanged' };

function idleTier(): TierState {
  return {
    status: 'idle',
    complete: false,
    nextCursor: null,
    retries: 0,
    stale: false,
    error: null,
    fetchedAtMs: null,
    pages: 0,
  };
}

function freshTiers(): Record<PickTier, TierState> {
  return Object.fromEntries(PICK_TIERS.map((t) => [t, idleTier()])) as Record<PickTier, TierState>;
}

export function initialWarmupState(date = ''): WarmupState {
  return { phase: 'idle', date, fallbackUsed: false, tiers: freshTiers() };
}

function withTier(state: WarmupState, tier: PickTier, patch: Partial<TierState>): WarmupState {
  const tiers = { ...state.tiers, [tier]: { ...state.tiers[tier], ...patch } };
  const done = PICK_TIERS.every((t) => tiers[t].complete || tiers[t].status === 'error');
  return { ...state, tiers, phase: done ? 'complete' : state.phase };
}

/** The first top page came back empty or timed out: retry once on the previous UTC day. */
function fallBack(state: WarmupState): WarmupState {
  return {
    phase: 'initializing',
    date: shiftSlateDate(state.date, -1),
    fallbackUsed: true,
    tiers: freshTiers(),
  };
}

function isFirstTopPage(state: WarmupState, tier: PickTier): boolean {
  return tier === 'top' && state.tiers.top.pages === 0;
}

export function warmupReducer(state: WarmupState, event: WarmupEvent): WarmupState {
  const running = state.phase === 'initializing' || state.phase === 'warming';
  switch (event.type) {
    case 'start':
      if (state.phase !== 'idle' && state.phase !== 'aborted') return state;
      return { phase: 'initializing', date: event.date, fallbackUsed: false, tiers: freshTiers() };
    case 'requested':
      if (!running) return state;
      return { ...withTier(state, event.tier, { status: 'requesting' }), phase: 'warming' };
    case 'pageLoaded': {
      if (!running) return state;
      if (event.count === 0 && isFirstTopPage(state, event.tier) && !state.fallbackUsed) {
        return fallBack(state);
      }
      const more = event.nextCursor !== null && FOLLOWING_PAGE_TIERS.includes(event.tier);
      return withTier(state, event.tier, {
        status: 'success',
        nextCursor: event.nextCursor,
        complete: !more,
        error: null,
        stale: false,
        fetchedAtMs: event.atMs,
        pages: state.tiers[event.tier].pages + 1,
      });
    }
    case 'pageFailed': {
      if (!running) return state;
      if (event.timedOut && isFirstTopPage(state, event.tier) && !state.fallbackUsed) {
        const fallen = fallBack(state);
        const top = { ...idleTier(), error: WARMUP_MESSAGES.timeoutFallback };
        return { ...fallen, tiers: { ...fallen.tiers, top } };
      }
      const tier = state.tiers[event.tier];
      const message = event.message || WARMUP_MESSAGES.network;
      const prefixed =
        isFirstTopPage(state, event.tier) && state.fallbackUsed
          ? `Fallback failed: ${message}`
          : tier.retries > 0
            ? `Retry failed: ${message}`
            : message;
      return withTier(state, event.tier, {
        status: 'error',
        error: prefixed,
        retries: tier.retries + 1,
      });
    }
    case 'abort': {
      if (!running) return state;
      const tiers = Object.fromEntries(
        PICK_TIERS.map((t) => {
          const tier = state.tiers[t];
          const cut = tier.status === 'requesting' || tier.status === 'idle';
          return [t, cut ? { ...tier, status: 'aborted' } : tier];
        }),
      ) as Record<PickTier, TierState>;
      return { ...state, phase: 'aborted', tiers };
    }
    case 'tick': {
      const tiers = Object.fromEntries(
        PICK_TIERS.map((t) => {
          const tier = state.tiers[t];
          const stale =
            tier.fetchedAtMs !== null && event.nowMs - tier.fetchedAtMs >= TIER_STALE_MS[t];
          return [t, stale === tier.stale ? tier : { ...tier, stale }];
        }),
      ) as Record<PickTier, TierState>;
      return PICK_TIERS.every((t) => tiers[t] === state.tiers[t]) ? state : { ...state, tiers };
    }
    case 'versionChanged':
      return initialWarmupState(state.date);
  }
}
