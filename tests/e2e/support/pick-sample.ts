// The consistency suite's picks: a deterministic sample of the slate, stratified by league (every
// league with picks appears) and spread over each league's confidence range, plus the few picks
// that put every handicapper among the backers a detail's "Experts' records" card lists.
import type { APIRequestContext } from '@playwright/test';
import type { Static } from 'typebox';
import type { PicksPageReply, ServerPickReply } from '../../../src/api/picks-contract';
import { handicapperIdFromName } from '../../../src/domain/handicappers/handicappers';
import { mapServerPick } from '../../../src/domain/picks/server-pick';
import { MAX_EXPERT_RECORDS } from '../../../src/features/pick-detail/detail-requests';
import { memberHeaders } from './picks-browser';

/** A pick as GET /api/picks sends it. */
export type ApiPick = ServerPickReply;

/** Every qualified pick of the date, best first, as the API pages them (100 a page). */
export async function slatePicks(request: APIRequestContext, date: string): Promise<ApiPick[]> {
  const picks: ApiPick[] = [];
  for (let offset = 0; ;) {
    const reply = await request.get(
      `/api/picks?date=${date}&min_confidence=50&offset=${offset}&limit=100`,
      { headers: memberHeaders() },
    );
    if (!reply.ok()) throw new Error(`GET /api/picks ${reply.status()}`);
    const page = (await reply.json()) as Static<typeof PicksPageReply>;
    picks.push(...page.picks);
    if (page.nextOffset === null) return picks;
    offset = page.nextOffset;
  }
}

/**
 * `size` picks: each league gets an equal share (the remainder to the leagues with most picks),
 * taken at evenly spaced quantiles of its confidence order, so high, middle and low picks appear.
 */
export function stratifiedSample(picks: readonly ApiPick[], size: number): ApiPick[] {
  const byLeague = new Map<string, ApiPick[]>();
  for (const pick of picks) byLeague.set(pick.league, [...(byLeague.get(pick.league) ?? []), pick]);
  const leagues = [...byLeague.entries()]
    .map(([league, list]) => ({
      league,
      list: [...list].sort((a, b) => (b.confidence ?? 0) - (a.confidence ?? 0) || a.id - b.id),
    }))
    .sort((a, b) => b.list.length - a.list.length || a.league.localeCompare(b.league));
  const base = Math.floor(size / leagues.length);
  const extra = size - base * leagues.length;
  const sample: ApiPick[] = [];
  leagues.forEach(({ list }, i) => {
    const quota = Math.min(list.length, base + (i < extra ? 1 : 0));
    for (let k = 0; k < quota; k += 1) {
      sample.push(list[Math.floor(((k + 0.5) * list.length) / quota)]!);
    }
  });
  return sample;
}

/** The backers a pick's detail lists records for (the first four of the card's names). */
export function listedBackers(pick: ApiPick): string[] {
  return mapServerPick(pick).handicapperNames.slice(0, MAX_EXPERT_RECORDS);
}

/**
 * Picks (not already in `chosen`) that put each handicapper of `experts` missing from the
 * chosen picks' listed backers into some detail's records card: greedily, the pick that covers
 * most of those still missing, best confidence first on ties.
 */
export function coveringPicks(
  picks: readonly ApiPick[],
  chosen: readonly ApiPick[],
  experts: readonly number[],
): ApiPick[] {
  const covered = new Set(chosen.flatMap(listedBackers).map(handicapperIdFromName));
  const missing = new Set(experts.filter((id) => !covered.has(id)));
  const taken = new Set(chosen.map((p) => p.id));
  const extra: ApiPick[] = [];
  while (missing.size > 0) {
    let best: { pick: ApiPick; gain: number } | null = null;
    for (const pick of picks) {
      if (taken.has(pick.id)) continue;
      const gain = listedBackers(pick).filter((n) => missing.has(handicapperIdFromName(n))).length;
      if (gain > (best?.gain ?? 0)) best = { pick, gain };
    }
    if (!best) break;
    extra.push(best.pick);
    taken.add(best.pick.id);
    for (const name of listedBackers(best.pick)) missing.delete(handicapperIdFromName(name));
  }
  return extra;
}
