// GET /api/optimize_split and GET /api/user_picks: the stored list split into positive-EV
// sub-parlays under the constraints, per account, and the device's optimizer giving the same reply.
import { beforeAll, expect, it } from 'vitest';
import type { OptimizeSplitReply, UserPicksReply } from '../../src/api/parlay-contract';
import { NEED_MORE_PICKS_MESSAGE } from '../../src/domain/parlay/optimize-parlays';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { refitProbabilityCalibration } from '../../server/services/probability-calibration';
import { optimizeOnDevice } from '../../workers/optimize-on-device';
import { tokenFor } from './support/accounts';
import { describeApi } from './support/harness';

interface ServerPick {
  id: number;
  game_id: number | null;
  player_name: string;
  event_team: string | null;
  team_a: string | null;
  team_b: string | null;
  stat_type: string;
  league: string;
  confidence: number;
  prediction: number;
  reusable: boolean;
  odds: string | null;
  calibrated_probability: number | null;
  market_probability: number | null;
}

describeApi('optimize split', (ctx) => {
  let paid = '';
  let other = '';
  let free = '';
  let slate: ServerPick[] = [];

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 5,
      slateDate: '2026-11-22',
      pickDaysBack: 1,
      daysForward: 0,
      leagues: ['NBA', 'NHL'],
    });
    // legs are priced by the calibrated probability: fit it on the seeded history
    await refitProbabilityCalibration(app.database.db, clock);
    const token = (email: string, roles: string[]) => tokenFor(app, clock, email, roles);
    paid = await token('paid@optimize.test', ['member']);
    other = await token('other@optimize.test', ['member']);
    free = await token('free@optimize.test', []);
    const page = await app.inject({
      method: 'GET',
      url: '/api/picks?date=2026-11-22&limit=100',
      headers: { 'x-device-token': paid },
    });
    slate = (page.json() as { picks: ServerPick[] }).picks;
  });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: token ? { 'x-device-token': token } : {},
      ...(payload ? { payload } : {}),
    });

  /** List items as the client posts them: the spec's fields only, no optimizer metadata. */
  const asListItems = (picks: ServerPick[]) =>
    picks.map((p, i) => ({
      id: `pick_${p.id}`,
      sourceType: 'pick',
      sourceId: String(p.id),
      playerName: p.player_name,
      betType: `${p.prediction === 1 ? 'Over' : 'Under'} ${p.stat_type}`,
      gameInfo: `${p.team_a} vs ${p.team_b}`,
      statType: p.stat_type,
      league: p.league,
      confidence: 50,
      handicapperNames: [],
      addedAt: 1000 + i,
      eventDate: '2026-11-22',
    }));

  /** The top picks plus two pairs of legs from one game each, so the correlation model has work. */
  const mixedList = () => {
    const byGame = new Map<number, ServerPick[]>();
    for (const p of slate)
      if (p.game_id !== null) byGame.set(p.game_id, [...(byGame.get(p.game_id) ?? []), p]);
    const pairs = [...byGame.values()]
      .filter((g) => g.length >= 2)
      .slice(0, 2)
      .flatMap((g) => g.slice(0, 2));
    const rest = slate.filter((p) => !pairs.includes(p)).slice(0, 14 - pairs.length);
    return [...pairs, ...rest];
  };

  it('is for paid members only', async () => {
    for (const url of ['/api/optimize_split', '/api/user_picks']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      const res = await call('GET', url, free);
      expect(res.statusCode).toBe(403);
      expect(res.json().upgrade_url).toBe('/upgrade');
    }
  });

  it('needs at least 2 picks, with the spec message', async () => {
    await call('POST', '/api/load_user_picks', paid, { picks: asListItems(slate.slice(0, 1)) });
    const res = await call('GET', '/api/optimize_split', paid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: NEED_MORE_PICKS_MESSAGE });
  });

  it('splits the posted list into positive-EV parlays that respect the constraints', async () => {
    const list = mixedList();
    expect(list.length).toBeGreaterThanOrEqual(10);
    await call('POST', '/api/load_user_picks', paid, { picks: asListItems(list) });
    const res = await call('GET', '/api/optimize_split', paid);
    expect(res.statusCode).toBe(200);
    const body = res.json() as OptimizeSplitReply;
    expect(body.method).toBe('greedy');
    expect(body.subparlays.length).toBeGreaterThan(0);
    expect(body.subparlays).toHaveLength(body.parlays.length);

    const byId = new Map(list.map((p) => [`pick_${p.id}`, p]));
    body.subparlays.forEach((legs, i) => {
      const summary = body.parlays[i]!;
      expect(legs.length).toBeGreaterThanOrEqual(2);
      expect(legs.length).toBeLessThanOrEqual(6);
      expect(summary.expected_value).toBeGreaterThan(0);
      expect(summary.hit_probability).toBeGreaterThan(0);
      expect(summary.warnings).toHaveLength(summary.correlated_pairs.length);
      // legs of one game only as a positively correlated pair, which is warned about
      const games = legs.map((leg) => byId.get(leg.pID)!.game_id);
      for (const game of new Set(games)) {
        const same = legs.filter((_, k) => games[k] === game).map((l) => l.pID);
        expect(same.length).toBeLessThanOrEqual(2);
        if (same.length === 2) {
          const pair = summary.correlated_pairs.find((p) =>
            same.every((id) => p.legs.includes(id)),
          );
          expect(pair?.correlation).toBeGreaterThan(0);
        }
      }
      for (const leg of legs) {
        const pick = byId.get(leg.pID)!;
        // the server's own numbers, not the list's confidence of 50
        expect(leg.name).toBe(`${pick.player_name} - ${pick.stat_type}`);
        expect(leg.confidence).toBe(Math.round(pick.confidence));
        expect(leg.odds).toBe(pick.odds ?? '1.85');
        expect(leg.pick_type).toBe(summary.pick_type);
      }
    });
    const profit = body.parlays.reduce((sum, p) => sum + p.stake * p.expected_value, 0);
    expect(body.expected_profit).toBeCloseTo(profit, 6);
    expect(body.picks.map((p) => p.id)).toEqual(list.map((p) => `pick_${p.id}`));
    // the list holds same-game legs on the same side: the model pairs some of them, with a warning
    expect(
      body.parlays.some((p) => p.correlated_pairs.length === 1 && p.warnings.length === 1),
    ).toBe(true);
  });

  it('gives the stored list with the metadata the split used, and the device the same split', async () => {
    const list = mixedList();
    await call('POST', '/api/load_user_picks', paid, { picks: asListItems(list) });
    const stored = (await call('GET', '/api/user_picks', paid)).json() as UserPicksReply;
    expect(stored.updated_at).not.toBeNull();
    expect(stored.picks).toHaveLength(list.length);
    const first = stored.picks[0]!;
    const row = list[0]!;
    expect(first).toMatchObject({
      id: `pick_${row.id}`,
      confidence: row.confidence,
      // the optimizer's leg probability is the calibrated one, never confidence / 100
      calibratedProbability: row.calibrated_probability,
      probability: row.calibrated_probability,
      marketProbability: row.market_probability,
      gameKey: `game-${row.game_id}`,
      team: row.event_team,
      side: row.prediction,
      reusable: row.reusable,
      capitalLimit: 0,
      mutualExclusion: -1,
    });
    const server = (await call('GET', '/api/optimize_split', paid)).json() as OptimizeSplitReply;
    // the device splits the list it stored from the server: exactly the server's reply
    expect(await optimizeOnDevice(stored.picks)).toEqual(server);
    expect(await optimizeOnDevice(server.picks)).toEqual(server);
  });

  it('keeps each account’s list to itself', async () => {
    await call('POST', '/api/load_user_picks', paid, { picks: asListItems(slate.slice(0, 4)) });
    await call('POST', '/api/load_user_picks', other, { picks: asListItems(slate.slice(10, 13)) });
    const mine = (await call('GET', '/api/user_picks', paid)).json() as UserPicksReply;
    const theirs = (await call('GET', '/api/user_picks', other)).json() as UserPicksReply;
    expect(mine.picks.map((p) => p.id)).toEqual(slate.slice(0, 4).map((p) => `pick_${p.id}`));
    expect(theirs.picks.map((p) => p.id)).toEqual(slate.slice(10, 13).map((p) => `pick_${p.id}`));
    const split = (await call('GET', '/api/optimize_split', other)).json() as OptimizeSplitReply;
    const theirIds = new Set(theirs.picks.map((p) => p.id));
    for (const leg of split.subparlays.flat()) expect(theirIds.has(leg.pID)).toBe(true);
  });

  it('refuses a bad list with 400 and writes nothing', async () => {
    await call('POST', '/api/load_user_picks', paid, { picks: asListItems(slate.slice(0, 3)) });
    for (const payload of [{ picks: [{ name: 'no id' }] }, { picks: 'x' }, {}]) {
      const res = await call('POST', '/api/load_user_picks', paid, payload);
      expect(res.statusCode).toBe(400);
    }
    const after = (await call('GET', '/api/user_picks', paid)).json() as UserPicksReply;
    expect(after.picks).toHaveLength(3);
  });

  it('answers an account that never posted with an empty list', async () => {
    const token = await tokenFor(ctx().app, ctx().clock, 'new@optimize.test', ['member']);
    expect((await call('GET', '/api/user_picks', token)).json()).toEqual({
      success: true,
      picks: [],
      updated_at: null,
    });
  });
});
