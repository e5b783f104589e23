// Favorites (signed-in users, max 5, sanitised) and league game logs on a seeded demo slate.
import { beforeAll, expect, it } from 'vitest';
import { FAVORITES_LIMIT_MESSAGE } from '../../src/domain/lists/favorites';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { tokenFor } from './support/accounts';
import { describeApi } from './support/harness';

describeApi('favorites and game logs', (ctx) => {
  let freeToken = '';
  let paidToken = '';
  let otherToken = '';

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      // every league on one slate, whatever the calendar says (the calendars: demo-world.test.ts)
      everyLeagueInSeason: true,
      seed: 11,
      slateDate: '2026-11-22',
      pickDaysBack: 2,
      daysForward: 0,
      leagues: ['MLB', 'NFL', 'CFB'],
    });
    const token = (email: string, roles: string[]) => tokenFor(app, clock, email, roles);
    freeToken = await token('free@fav.test', []);
    paidToken = await token('paid@fav.test', ['member']);
    otherToken = await token('other@fav.test', []);
  });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    ctx().app.inject({
      method,
      url,
      headers: token ? { 'x-device-token': token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('needs a signed-in user (any plan) for favorites', async () => {
    expect((await call('GET', '/api/favorites', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/favorites', null, { favorites: [1] })).statusCode).toBe(401);
    const empty = await call('GET', '/api/favorites', freeToken);
    expect(empty.json()).toEqual({ success: true, favorites: [] });
  });

  it('stores favorites deduplicated, per user', async () => {
    const saved = await call('POST', '/api/favorites', freeToken, { favorites: [1, '2000', 1, 3] });
    expect(saved.json()).toEqual({ success: true, favorites: [1, 2000, 3] });
    expect((await call('GET', '/api/favorites', freeToken)).json().favorites).toEqual([1, 2000, 3]);
    expect((await call('GET', '/api/favorites', otherToken)).json().favorites).toEqual([]);
  });

  it('refuses more than five with the spec message and keeps the old list', async () => {
    const res = await call('POST', '/api/favorites', freeToken, { favorites: [1, 2, 3, 4, 5, 6] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: FAVORITES_LIMIT_MESSAGE });
    expect((await call('GET', '/api/favorites', freeToken)).json().favorites).toEqual([1, 2000, 3]);
  });

  it('refuses ids that are not non-negative integers, and malformed bodies', async () => {
    for (const payload of [
      { favorites: [-1] },
      { favorites: ['x'] },
      { favorites: [1.5] },
      { favorites: 'nope' },
      {},
    ]) {
      const res = await call('POST', '/api/favorites', freeToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('gives MLB hitter and pitcher logs, newest first, at most `limit` rows', async () => {
    const { app } = ctx();
    const hitter = await app.database.db
      .selectFrom('players')
      .select('name')
      .where('league', '=', 'MLB')
      .where('player_type', '=', 'hitter')
      .executeTakeFirstOrThrow();
    const res = await call(
      'GET',
      `/api/mlb_game_logs?name=${encodeURIComponent(hitter.name.toUpperCase())}&limit=5`,
      paidToken,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.player_type).toBe('hitter');
    expect(body.columns.map((c: { key: string }) => c.key)).toContain('total_bases');
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.length).toBeLessThanOrEqual(5);
    const dates = body.rows.map((r: { game_date: string }) => r.game_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of body.rows) {
      expect(row.player_name).toBe(hitter.name);
      expect(row.total_bases).toBeGreaterThanOrEqual(row.hits);
    }
    const pitcher = await app.database.db
      .selectFrom('players')
      .select('name')
      .where('league', '=', 'MLB')
      .where('player_type', '=', 'pitcher')
      .executeTakeFirstOrThrow();
    const logs = (
      await call('GET', `/api/mlb_game_logs?name=${encodeURIComponent(pitcher.name)}`, paidToken)
    ).json();
    expect(logs.player_type).toBe('pitcher');
    expect(logs.rows.length).toBeLessThanOrEqual(12);
    for (const row of logs.rows) expect(['Yes', 'No']).toContain(row.quality_start_raw);
  });

  it('gives NFL and CFB logs and 404 for an unknown player', async () => {
    const { app } = ctx();
    for (const league of ['NFL', 'CFB']) {
      const qb = await app.database.db
        .selectFrom('players')
        .select('name')
        .where('league', '=', league)
        .where('player_type', '=', 'quarterback')
        .executeTakeFirstOrThrow();
      const body = (
        await call(
          'GET',
          `/api/${league.toLowerCase()}_game_logs?name=${encodeURIComponent(qb.name)}`,
          paidToken,
        )
      ).json();
      expect(body).toMatchObject({ success: true, player_type: 'quarterback' });
      expect(body.rows.length).toBeGreaterThanOrEqual(10);
      expect(body.rows[0]).toHaveProperty('passing_yards');
    }
    const missing = await call('GET', '/api/nfl_game_logs?name=Nobody%20Here', paidToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });
});

describeApi('stored pick list', (ctx) => {
  it('stores a paid user’s list, refuses free users and oversized or malformed lists', async () => {
    const { app, clock } = ctx();
    const userId = await createUser(app.database.db, clock, {
      email: 'list@fav.test',
      roles: ['pro'],
    });
    const token = await issueDeviceToken(app.database.db, clock, {
      userId,
      deviceId: 'd',
      uaHash: 'u',
    });
    const freeId = await createUser(app.database.db, clock, {
      email: 'freelist@fav.test',
      roles: [],
    });
    const free = await issueDeviceToken(app.database.db, clock, {
      userId: freeId,
      deviceId: 'd',
      uaHash: 'u',
    });
    const post = (payload: unknown, t: string) =>
      app.inject({
        method: 'POST',
        url: '/api/load_user_picks',
        headers: { 'x-device-token': t },
        payload: payload as object,
      });
    const picks = [{ id: 'pick_1', playerName: 'A B', confidence: 61 }, { id: 'pick_2' }];
    const ok = await post({ picks }, token);
    expect(ok.json()).toEqual({ success: true, message: 'Loaded 2 picks' });
    const { readUserPicks } = await import('../../server/services/user-pick-lists');
    expect(await readUserPicks(app.database.db, userId)).toEqual(picks);
    expect((await post({ picks }, free)).statusCode).toBe(403);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ id: `pick_${i}` }));
    expect((await post({ picks: tooMany }, token)).statusCode).toBe(400);
    expect((await post({ picks: [{ name: 'no id' }] }, token)).statusCode).toBe(400);
    expect(await readUserPicks(app.database.db, userId)).toEqual(picks);
  });
});
