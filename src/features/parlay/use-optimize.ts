// 'Optimize Parlays': online, post the list then fetch the split (the spec's order); offline or
// when the network fails, the data worker runs the same optimizer on this device's list.
import { useReducer } from 'react';
import { apiGet, apiPost, isFailure } from '../../api/client';
import { dataWorker } from '../../api/data-worker-client';
import type { OptimizeSplitReply } from '../../api/parlay-contract';
import type { SelectedPick } from '../../domain/my-picks';
import {
  initialOptimizeState,
  loadUserPicksFailedMessage,
  optimizeFailedMessage,
  optimizePreconditionError,
  optimizeReducer,
  type OptimizeSource,
} from '../../domain/optimize-parlays';
import type { ParlayPick } from '../../domain/parlay-picks';
import { database } from '../../db/schema';
import { mergeServerFields } from './my-picks-sync';

/** One generated parlay as the panel shows it. */
export interface ParlayView {
  legs: ParlayPick[];
  summary: OptimizeSplitReply['parlays'][number];
}

class Offline extends Error {}

async function splitOnServer(picks: readonly SelectedPick[]): Promise<OptimizeSplitReply> {
  const posted = await apiPost<{ message: string }>('/load_user_picks', { picks });
  if (posted.httpStatus === 0) throw new Offline();
  if (isFailure(posted)) throw new Error(loadUserPicksFailedMessage(posted.httpStatus));
  const split = await apiGet<OptimizeSplitReply>('/optimize_split');
  if (split.httpStatus === 0) throw new Offline();
  if (isFailure(split)) throw new Error(optimizeFailedMessage(split.httpStatus));
  return split;
}

async function split(
  picks: readonly SelectedPick[],
): Promise<{ reply: OptimizeSplitReply; source: OptimizeSource }> {
  if (navigator.onLine) {
    try {
      return { reply: await splitOnServer(picks), source: 'server' };
    } catch (error) {
      if (!(error instanceof Offline)) throw error;
    }
  }
  return { reply: await dataWorker().optimizeOnDevice([...picks]), source: 'device' };
}

const viewsOf = (reply: OptimizeSplitReply): ParlayView[] =>
  reply.subparlays.map((legs, i) => ({ legs, summary: reply.parlays[i]! }));

export function useOptimize(userId: number | null, picks: readonly SelectedPick[]) {
  const [state, dispatch] = useReducer(
    optimizeReducer<ParlayView>,
    undefined,
    initialOptimizeState<ParlayView>,
  );
  const optimize = async () => {
    if (optimizePreconditionError(picks.length) !== null || state.phase === 'optimizing') return;
    dispatch({ type: 'started' });
    try {
      const { reply, source } = await split(picks);
      dispatch({ type: 'succeeded', parlays: viewsOf(reply), source });
      // keep what the server split by, so a later offline split gives the same answer
      if (source === 'server' && userId !== null)
        await mergeServerFields(database(), userId, reply.picks, Date.now()).catch(() => undefined);
    } catch (error) {
      dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    state,
    optimize,
    simplify: () => dispatch({ type: 'simplified' }),
    togglePanel: () => dispatch({ type: 'panelToggled' }),
  };
}
