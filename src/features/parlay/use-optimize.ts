// 'Optimize Parlays': online, this device's unsent list operations go first, the merged list the
// server holds is adopted (another device's additions are never overwritten, issue [N]) and the
// server splits it; offline or when the network fails, the data worker runs the same optimizer on
// this device's list. Both stake
// by the bettor's preferences as this device holds them; the shown parlays remember the list they
// were made from, so a change to the list marks them out of date.
import { useReducer, useState } from 'react';
import { apiGet, isFailure } from '../../api/client';
import { dataWorker } from '../../api/data-worker-client';
import type { OptimizeSplitReply, StakingSummary, UserPicksReply } from '../../api/parlay-contract';
import type { BettorPreferences } from '../../domain/parlay/bettor-preferences';
import type { SelectedPick } from '../../domain/lists/my-picks';
import {
  initialOptimizeState,
  loadUserPicksFailedMessage,
  optimizeFailedMessage,
  optimizePreconditionError,
  optimizeReducer,
  type OptimizeSource,
} from '../../domain/parlay/optimize-parlays';
import { database } from '../../db/schema';
import { readSelectedPicks } from '../../domain/lists/selected-pick-input';
import { adoptServerList, mergeServerFields } from './my-picks-sync';
import { clientNow } from '../../api/clock';

/** One generated parlay as the panel shows it, with the staking its split used. */
export interface ParlayView {
  legs: OptimizeSplitReply['subparlays'][number];
  summary: OptimizeSplitReply['parlays'][number];
  staking: StakingSummary;
}

/** The list as the optimizer saw it: its ids in order. */
const listKey = (picks: readonly SelectedPick[]) => picks.map((p) => p.id).join('|');

class Offline extends Error {}

async function splitOnServer(userId: number, query: string): Promise<OptimizeSplitReply> {
  // this device's changes reach the server first; one that cannot go leaves the split to the device
  const flushed = await dataWorker().flushOutbox();
  if (flushed.waiting > 0) throw new Offline();
  const listed = await apiGet<UserPicksReply>('/user_picks');
  if (listed.httpStatus === 0) throw new Offline();
  if (isFailure(listed)) throw new Error(loadUserPicksFailedMessage(listed.httpStatus));
  await adoptServerList(database(), userId, readSelectedPicks(listed.picks), clientNow());
  // the preferences this device shows, even if their saved change has not reached the server yet
  const split = await apiGet<OptimizeSplitReply>(`/optimize_split?${query}`);
  if (split.httpStatus === 0) throw new Offline();
  if (isFailure(split)) throw new Error(optimizeFailedMessage(split.httpStatus));
  return split;
}

async function split(
  userId: number | null,
  picks: readonly SelectedPick[],
  preferences: BettorPreferences,
  query: string,
): Promise<{ reply: OptimizeSplitReply; source: OptimizeSource }> {
  if (navigator.onLine && userId !== null) {
    try {
      return { reply: await splitOnServer(userId, query), source: 'server' };
    } catch (error) {
      if (!(error instanceof Offline)) throw error;
    }
  }
  return {
    reply: await dataWorker().optimizeOnDevice([...picks], { ...preferences }),
    source: 'device',
  };
}

const viewsOf = (reply: OptimizeSplitReply): ParlayView[] =>
  reply.subparlays.map((legs, i) => ({
    legs,
    summary: reply.parlays[i]!,
    staking: reply.staking,
  }));

export function useOptimize(userId: number | null, picks: readonly SelectedPick[]) {
  const [state, dispatch] = useReducer(
    optimizeReducer<ParlayView>,
    undefined,
    initialOptimizeState<ParlayView>,
  );
  const [optimizedList, setOptimizedList] = useState<string | null>(null);
  const optimize = async () => {
    if (optimizePreconditionError(picks.length) !== null || state.phase === 'optimizing') return;
    dispatch({ type: 'started' });
    try {
      // loaded with the first optimize: the first route's budget has no room for it
      const source$ = await import('./bettor-preferences-source');
      const preferences =
        userId === null ? null : await source$.currentPreferences(userId).catch(() => null);
      const chosen =
        preferences ??
        (await import('../../domain/parlay/bettor-preferences')).DEFAULT_BETTOR_PREFERENCES;
      const { reply, source } = await split(
        userId,
        picks,
        chosen,
        source$.preferencesQuery(chosen),
      );
      // the server split the merged list, which this device now shows
      setOptimizedList(listKey(source === 'server' ? reply.picks : picks));
      dispatch({ type: 'succeeded', parlays: viewsOf(reply), source });
      // keep what the server split by, so a later offline split gives the same answer
      if (source === 'server' && userId !== null)
        await mergeServerFields(database(), userId, reply.picks, clientNow()).catch(
          () => undefined,
        );
    } catch (error) {
      dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    state,
    /** Parlays are shown for a list the bettor has changed since: they must optimise again. */
    outOfDate: state.phase === 'done' && optimizedList !== null && optimizedList !== listKey(picks),
    optimize,
    simplify: () => dispatch({ type: 'simplified' }),
    togglePanel: () => dispatch({ type: 'panelToggled' }),
  };
}
