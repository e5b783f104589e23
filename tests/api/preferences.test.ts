// The bettor's staking preferences (issue [I], item 4): GET / POST /api/settings/preferences for a
// signed-in account, clear 400s that change nothing, one application per idempotency key; and the
// optimizer staking by them: each leg in at most N parlays, no two parlays sharing more than half
// their legs, each stake within the per-parlay cap and the total within the slate cap.
import { beforeAll, expect, it } from 'vitest';
import type { OptimizeSplitReply } from '../../src/api/parlay-contract';
import { DEFAULT_ACCOUNT_PREFERENCES } from '../../src/domain/account/account-preferences';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { refitProbabilityCalibration } from '../../server/services/probability-calibration';
import { tokenFor } from './support/accounts';
import { describeApi, PINNED_NOW } from './support/harness';

describeApi('bettor preferences and the honest optimizer', (ctx) => {
  let paid = '';
  let free = '';
  let top: { id: number; calibrated_probability: number; game_id: number }[] = [];
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: { ...(token ? { 'x-device-token': token } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 5,
      slateDate: '2026-11-22',
      pickDaysBack: 1,
      daysForward: 0,
      leagues: ['NBA', 'NHL'],
    });
    await refitProbabilityCalibration(app.database.db, clock);
    paid = await tokenFor(app, clock, 'paid@preferences.test', ['member']);
    free = await tokenFor(app, clock, 'free@preferences.test', []);
    const page = await call('GET', '/api/picks?date=2026-11-22&limit=40', paid);
    top = (page.json() as { picks: typeof top }).picks;
  });

  it('answers the defaults until the bettor saves, for any signed-in account', async () => {
    expect((await call('GET', '/api/settings/preferences', null)).statusCode).toBe(401);
    const res = await call('GET', '/api/settings/preferences', free);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      preferences: DEFAULT_ACCOUNT_PREFERENCES,
      updated_at: null,
    });
  });

  it('saves a subset over the saved set, and reads it back', async () => {
    const res = await call('POST', '/api/settings/preferences', free, {
      bankroll: 500,
      max_parlays_per_leg: 2,
    });
    expect(res.statusCode).toBe(200);
    const expected = { ...DEFAULT_ACCOUNT_PREFERENCES, bankroll: 500, max_parlays_per_leg: 2 };
    expect(res.json()).toEqual({
      success: true,
      preferences: expected,
      updated_at: new Date(PINNED_NOW).toISOString(),
    });
    const again = (await call('GET', '/api/settings/preferences', free)).json();
    expect(again.preferences).toEqual(expected);
  });

  it('refuses bad values with a 400 naming the field, and changes nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ bankroll: 0 }, /^Bankroll must be a number from 1 to 10,000,000 units\.$/],
      [{ kelly_fraction: 2 }, /^Kelly fraction must be/],
      [{ max_parlays_per_leg: 1.5 }, /^Parlays per leg must be a whole number/],
      [
        { max_parlay_stake_percent: 50 },
        /^Most per parlay cannot be more than the most for the slate\.$/,
      ],
      [{ bankroll: 'lots' }, /bankroll/],
      [{ stake_everything: true }, /^Unknown preference: stake_everything\.$/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/settings/preferences', free, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    const after = (await call('GET', '/api/settings/preferences', free)).json();
    expect(after.preferences.bankroll).toBe(500);
    expect(after.preferences.kelly_fraction).toBe(0.25);
  });

  it('applies a replayed write once', async () => {
    const token = await tokenFor(ctx().app, ctx().clock, 'replay@preferences.test', []);
    const key = { 'idempotency-key': 'prefs-key-0001' };
    const first = await call('POST', '/api/settings/preferences', token, { bankroll: 80 }, key);
    expect(first.statusCode).toBe(200);
    await call('POST', '/api/settings/preferences', token, { bankroll: 90 });
    const replay = await call('POST', '/api/settings/preferences', token, { bankroll: 80 }, key);
    expect(replay.statusCode).toBe(200);
    // the replay answered from the key: the later write of 90 stands
    const now = (await call('GET', '/api/settings/preferences', token)).json();
    expect(now.preferences.bankroll).toBe(90);
  });

  it('splits the ten highest picks within the caps, legs priced by their calibrated probability', async () => {
    const ten = top.slice(0, 10);
    await call('POST', '/api/load_user_picks', paid, {
      picks: ten.map((p, i) => ({ id: `pick_${p.id}`, sourceId: String(p.id), addedAt: i })),
    });
    await call('POST', '/api/settings/preferences', paid, {
      bankroll: 1000,
      max_parlay_stake_percent: 1.5,
      max_slate_stake_percent: 4,
    });
    const res = await call('GET', '/api/optimize_split', paid);
    expect(res.statusCode).toBe(200);
    const body = res.json() as OptimizeSplitReply;
    expect(body.parlays.length).toBeGreaterThan(1);
    expect(body.staking).toMatchObject({
      bankroll: 1000,
      kelly_fraction: 0.25,
      max_parlay_stake_percent: 1.5,
      max_slate_stake_percent: 4,
      max_parlays_per_leg: 3,
    });
    const stakes = body.parlays.map((p) => p.stake);
    for (const stake of stakes) expect(stake).toBeLessThanOrEqual(15);
    const total = stakes.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(40 + 1e-9);
    expect(body.staking.total_stake).toBeCloseTo(total, 6);
    expect(body.staking.total_stake_percent).toBeCloseTo((100 * total) / 1000, 2);
    body.parlays.forEach((p) => expect(p.stake_percent).toBeCloseTo((100 * p.stake) / 1000, 2));

    const calibrated = new Map(ten.map((p) => [`pick_${p.id}`, p.calibrated_probability]));
    const uses = new Map<string, number>();
    body.subparlays.forEach((legs, i) => {
      for (const leg of legs) {
        uses.set(leg.pID, (uses.get(leg.pID) ?? 0) + 1);
        expect(leg.probability).toBe(calibrated.get(leg.pID));
        expect(leg.bet).toMatch(/ (Over|Under) \d+(\.\d+)? .+, [+-]\d+ at .+$/);
      }
      // without a same-game pair, P(all hit) is the product of the calibrated probabilities
      if (body.parlays[i]!.correlated_pairs.length === 0)
        expect(body.parlays[i]!.hit_probability).toBeCloseTo(
          legs.reduce((p, leg) => p * leg.probability, 1),
          10,
        );
      for (const other of body.subparlays.slice(i + 1)) {
        const shared = legs.filter((l) => other.some((o) => o.pID === l.pID)).length;
        expect(2 * shared).toBeLessThanOrEqual(Math.min(legs.length, other.length));
      }
    });
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(3);
  });

  it('takes preferences from the query for this split, and refuses bad ones', async () => {
    const res = await call('GET', '/api/optimize_split?max_parlays_per_leg=1&bankroll=200', paid);
    expect(res.statusCode).toBe(200);
    const body = res.json() as OptimizeSplitReply;
    expect(body.staking).toMatchObject({ bankroll: 200, max_parlays_per_leg: 1 });
    const ids = body.subparlays.flat().map((leg) => leg.pID);
    expect(new Set(ids).size).toBe(ids.length);
    const bad = await call('GET', '/api/optimize_split?kelly_fraction=3', paid);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Kelly fraction must be/);
  });
});
