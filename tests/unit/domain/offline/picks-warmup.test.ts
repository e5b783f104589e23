import { describe, expect, it } from 'vitest';
import { initialWarmupState, warmupReducer } from '../../../../src/domain/offline/picks-warmup';
import { nextWarmupRequests } from '../../../../src/domain/offline/warmup-requests';
import type { PickTier } from '../../../../src/domain/offline/picks-cache-policy';
import type { WarmupEvent, WarmupState } from '../../../../src/domain/offline/picks-warmup';

const run = (state: WarmupState, ...events: WarmupEvent[]) => events.reduce(warmupReducer, state);
const started = run(initialWarmupState(), { type: 'start', date: '2025-07-20' });
const loaded = (
  tier: PickTier,
  count = 25,
  nextCursor: string | null = null,
  atMs = 0,
): WarmupEvent => ({
  type: 'pageLoaded',
  tier,
  count,
  nextCursor,
  atMs,
});

describe('warmup phases', () => {
  it('starts only from idle or aborted', () => {
    expect(started.phase).toBe('initializing');
    expect(run(started, { type: 'start', date: '2025-08-01' })).toBe(started);
    const aborted = run(started, { type: 'abort' });
    expect(aborted.phase).toBe('aborted');
    expect(run(aborted, { type: 'start', date: '2025-08-01' }).phase).toBe('initializing');
  });

  it('requests first pages in tier order, two at a time', () => {
    expect(nextWarmupRequests(initialWarmupState())).toEqual([]);
    expect(nextWarmupRequests(started)).toEqual([
      { tier: 'top', cursor: null },
      { tier: 'high', cursor: null },
    ]);
    const one = run(started, { type: 'requested', tier: 'top' });
    expect(one.phase).toBe('warming');
    expect(one.tiers.top.status).toBe('requesting');
    expect(nextWarmupRequests(one)).toEqual([{ tier: 'high', cursor: null }]);
  });

  it('keeps fetching top and high while a next cursor exists, the others stop at one page', () => {
    let state = run(started, { type: 'requested', tier: 'top' }, loaded('top', 25, 'c1'));
    expect(state.tiers.top).toMatchObject({
      status: 'success',
      complete: false,
      nextCursor: 'c1',
      pages: 1,
    });
    expect(nextWarmupRequests(state)[0]).toEqual({ tier: 'top', cursor: 'c1' });
    state = run(state, { type: 'requested', tier: 'medium' }, loaded('medium', 25, 'm1'));
    expect(state.tiers.medium.complete).toBe(true);
    state = run(state, { type: 'requested', tier: 'top' }, loaded('top', 100, null));
    expect(state.tiers.top.complete).toBe(true);
  });

  it('is complete when every tier is complete or failed', () => {
    const state = run(
      started,
      loaded('top'),
      loaded('high'),
      loaded('medium'),
      loaded('low'),
      { type: 'requested', tier: 'tail' },
      { type: 'pageFailed', tier: 'tail', message: 'Server busy' },
    );
    expect(state.phase).toBe('complete');
    expect(state.tiers.tail).toMatchObject({ status: 'error', error: 'Server busy', retries: 1 });
    expect(run(state, loaded('top'))).toBe(state);
  });
});

describe('warmup fallback', () => {
  it('falls back once to the previous UTC day when the first top page is empty', () => {
    const fallen = run(started, { type: 'requested', tier: 'top' }, loaded('top', 0));
    expect(fallen).toMatchObject({ phase: 'initializing', date: '2025-07-19', fallbackUsed: true });
    const again = run(fallen, loaded('top', 0));
    expect(again.date).toBe('2025-07-19');
    expect(again.tiers.top.status).toBe('success');
  });

  it('falls back on a timeout of the first top page, then reports a failed fallback', () => {
    const fallen = run(started, {
      type: 'pageFailed',
      tier: 'top',
      timedOut: true,
      message: 'timeout',
    });
    expect(fallen.date).toBe('2025-07-19');
    expect(fallen.tiers.top.error).toBe('Timeout - trying fallback date');
    const failed = run(fallen, {
      type: 'pageFailed',
      tier: 'top',
      timedOut: true,
      message: 'timeout',
    });
    expect(failed.tiers.top.error).toBe('Fallback failed: timeout');
  });

  it("records retries: 'Retry failed: ...' and 'Network error' when there is no message", () => {
    const first = run(started, loaded('top'), { type: 'pageFailed', tier: 'high' });
    expect(first.tiers.high).toMatchObject({ error: 'Network error', retries: 1 });
    const second = run(
      first,
      { type: 'requested', tier: 'high' },
      { type: 'pageFailed', tier: 'high', message: 'HTTP error! status: 500' },
    );
    expect(second.tiers.high).toMatchObject({
      error: 'Retry failed: HTTP error! status: 500',
      retries: 2,
    });
  });
});

describe('warmup staleness and versions', () => {
  it('marks tiers stale by their own thresholds', () => {
    const state = run(started, loaded('top', 25, null, 0), loaded('tail', 25, null, 0));
    const later = run(state, { type: 'tick', nowMs: 6 * 60_000 });
    expect(later.tiers.top.stale).toBe(true);
    expect(later.tiers.tail.stale).toBe(false);
    expect(run(later, { type: 'tick', nowMs: 6 * 60_000 })).toBe(later);
  });

  it('resets on a version change and aborts in-flight tiers', () => {
    const inFlight = run(started, { type: 'requested', tier: 'top' }, { type: 'abort' });
    expect(inFlight.tiers.top.status).toBe('aborted');
    expect(run(inFlight, { type: 'abort' })).toBe(inFlight);
    expect(run(inFlight, { type: 'versionChanged' })).toEqual(initialWarmupState('2025-07-20'));
    expect(run(initialWarmupState(), { type: 'requested', tier: 'top' }).phase).toBe('idle');
    expect(run(initialWarmupState(), { type: 'pageFailed', tier: 'top' }).phase).toBe('idle');
    expect(nextWarmupRequests(inFlight)).toEqual([]);
  });
});
