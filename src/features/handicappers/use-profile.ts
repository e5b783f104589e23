// A handicapper profile's data: the record (GET /api/handicappers/{id}, with its calibration) and
// the slate's picks. Picks come from the handicapper's events feed (complete, and stored by the
// service worker for offline); when that cannot answer, from the data worker's cached slate.
import { useEffect, useState } from 'react';
import { apiGet, isFailure } from '../../api/client';
import { dataWorker } from '../../api/data-worker-client';
import type { Static } from 'typebox';
import type { HandicapperReply } from '../../api/picks-contract';
import { qualifiedPicks } from '../../domain/confidence/confidence';
import { mapServerPick, type Pick, type ServerPick } from '../../domain/picks/server-pick';
import { useApiGet, type ApiGetState } from '../../state/hooks/use-api-get';

/** The events feed's largest page (PICKS_PAGE_MAX in the contract; imported by value it would
 * pull TypeBox into this chunk). */
const PICKS_PAGE_MAX = 100;

/** GET /api/handicappers/{id}: the record, its graded accuracy and calibration (the contract's type). */
export type HandicapperProfileReply = Static<typeof HandicapperReply>;

interface EventsPage {
  success: true;
  total: number;
  events: { id: number; name: string; picks: ServerPick[] }[];
}

export type ProfilePicks =
  | { status: 'loading' }
  | { status: 'ok'; name: string | null; picks: Pick[] }
  | { status: 'offline' }
  | { status: 'error'; message: string };

/** Every page of the handicapper's events feed for the date, or the failure of the first. */
async function feedPicks(id: number, date: string): Promise<ProfilePicks> {
  const picks: ServerPick[] = [];
  let name: string | null = null;
  for (let offset = 0; ; offset += PICKS_PAGE_MAX) {
    const query = new URLSearchParams({
      date,
      limit: String(PICKS_PAGE_MAX),
      offset: String(offset),
    });
    const reply = await apiGet<EventsPage>(`/handicappers/${id}/events?${query.toString()}`);
    if (reply.httpStatus === 0) return { status: 'offline' };
    if (isFailure(reply)) return { status: 'error', message: reply.message };
    const event = reply.events[0];
    name ??= event?.name ?? null;
    picks.push(...(event?.picks ?? []));
    if (offset + PICKS_PAGE_MAX >= reply.total) break;
  }
  return { status: 'ok', name, picks: qualifiedPicks(picks.map(mapServerPick)) };
}

/** The data worker's answer, or null when it fails or is slow (it may still be warming up). */
async function workerPicks(id: number): Promise<{ name: string | null; picks: Pick[] } | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
  try {
    return await Promise.race([dataWorker().handicapperPicks(id), timeout]);
  } catch {
    return null;
  }
}

export function useProfilePicks(id: number, date: string | null): ProfilePicks {
  const [settled, setSettled] = useState<{ key: string; value: ProfilePicks } | null>(null);
  const key = `${id}/${date ?? ''}`;
  useEffect(() => {
    if (date === null) return undefined;
    let live = true;
    void (async () => {
      const feed = await feedPicks(id, date);
      const worker = feed.status === 'ok' ? null : await workerPicks(id);
      if (!live) return;
      const value: ProfilePicks =
        worker && worker.picks.length > 0
          ? { status: 'ok', name: worker.name, picks: worker.picks }
          : feed;
      setSettled({ key, value });
    })();
    return () => {
      live = false;
    };
  }, [id, date, key]);
  return settled?.key === key ? settled.value : { status: 'loading' };
}

export function useHandicapper(id: number): ApiGetState<HandicapperProfileReply> & {
  reload(): void;
} {
  return useApiGet<HandicapperProfileReply>(`/handicappers/${id}`);
}
