// Sign-out on this device: "Sign out now" discards the account's unsent writes (as its dialog
// warns) and queues the token's revocation, whoever signs in next; a session the server ended
// keeps the writes for that account's next sign-in. Revokes are sent with their own token.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readCachedProfile,
  readDevice,
  writeCachedProfile,
  writeDevice,
} from '../../../src/db/meta';
import { enqueueWrite } from '../../../src/db/outbox';
import { revocationSettled, sendRevocations } from '../../../src/db/revocations';
import { ParlayDatabase } from '../../../src/db/schema';
import { beginSession, endSession } from '../../../src/db/session';

let db: ParlayDatabase;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  db = new ParlayDatabase(`session-test-${counter}`);
  await writeDevice(db, {
    device_token: 'token-a',
    device_id: 'dev-1',
    ua_hash: 'ua',
    last_interactive_auth: 5,
  });
  await writeCachedProfile(db, { user: { id: 7, email: 'a@x.test' }, roles: [], credits: 0 });
  await db.myPicks.put({ userId: 7, id: 'p1', storedAt: 1, version: '2.0.0' } as never);
  await enqueueWrite(
    db,
    { userId: 7, method: 'POST', url: '/api/favorites', body: { favorites: [1] } },
    1,
  );
  await enqueueWrite(
    db,
    { userId: 7, method: 'POST', url: '/api/load_user_picks', body: { picks: ['secret'] } },
    2,
  );
  // another account's write, left by a session the server ended: not A's to discard
  await enqueueWrite(
    db,
    { userId: 9, method: 'POST', url: '/api/favorites', body: { favorites: [9] } },
    3,
  );
  await db.outbox.where('seq').equals(1).modify({ rejectedAt: 4, lastError: 'refused' });
});
afterEach(async () => {
  await db.delete();
});

describe('sign-out', () => {
  it("'Sign out now' discards the account's unsent and refused writes and queues the token's revocation", async () => {
    await endSession(db, { revoke: true, discardWritesOf: 7 }, 100);
    const left = await db.outbox.toArray();
    expect(left.map((e) => e.userId)).toEqual([9]);
    expect(JSON.stringify(await db.outbox.toArray())).not.toContain('secret');
    expect(await db.revocations.toArray()).toEqual([
      { seq: 1, token: 'token-a', createdAt: 100, attempts: 0, lastError: null },
    ]);
    const device = await readDevice(db);
    expect(device).toMatchObject({ device_token: null, device_id: 'dev-1' });
    expect(await readCachedProfile(db)).toBeUndefined();
    expect(await db.myPicks.count()).toBe(0);
  });

  it('a session the server ended (401) keeps the writes for the next sign-in and revokes nothing', async () => {
    await endSession(db, { revoke: false, discardWritesOf: null }, 100);
    expect(await db.outbox.count()).toBe(3);
    expect(await db.revocations.count()).toBe(0);
    expect((await readDevice(db))!.device_token).toBeNull();
  });

  it('a new session clears what another account left cached and stores the new token', async () => {
    await beginSession(db, {
      device_token: 'token-b',
      device_id: 'dev-1',
      ua_hash: 'ua',
      last_interactive_auth: 6,
    });
    expect((await readDevice(db))!.device_token).toBe('token-b');
    expect(await db.myPicks.count()).toBe(0);
    expect(await readCachedProfile(db)).toBeUndefined();
  });
});

describe('revokes', () => {
  it('are settled by any 2xx or 4xx but 408 and 429', () => {
    for (const status of [200, 204, 400, 401, 404, 422])
      expect(revocationSettled(status)).toBe(true);
    for (const status of [408, 429, 500, 502, 503]) expect(revocationSettled(status)).toBe(false);
  });

  it('are sent with their own token, kept while the network is down, deleted once answered', async () => {
    await endSession(db, { revoke: true, discardWritesOf: 7 }, 100);
    const seen: (string | null)[] = [];
    const down = async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('x-device-token'));
      throw new TypeError('Failed to fetch');
    };
    expect(await sendRevocations(db, down)).toBe(1);
    expect((await db.revocations.toArray())[0]).toMatchObject({
      lastError: 'Network error occurred',
    });
    const up = async (url: string, init: RequestInit) => {
      seen.push(`${init.method} ${url} ${new Headers(init.headers).get('x-device-token')}`);
      return new Response('{"success":true}', { status: 200 });
    };
    expect(await sendRevocations(db, up)).toBe(0);
    expect(seen).toEqual(['token-a', 'POST /api/auth/sign-out token-a']);
  });
});
