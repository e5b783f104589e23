// Calibrated probability per pick (issue [I], item 3): the first-start step fits the mapping from
// confidence to observed win rate on the graded history and stores it per source with its date
// and sample size; every pick in GET /api/picks, the events feed and the user_picks metadata then
// carries the calibrated probability and its edge against the vig-free market, read through the
// stored fit, and a refit moves the pages' version.
import { beforeAll, expect, it } from 'vitest';
import type { UserPicksReply } from '../../src/api/parlay-contract';
import {
  calibratedProbability,
  calibrationSourceOf,
  type CalibrationPoint,
} from '../../src/domain/probability/probability-calibration';
import { calibrationStep } from '../../server/demo/calibration-step';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { tokenFor } from './support/accounts';
import { describeApi, PINNED_NOW } from './support/harness';
import { asPercent } from '../../src/domain/probability/scales';

interface WirePick {
  id: number;
  confidence: number;
  model_probability: number | null;
  market_probability: number | null;
  calibrated_probability?: number | null;
  edge?: number | null;
  handicapperNames: string[];
}

describeApi('calibrated probability', (ctx) => {
  let paid = '';
  const call = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers: { 'x-device-token': paid, ...headers } });
  const page = async (query = '') =>
    (await call(`/api/picks?date=2026-11-22&limit=100${query}`)).json() as {
      picks: WirePick[];
      version: string;
    };

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 5,
      slateDate: '2026-11-22',
      pickDaysBack: 2,
      daysForward: 0,
      leagues: ['NBA', 'NHL'],
    });
    paid = await tokenFor(app, clock, 'paid@calibration.test', ['member']);
  });

  it('has no calibrated number before a fit, and the first-start step fits and stores one per source', async () => {
    const before = await page();
    expect(before.picks.length).toBeGreaterThan(0);
    expect(before.picks.every((p) => p.calibrated_probability === null)).toBe(true);

    const { app, clock } = ctx();
    const lines = await calibrationStep({ database: app.database, clock });
    expect(lines[0]).toMatch(
      /^Calibration fitted on \d+ graded picks \(all, experts, algorithm\)\.$/,
    );
    const rows = await app.database.db
      .selectFrom('probability_calibrations')
      .selectAll()
      .orderBy('source')
      .execute();
    expect(rows.map((r) => r.source)).toEqual(['algorithm', 'all', 'experts']);
    const graded = await app.database.db
      .selectFrom('picks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('result', 'in', ['win', 'loss'])
      .where('confidence_percent', 'is not', null)
      .executeTakeFirstOrThrow();
    const all = rows.find((r) => r.source === 'all')!;
    expect(Number(all.sample_size)).toBe(Number(graded.n));
    expect(
      Number(rows.find((r) => r.source === 'experts')!.sample_size) +
        Number(rows.find((r) => r.source === 'algorithm')!.sample_size),
    ).toBe(Number(graded.n));
    expect(all.fitted_at).toBe(new Date(PINNED_NOW).toISOString());
    const points = JSON.parse(all.points) as CalibrationPoint[];
    for (let i = 1; i < points.length; i += 1)
      expect(points[i]!.probability).toBeGreaterThanOrEqual(points[i - 1]!.probability);

    // a restart with nothing new writes nothing
    expect(await calibrationStep({ database: app.database, clock })).toEqual([]);
  });

  it('gives every pick its calibrated probability from its source’s fit, and the edge over the market', async () => {
    const { app } = ctx();
    const fits = await app.database.db.selectFrom('probability_calibrations').selectAll().execute();
    const pointsOf = (source: string) =>
      JSON.parse(fits.find((f) => f.source === source)!.points) as CalibrationPoint[];
    // every qualified pick of the slate: algorithm-only picks sit below the experts' top ones
    const picks: Awaited<ReturnType<typeof page>>['picks'] = [];
    for (let offset = 0; offset < 2000; offset += 100) {
      const next = await page(`&offset=${offset}`);
      picks.push(...next.picks);
      if (next.picks.length < 100) break;
    }
    const algo = "Cole's Algo Picks";
    let algorithmOnly = 0;
    for (const pick of picks) {
      const source = calibrationSourceOf(
        pick.handicapperNames.map((name) => (name === algo ? 'algorithm' : 'human')),
      );
      if (source === 'algorithm') algorithmOnly += 1;
      const expected = calibratedProbability(pointsOf(source), asPercent(pick.confidence));
      expect(pick.calibrated_probability).toBe(expected);
      expect(pick.edge).toBeCloseTo(expected! - pick.market_probability!, 4);
    }
    expect(algorithmOnly).toBeGreaterThan(0);
    // the honest part: at the top, the history won less often than the confidence says
    const top = picks.filter((p) => p.confidence >= 80);
    expect(top.length).toBeGreaterThan(0);
    for (const pick of top)
      expect(pick.calibrated_probability!).toBeLessThan(pick.confidence / 100);
  });

  it('moves the pages’ version when refitted, so devices do not keep the old numbers', async () => {
    const { app, clock } = ctx();
    const before = await call('/api/picks?date=2026-11-22&limit=5');
    const etag = String(before.headers.etag);
    // the graded history changes (a regrade, an import): the step sees it and refits
    const graded = await app.database.db
      .selectFrom('picks')
      .select('id')
      .where('result', '=', 'loss')
      .where('event_date', '<', '2026-11-22')
      .executeTakeFirstOrThrow();
    await app.database.db
      .updateTable('picks')
      .set({ confidence_percent: null })
      .where('id', '=', graded.id)
      .execute();
    expect(await calibrationStep({ database: app.database, clock })).toHaveLength(1);
    const after = await call('/api/picks?date=2026-11-22&limit=5', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('carries the same numbers in the events feed and in the stored list’s metadata', async () => {
    const { picks } = await page();
    const byId = new Map(picks.map((p) => [p.id, p]));
    const events = (await call('/api/todays_events?date=2026-11-22&limit=50')).json() as {
      events: { picks: WirePick[] }[];
    };
    const fed = events.events.flatMap((e) => e.picks).filter((p) => byId.has(p.id));
    expect(fed.length).toBeGreaterThan(0);
    for (const pick of fed) {
      expect(pick.calibrated_probability).toBe(byId.get(pick.id)!.calibrated_probability);
      expect(pick.edge).toBe(byId.get(pick.id)!.edge);
    }

    const chosen = picks.slice(0, 3);
    await ctx().app.inject({
      method: 'POST',
      url: '/api/load_user_picks',
      headers: { 'x-device-token': paid },
      payload: {
        picks: chosen.map((p, i) => ({
          id: `pick_${p.id}`,
          sourceId: String(p.id),
          confidence: 50,
          // what an older client posted: the optimizer never reads it
          probability: 0.99,
          addedAt: i,
        })),
      },
    });
    const stored = (await call('/api/user_picks')).json() as UserPicksReply;
    stored.picks.forEach((item, i) => {
      const pick = chosen[i]!;
      expect(item).toMatchObject({
        confidence: pick.confidence,
        calibratedProbability: pick.calibrated_probability,
        probability: pick.calibrated_probability,
        modelProbability: pick.model_probability,
        marketProbability: pick.market_probability,
        edge: pick.edge,
      });
    });
  });
});
