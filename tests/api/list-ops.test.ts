// My Picks and favourites by operations (issue [N]): two devices editing apart converge, nothing
// either added is dropped, a removal wins over an older add, one pick is listed once wherever it
// was added, a burst of writes loses nothing, and bad operations change nothing.
import { beforeAll, expect, it } from 'vitest';
import { FAVORITES_LIMIT_MESSAGE, MAX_FAVORITES } from '../../src/domain/lists/favorites';
import { freeAndPaidTokens, tokenFor } from './support/accounts';
import { PINNED_NOW, describeApi } from './support/harness';

const MIN = 60_000;

interface Op {
  id: string;
  kind: 'add' | 'remove';
  key: string;
  at: number;
  item?: object;
}

const add = (id: string, pick: number, at: number, from = ''): Op => ({
  id,
  kind: 'add',
  key: `pick_${pick}`,
  at,
  item: from
    ? { id: `handicapper_${pick}_${from}`, sourceType: 'handicapper', sourceId: String(pick) }
    : { id: `pick_${pick}`, sourceType: 'pick', sourceId: String(pick) },
});
const remove = (id: string, pick: number, at: number): Op => ({
  id,
  kind: 'remove',
  key: `pick_${pick}`,
  at,
});

describeApi('list operations', (ctx) => {
  let free = '';

  beforeAll(async () => {
    const { app, clock } = ctx();
    ({ free } = await freeAndPaidTokens(app, clock, 'list-ops.test'));
  });

  const post = (url: string, token: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url, headers: { 'x-device-token': token }, payload });
  const get = (url: string, token: string) =>
    ctx().app.inject({ method: 'GET', url, headers: { 'x-device-token': token } });
  const listed = async (token: string) =>
    ((await get('/api/user_picks', token)).json() as { picks: { id: string }[] }).picks.map(
      (p) => p.id,
    );

  it('merges two devices that edited apart: nothing added is lost, a newer removal wins', async () => {
    const token = await tokenFor(ctx().app, ctx().clock, 'two-devices@list-ops.test', ['member']);
    const t = PINNED_NOW - 60 * MIN;
    // the desktop had 1, 2, 3 (sent long ago)
    await post('/api/user_picks/ops', token, {
      ops: [add('d1', 1, t), add('d2', 2, t + 1), add('d3', 3, t + 2)],
    });
    // the phone, offline: adds 4, removes 1; the desktop, offline: adds 5 and 6, removes 2
    const phone = [add('p1', 4, t + 10 * MIN), remove('p2', 1, t + 11 * MIN)];
    const desktop = [
      add('k1', 5, t + 12 * MIN),
      add('k2', 6, t + 13 * MIN),
      remove('k3', 2, t + 14 * MIN),
    ];
    const fromPhone = await post('/api/user_picks/ops', token, { ops: phone });
    expect(fromPhone.statusCode).toBe(200);
    expect(fromPhone.json().applied).toEqual(['p1', 'p2']);
    await post('/api/user_picks/ops', token, { ops: desktop });
    expect(await listed(token)).toEqual(['pick_3', 'pick_4', 'pick_5', 'pick_6']);
    // the phone's queue replayed (its write was lost in transit): nothing moves
    const replay = await post('/api/user_picks/ops', token, { ops: phone });
    expect(replay.json().superseded).toEqual(['p1', 'p2']);
    // an add older than a removal stays removed; a removal older than an add does nothing
    const stale = await post('/api/user_picks/ops', token, {
      ops: [add('s1', 1, t + 5 * MIN), remove('s2', 5, t + 11 * MIN)],
    });
    expect(stale.json().superseded).toEqual(['s1', 's2']);
    expect(await listed(token)).toEqual(['pick_3', 'pick_4', 'pick_5', 'pick_6']);
    // the same order the other way round gives the same list
    const other = await tokenFor(ctx().app, ctx().clock, 'reverse@list-ops.test', ['member']);
    await post('/api/user_picks/ops', other, { ops: desktop });
    await post('/api/user_picks/ops', other, { ops: phone });
    await post('/api/user_picks/ops', other, {
      ops: [add('d1', 1, t), add('d2', 2, t + 1), add('d3', 3, t + 2)],
    });
    expect(new Set(await listed(other))).toEqual(new Set(await listed(token)));
  });

  it('lets a removal win a tie, and caps a device clock running ahead', async () => {
    const token = await tokenFor(ctx().app, ctx().clock, 'tie@list-ops.test', ['member']);
    await post('/api/user_picks/ops', token, { ops: [add('a', 7, PINNED_NOW - MIN)] });
    await post('/api/user_picks/ops', token, { ops: [remove('r', 7, PINNED_NOW - MIN)] });
    expect(await listed(token)).toEqual([]);
    // a clock a day ahead: its add counts as made now, so a removal a second later still wins
    await post('/api/user_picks/ops', token, { ops: [add('f', 8, PINNED_NOW + 24 * 60 * MIN)] });
    ctx().clock.advance(1000);
    await post('/api/user_picks/ops', token, { ops: [remove('g', 8, PINNED_NOW + 1000)] });
    expect(await listed(token)).toEqual([]);
  });

  it('lists a pick once whether it was added from a profile or from the list', async () => {
    const token = await tokenFor(ctx().app, ctx().clock, 'canonical@list-ops.test', ['member']);
    const t = PINNED_NOW - 10 * MIN;
    await post('/api/user_picks/ops', token, { ops: [add('h', 15329, t, 'Lucky_Lou')] });
    const again = await post('/api/user_picks/ops', token, { ops: [add('l', 15329, t + MIN)] });
    expect(again.json().picks).toHaveLength(1);
    // the spec's whole-list call keeps one per pick too
    await post('/api/load_user_picks', token, {
      picks: [
        { id: 'handicapper_9_Sharp_Sam', sourceId: '9' },
        { id: 'pick_9', sourceId: '9' },
      ],
    });
    expect(await listed(token)).toEqual(['handicapper_9_Sharp_Sam']);
    // an add of another pick is kept, even one made before the whole-list write: nothing is lost
    const old = await post('/api/user_picks/ops', token, { ops: [add('o', 10, t)] });
    expect(old.json().superseded).toEqual([]);
    // in the order the items were added
    expect(await listed(token)).toEqual(['pick_10', 'handicapper_9_Sharp_Sam']);
  });

  it('applies a burst of concurrent writes from several devices without losing one', async () => {
    const token = await tokenFor(ctx().app, ctx().clock, 'burst@list-ops.test', ['member']);
    const t = PINNED_NOW - MIN;
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        post('/api/user_picks/ops', token, { ops: [add(`b${i}`, 100 + i, t + i)] }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    expect(new Set(await listed(token))).toEqual(
      new Set(Array.from({ length: 24 }, (_, i) => `pick_${100 + i}`)),
    );
  });

  it('refuses bad operations with a 400 that names them, and changes nothing', async () => {
    const token = await tokenFor(ctx().app, ctx().clock, 'bad@list-ops.test', ['member']);
    await post('/api/user_picks/ops', token, { ops: [add('ok', 1, PINNED_NOW - MIN)] });
    const bad = [
      { ops: [] },
      { ops: [{ id: 'x', kind: 'toggle', key: 'pick_2', at: PINNED_NOW }] },
      { ops: [{ id: 'x', kind: 'add', key: 'pick_2', at: PINNED_NOW }] },
      { ops: [{ id: 'x', kind: 'add', key: 'pick_2', at: -1, item: { id: 'pick_2' } }] },
      { ops: [{ id: 'x', kind: 'add', key: '2', at: PINNED_NOW, item: { id: 'pick_2' } }] },
      // the first is fine, the second names another pick: neither lands
      { ops: [add('y', 3, PINNED_NOW), { ...add('z', 4, PINNED_NOW), key: 'pick_5' }] },
    ];
    for (const payload of bad) {
      const res = await post('/api/user_picks/ops', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const mismatch = await post('/api/user_picks/ops', token, bad[5]!);
    expect(mismatch.json().message).toBe('Operation z: the item is pick_4, not pick_5.');
    expect(await listed(token)).toEqual(['pick_1']);
    expect(
      (await post('/api/user_picks/ops', free, { ops: [add('f', 1, PINNED_NOW)] })).statusCode,
    ).toBe(403);
  });

  it('merges favourites by the same rule and holds the limit of five under a burst', async () => {
    const token = await tokenFor(ctx().app, ctx().clock, 'fav-ops@list-ops.test', []);
    const t = PINNED_NOW - 30 * MIN;
    const star = (id: string, key: number, at: number, kind: 'add' | 'remove' = 'add') => ({
      id,
      kind,
      key: String(key),
      at,
    });
    const favs = async () => (await get('/api/favorites', token)).json().favorites as number[];
    await post('/api/favorites/ops', token, { ops: [star('a', 11, t), star('b', 12, t + 1)] });
    // another device unstars 11 later; this device's older re-star of 11 does not bring it back
    await post('/api/favorites/ops', token, { ops: [star('c', 11, t + 10 * MIN, 'remove')] });
    const stale = await post('/api/favorites/ops', token, { ops: [star('d', 11, t + 5 * MIN)] });
    expect(stale.json()).toMatchObject({ favorites: [12], superseded: ['d'] });
    const burst = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        post('/api/favorites/ops', token, { ops: [star(`s${i}`, 20 + i, t + 20 * MIN + i)] }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 200));
    const refused = burst.filter((r) => r.json().refused.length > 0);
    expect(refused).toHaveLength(9 - (MAX_FAVORITES - 1));
    expect(refused[0]!.json().message).toBe(FAVORITES_LIMIT_MESSAGE);
    expect(await favs()).toHaveLength(MAX_FAVORITES);
    // ids use the whole integer range (the algorithm's experts have ten-digit ids)
    const big = await post('/api/favorites/ops', token, {
      ops: [star('u', 12, t + 30 * MIN, 'remove'), star('big', 1357548456, t + 31 * MIN)],
    });
    expect(big.statusCode).toBe(200);
    expect(big.json().favorites).toContain(1357548456);
    const tooBig = await post('/api/favorites/ops', token, { ops: [star('t', 2147483648, t)] });
    expect(tooBig.statusCode).toBe(400);
    const bad = await post('/api/favorites/ops', token, {
      ops: [star('x', 11, t)].map((o) => ({ ...o, key: 'eleven' })),
    });
    expect(bad.statusCode).toBe(400);
  });
});
