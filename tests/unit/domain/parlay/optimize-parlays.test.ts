import { describe, expect, it } from 'vitest';
import {
  canSimplify,
  initialOptimizeState,
  loadUserPicksFailedMessage,
  OPTIMIZE_BUTTON_TEXT,
  optimizeErrorText,
  optimizeFailedMessage,
  optimizePreconditionError,
  optimizeReducer,
  simplifyParlays,
} from '../../../../src/domain/parlay/optimize-parlays';
import {
  mapParlayLeg,
  mapSubparlays,
  parlayPickType,
} from '../../../../src/domain/parlay/parlay-picks';

describe('optimize preconditions', () => {
  it('needs at least 2 picks', () => {
    expect(optimizePreconditionError(0)).toBe('Need at least 2 picks to optimize parlays');
    expect(optimizePreconditionError(1)).toBe('Need at least 2 picks to optimize parlays');
    expect(optimizePreconditionError(2)).toBeNull();
  });

  it('words the failures', () => {
    expect(loadUserPicksFailedMessage(500)).toBe('Failed to load user picks: 500');
    expect(optimizeFailedMessage(502)).toBe('Failed to optimize: 502');
    expect(optimizeErrorText('Failed to optimize: 502')).toBe(
      'Error optimizing parlays: Failed to optimize: 502',
    );
    expect(OPTIMIZE_BUTTON_TEXT).toEqual({ idle: 'Optimize Parlays', busy: 'Optimizing...' });
  });
});

describe('Simplify', () => {
  it('keeps parlays 0, 2, 4, ...', () => {
    expect(simplifyParlays(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'c', 'e']);
    expect(simplifyParlays(['a', 'b'])).toEqual(['a']);
  });

  it('is disabled with one parlay or none', () => {
    expect(canSimplify([])).toBe(false);
    expect(canSimplify(['a'])).toBe(false);
    expect(canSimplify(['a', 'b'])).toBe(true);
  });
});

describe('optimize states', () => {
  it('goes idle → optimizing → results with the panel opened', () => {
    let state = initialOptimizeState<string[]>();
    state = optimizeReducer(state, { type: 'started' });
    expect(state.phase).toBe('optimizing');
    state = optimizeReducer(state, { type: 'succeeded', parlays: [['a'], ['b'], ['c']] });
    expect(state).toMatchObject({ phase: 'done', panelOpen: true, error: null, source: 'server' });
    state = optimizeReducer(state, { type: 'simplified' });
    expect(state.parlays).toEqual([['a'], ['c']]);
    state = optimizeReducer(optimizeReducer(state, { type: 'simplified' }), { type: 'simplified' });
    expect(state.parlays).toEqual([['a']]);
    expect(optimizeReducer(state, { type: 'panelToggled' }).panelOpen).toBe(false);
  });

  it('shows an error and keeps earlier results', () => {
    const done = optimizeReducer(initialOptimizeState<string[]>(), {
      type: 'succeeded',
      parlays: [['a']],
    });
    const failed = optimizeReducer(optimizeReducer(done, { type: 'started' }), {
      type: 'failed',
      message: 'boom',
    });
    expect(failed).toMatchObject({ phase: 'done', error: 'boom', parlays: [['a']] });
  });

  it('remembers that offline results were computed on the device, and keeps one parlay', () => {
    let state = optimizeReducer(initialOptimizeState<string>(), {
      type: 'succeeded',
      parlays: ['only'],
      source: 'device',
    });
    expect(state.source).toBe('device');
    state = optimizeReducer(state, { type: 'simplified' });
    expect(state.parlays).toEqual(['only']);
  });
});

describe('parlay picks', () => {
  it("map to pID, 'player - stat', odds default '1.85', Standard unless Flex", () => {
    expect(
      mapParlayLeg({
        id: 7,
        player_name: 'Aaron Judge',
        stat_type: 'Hits',
        confidence: 0.71,
        league: 'mlb',
      }),
    ).toEqual({
      pID: '7',
      name: 'Aaron Judge - Hits',
      confidence: 71,
      odds: '1.85',
      pick_type: 'Standard',
      stat_type: 'Hits',
      league: 'MLB',
      gameInfo: '',
      handicapperNames: [],
    });
    const flex = mapParlayLeg({
      pID: 'x',
      name: 'Given',
      odds: 2.1,
      pick_type: 'flex',
      handicapperNames: ['Sam'],
    });
    expect(flex).toMatchObject({
      pID: 'x',
      name: 'Given',
      odds: '2.1',
      pick_type: 'Flex',
      handicapperNames: ['Sam'],
    });
    expect(mapParlayLeg({ playerName: 'A', statType: 'B', odds: ' ' }).odds).toBe('1.85');
    expect(parlayPickType(undefined)).toBe('Standard');
  });

  it('read subparlays defensively', () => {
    expect(mapSubparlays(null)).toEqual([]);
    const parlays = mapSubparlays([
      [{ id: 1, player_name: 'A', stat_type: 'B' }, 'junk'],
      'junk',
      [],
    ]);
    expect(parlays).toHaveLength(1);
    expect(parlays[0]?.[0]?.name).toBe('A - B');
  });
});
