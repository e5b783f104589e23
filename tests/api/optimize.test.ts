// GET /api/optimize_split: the stored list split into positive-EV sub-parlays under the constraints.
import { beforeAll, expect, it } from 'vitest';
import { NEED_MORE_PICKS_MESSAGE } from '../../src/domain/optimize-parlays';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { tokenFor } from './support/accounts';
import { describeApi } from './support/harness';

interface ServerPick {
  id: number;
  game_id: number | null;
  player_name: string;
  stat_type: string;
  league: string;
  confidence: number;
  reusable: boolean;
}

describeApi('optimize split', (ctx) => {
  let paid = '';
  let free = '';
  let top: ServerPick[] = [];

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 5,
      slateDate: '2026-11-22',
      pickDaysBack: 1,
      daysForward: 0,
      leagues: ['NBA', 'NHL'],
    });
    const token = (email: string, roles: string[]) => tokenFor(app, clock, email, roles);
    paid = await token('paid@optimize.test', ['member']);
    free = await token('free@optimize.test', []);
    const page = await app.inject({
      method: 'GET',
      url: '/api/picks?date=2026-11-22&limit=8',
      headers: { 'x-device-token': paid },
    });
    top = (page.json() as { picks: ServerPick[] }).picks;
  });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: token ? { 'x-device-token': token } : {},
      ...(payload ? { payload } : {}),
    });

  const asListItems = (picks: ServerPick[]) =>
    picks.map((p) => ({
      id: `pick_${p.id}`,
      sourceType: 'pick',
      sourceId: String(p.id),
      playerName: p.player_name,
      statType: p.stat_type,
      league: p.league,
      confidence: p.confidence,
    }));

  it('is for paid members only', async () => {
    expect((await call('GET', '/api/optimize_split', null)).statusCode).toBe(401);
    const res = await call('GET', '/api/optimize_split', free);
    expect(res.statusCode).toBe(403);
    expect(res.json().upgrade_url).toBe('/upgrade');
  });

  it('needs at least 2 picks, with the spec message', async () => {
    await call('POST', '/api/load_user_picks', paid, { picks: asListItems(top.slice(0, 1)) });
    const res = await call('GET', '/api/optimize_split', paid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: NEED_MORE_PICKS_MESSAGE });
  });

  it('splits the list into positive-EV parlays that respect the constraints', async () => {
    expect(top.length).toBeGreaterThanOrEqual(6);
    const list = top.slice(0, 8);
    await call('POST', '/api/load_user_picks', paid, { picks: asListItems(list) });
    const res = await call('GET', '/api/optimize_split', paid);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      subparlays: Array<
        Array<{ pID: string; name: string; pick_type: string; confidence: number }>
      >;
      parlays: Array<{
        pick_type: string;
        expected_value: number;
        stake: number;
        hit_probability: number;
      }>;
      expected_profit: number;
      method: string;
    };
    expect(body.method).toBe('exact');
    expect(body.subparlays.length).toBeGreaterThan(0);
    expect(body.subparlays).toHaveLength(body.parlays.length);

    const byId = new Map(list.map((p) => [`pick_${p.id}`, p]));
    const uses = new Map<string, number>();
    body.subparlays.forEach((legs, i) => {
      expect(legs.length).toBeGreaterThanOrEqual(2);
      expect(legs.length).toBeLessThanOrEqual(6);
      expect(body.parlays[i]!.expected_value).toBeGreaterThan(0);
      const games = legs.map((leg) => byId.get(leg.pID)?.game_id);
      // no correlation model yet: legs of one game are never combined
      expect(new Set(games).size).toBe(games.length);
      for (const leg of legs) {
        const pick = byId.get(leg.pID);
        expect(pick, leg.pID).toBeDefined();
        expect(leg.name).toBe(`${pick!.player_name} - ${pick!.stat_type}`);
        expect(leg.pick_type).toBe(body.parlays[i]!.pick_type);
        if (!pick!.reusable) uses.set(leg.pID, (uses.get(leg.pID) ?? 0) + 1);
      }
    });
    for (const count of uses.values()) expect(count).toBe(1);
    const profit = body.parlays.reduce((sum, p) => sum + p.stake * p.expected_value, 0);
    expect(body.expected_profit).toBeCloseTo(profit, 1);
  });
});
