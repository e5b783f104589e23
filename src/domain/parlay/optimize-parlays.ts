// The 'Optimize Parlays' flow around the optimizer: its precondition, its states and messages,
// and 'Simplify'.

export const MIN_PICKS_TO_OPTIMIZE = 2;
export const NEED_MORE_PICKS_MESSAGE = 'Need at least 2 picks to optimize parlays';
export const OPTIMIZE_BUTTON_TEXT = { idle: 'Optimize Parlays', busy: 'Optimizing...' } as const;

/** null when the list can be optimized, else the message to show. */
export function optimizePreconditionError(pickCount: number): string | null {
  return pickCount >= MIN_PICKS_TO_OPTIMIZE ? null : NEED_MORE_PICKS_MESSAGE;
}

export function loadUserPicksFailedMessage(status: number): string {
  return `Failed to load user picks: ${status}`;
}

export function optimizeFailedMessage(status: number): string {
  return `Failed to optimize: ${status}`;
}

/** The red error box's text (the box adds its own 'Error:' prefix). */
export function optimizeErrorText(message: string): string {
  return `Error optimizing parlays: ${message}`;
}

/** 'Simplify' keeps every other parlay: indexes 0, 2, 4, ... */
export function simplifyParlays<T>(parlays: readonly T[]): T[] {
  return parlays.filter((_, index) => index % 2 === 0);
}

/** Simplify is disabled with one parlay or none. */
export function canSimplify(parlays: readonly unknown[]): boolean {
  return parlays.length > 1;
}

/** Where the shown parlays were computed: the server, or this device's worker (offline). */
export type OptimizeSource = 'server' | 'device';

/** P is one parlay as the screen shows it (its legs and numbers). */
export type OptimizeState<P> =
  | { phase: 'idle'; parlays: P[]; panelOpen: boolean; error: null; source: null }
  | {
      phase: 'optimizing';
      parlays: P[];
      panelOpen: boolean;
      error: null;
      source: OptimizeSource | null;
    }
  | {
      phase: 'done';
      parlays: P[];
      panelOpen: boolean;
      error: string | null;
      source: OptimizeSource | null;
    };

export type OptimizeEvent<P> =
  | { type: 'started' }
  | { type: 'succeeded'; parlays: P[]; source?: OptimizeSource }
  | { type: 'failed'; message: string }
  | { type: 'simplified' }
  | { type: 'panelToggled' };

export function initialOptimizeState<P>(): OptimizeState<P> {
  return { phase: 'idle', parlays: [], panelOpen: false, error: null, source: null };
}

export function optimizeReducer<P>(
  state: OptimizeState<P>,
  event: OptimizeEvent<P>,
): OptimizeState<P> {
  switch (event.type) {
    case 'started':
      return { ...state, phase: 'optimizing', error: null };
    case 'succeeded':
      // New results open the 'Generated Parlays' panel.
      return {
        phase: 'done',
        parlays: event.parlays,
        panelOpen: true,
        error: null,
        source: event.source ?? 'server',
      };
    case 'failed':
      return { ...state, phase: 'done', error: event.message };
    case 'simplified':
      return canSimplify(state.parlays)
        ? { ...state, parlays: simplifyParlays(state.parlays) }
        : state;
    case 'panelToggled':
      return { ...state, panelOpen: !state.panelOpen };
  }
}

/** The panel's note when the parlays were computed offline by this device. */
export const COMPUTED_ON_DEVICE_NOTE =
  'Computed on this device while offline, with the same optimizer and pick data as the server.';
