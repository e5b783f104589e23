// Where the holders' notice comes from: the server's answer since the device's mark (first the
// time the first held pick was added), stored per account for offline; a dismissal moves the mark
// past the newest change shown and clears the stored answer; another account sees none of it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '../../../../src/api/client';
import type { ApiReply } from '../../../../src/api/client';
import type { ConfidenceChangesReply } from '../../../../src/api/confidence-contract';
import { writeDevice } from '../../../../src/db/meta';
import { ParlayDatabase } from '../../../../src/db/schema';

const apiGet = vi.fn<(path: string) => Promise<ApiReply<ConfidenceChangesReply>>>();
vi.mock('../../../../src/api/client', async (actual) => ({
  ...(await actual<typeof ClientModule>()),
  apiGet: (path: string) => apiGet(path),
}));

const { dismissConfidenceNotice, loadConfidenceNotice } =
  await import('../../../../src/features/parlay/confidence-notice-source');

const ADDED = Date.parse('2026-11-22T10:00:00.000Z');
const held = [{ id: 'pick_7', addedAt: ADDED }];
let db: ParlayDatabase;
let counter = 0;

const signIn = (token: string) =>
  writeDevice(db, { device_token: token, device_id: 'd', ua_hash: 'u', last_interactive_auth: 1 });

function answer(times: string[]): ApiReply<ConfidenceChangesReply> {
  return {
    success: true,
    since: '2026-11-22T10:00:00.000Z',
    count: 1,
    message: '1 pick in your list changed confidence',
    picks: [
      {
        pick_id: 7,
        item_id: 'pick_7',
        player_name: 'Luis Reyes',
        stat_type: 'PRA',
        previous_confidence: 80,
        confidence: 80 - times.length,
        changes: times.map((changed_at, i) => ({
          pick_id: 7,
          previous_confidence: 80 - i,
          confidence: 79 - i,
          reason: 'model refit',
          changed_at,
        })),
      },
    ],
    httpStatus: 200,
  };
}

const OFFLINE = { success: false as const, message: 'Network error occurred', httpStatus: 0 };
const noticeCalls = () =>
  apiGet.mock.calls.map(([path]) => path).filter((p) => p.startsWith('/user/picks/'));
const sinceAsked = () => new URL(`http://x${noticeCalls().at(-1)!}`).searchParams.get('since');

beforeEach(async () => {
  counter += 1;
  db = new ParlayDatabase(`confidence-notice-${counter}`);
  await signIn('token-a');
  apiGet.mockReset();
  // the history refreshes after an answer: any path but the notice's own
  apiGet.mockResolvedValue(OFFLINE);
});
afterEach(async () => {
  await db.delete();
});

describe('the holders notice', () => {
  it('asks since the pick was added, shows the answer and keeps it for offline', async () => {
    apiGet.mockResolvedValueOnce(answer(['2026-11-23T08:00:00.000Z']));
    const online = await loadConfidenceNotice(held, db);
    expect(sinceAsked()).toBe('2026-11-22T10:00:00.000Z');
    expect(online).toMatchObject({ fromCache: false, picks: [{ item_id: 'pick_7' }] });
    // the changed pick's history is asked again, so the stored copy the detail reads agrees
    expect(apiGet).toHaveBeenCalledWith('/picks/7/confidence-history');

    apiGet.mockResolvedValueOnce(OFFLINE);
    const offline = await loadConfidenceNotice(held, db);
    expect(offline.fromCache).toBe(true);
    expect(offline.picks).toEqual(online.picks);
  });

  it('after a dismissal asks since the newest change shown, and has nothing left offline', async () => {
    apiGet.mockResolvedValueOnce(answer(['2026-11-23T08:00:00.000Z', '2026-11-23T09:30:00.000Z']));
    const { picks } = await loadConfidenceNotice(held, db);
    await dismissConfidenceNotice(picks, db);

    apiGet.mockResolvedValueOnce(OFFLINE);
    expect((await loadConfidenceNotice(held, db)).picks).toEqual([]);
    expect(sinceAsked()).toBe('2026-11-23T09:30:00.000Z');
  });

  it("never shows one account's stored answer or mark to another", async () => {
    apiGet.mockResolvedValueOnce(answer(['2026-11-23T08:00:00.000Z']));
    const { picks } = await loadConfidenceNotice(held, db);
    await dismissConfidenceNotice(picks, db);
    await signIn('token-b');

    apiGet.mockResolvedValueOnce(OFFLINE);
    expect((await loadConfidenceNotice(held, db)).picks).toEqual([]);
    expect(sinceAsked()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('asks nothing for an empty list', async () => {
    expect(await loadConfidenceNotice([], db)).toEqual({ picks: [], fromCache: false });
    expect(apiGet).not.toHaveBeenCalled();
  });
});
