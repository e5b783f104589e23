// Prefetches the detail of every My Picks pick while online, so each opens at the venue with its
// logs, chart and research: the GETs go out as the dialog's own (the service worker stores them
// for this account), the research texts are kept where the dialog reads them (research-store.ts).
import type { Static } from 'typebox';
import type { PlayerImageReply, ResearchTextReply } from '../../api/research-contract';
import { apiGet, apiPost, isFailure } from '../../api/client';
import { database } from '../../db/schema';
import type { SelectedPick } from '../../domain/lists/my-picks';
import { pickFromSelected } from '../../domain/lists/pick-from-selected';
import { planDetailPrefetch, type PickPrefetchPlan, type PrefetchRequest } from './detail-requests';
import { storeResearch } from './research-store';
import { clientNow } from '../../api/clock';

/** Two calls at a time: the list fills in the background without crowding what the page asks. */
const CONCURRENCY = 2;

let running: Promise<void> | null = null;
let again: readonly SelectedPick[] | null = null;

/** When each stored answer was stored, by its key, read from the index alone (no bodies). */
async function storedTimes(): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  await database()
    .responses.orderBy('storedAt')
    .eachKey((storedAt, cursor) => {
      times.set(String(cursor.primaryKey), Number(storedAt));
    })
    .catch(() => undefined);
  return times;
}

async function send(request: PrefetchRequest): Promise<boolean> {
  if (request.kind === 'get') {
    const reply = await apiGet<unknown>(request.path);
    return !isFailure(reply) && reply.httpStatus === 200;
  }
  const reply = await apiPost<Static<typeof ResearchTextReply>>(request.path, request.body);
  if (isFailure(reply) || typeof reply.content !== 'string' || reply.content.trim() === '')
    return false;
  await storeResearch(request.key, reply.content);
  return true;
}

async function runPlan(plan: PickPrefetchPlan): Promise<void> {
  let imageTeam: string | null = null;
  if (plan.teamFrom !== null) {
    const reply = await apiGet<Static<typeof PlayerImageReply>>(plan.teamFrom);
    if (!isFailure(reply)) imageTeam = reply.team ?? null;
  }
  for (const request of plan.gets) {
    if (!navigator.onLine) return;
    const ok = await send(request);
    // the dialog draws the chart image when the distribution fails: have that one stored instead
    if (!ok && request.path.startsWith('/player_distributions/')) await send(plan.chart);
  }
  for (const request of plan.research(imageTeam)) {
    if (!navigator.onLine) return;
    await send(request);
  }
}

async function prefetchOnce(items: readonly SelectedPick[]): Promise<void> {
  const plans = planDetailPrefetch(items.map(pickFromSelected), await storedTimes(), clientNow());
  const queue = [...plans];
  const worker = async () => {
    for (let plan = queue.shift(); plan; plan = queue.shift()) {
      if (!navigator.onLine) return;
      await runPlan(plan).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * Prefetches the details of the list (a paid member's: the caller checks). One run at a time; a
 * list that changes meanwhile is run once more after it, with what is then already stored skipped.
 */
export function prefetchMyPicksDetails(items: readonly SelectedPick[]): Promise<void> {
  if (running) {
    again = items;
    return running;
  }
  running = prefetchOnce(items).finally(() => {
    running = null;
    const next = again;
    again = null;
    if (next) void prefetchMyPicksDetails(next);
  });
  return running;
}
