// A handicapper's calibration card: graded picks grouped by the confidence the expert stated, with
// each band's hit rate, on a hand-built record and on the demo slate.
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { freeAndPaidTokens } from './support/accounts';
import { describeApi } from './support/harness';

const EXPERT_ID = 424242;

describeApi('handicapper calibration', (ctx) => {
  let paid = '';

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 3,
      slateDate: '2026-11-22',
      pickDaysBack: 3,
      daysForward: 1,
    });
    ({ paid } = await freeAndPaidTokens(app, clock, 'calibration.test'));
    const db = app.database.db;
    await db
      .insertInto('experts')
      .values({ id: EXPERT_ID, name: 'Calibration Carl', kind: 'human', leagues: '["MLB"]' })
      .execute();
    // Over 1.5 each time: actual 3 wins, 1 loses; stated confidences 55, 58, 72, 90, none (stored as percent).
    const rows = [
      { stated: 55, actual: 3 },
      { stated: 58, actual: 1 },
      { stated: 72, actual: 2 },
      { stated: 90, actual: 0 },
      { stated: null, actual: 4 },
      { stated: 65, actual: null },
    ];
    for (const [i, row] of rows.entries()) {
      const pick = await db
        .insertInto('picks')
        .values({
          event_id: `2026-11-20-MLB-CARL-${i}-HITS-1.5`,
          league: 'MLB',
          event_date: '2026-11-20',
          player_name: `Carl Player ${i}`,
          stat_type: 'Hits',
          stat_threshold: 1.5,
          prediction: 1,
          pick_type: 'Prop',
          confidence_percent: 60,
          actual_value: row.actual,
          created_at: '2026-11-19T12:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('pick_origins')
        .values({
          pick_id: pick.id,
          expert_id: EXPERT_ID,
          prediction: 1,
          stated_confidence_percent: row.stated,
          prediction_time: '2026-11-19T12:00',
        })
        .execute();
    }
  });

  const get = (url: string) =>
    ctx().app.inject({ method: 'GET', url, headers: { 'x-device-token': paid } });

  it('bands graded picks by stated confidence with their hit rates', async () => {
    const res = await get(`/api/handicappers/${EXPERT_ID}`);
    expect(res.statusCode).toBe(200);
    const { handicapper } = res.json();
    expect(handicapper.record).toEqual({ wins: 3, losses: 2, pushes: 0, pending: 1 });
    const { calibration } = handicapper;
    expect(calibration.graded).toBe(5);
    expect(calibration.unbanded).toBe(1);
    const byLabel = Object.fromEntries(
      calibration.bands.map((b: { label: string }) => [b.label, b]),
    );
    expect(byLabel['50-59%']).toMatchObject({ picks: 2, wins: 1, losses: 1, hitRate: 0.5 });
    expect(byLabel['60-69%']).toMatchObject({ picks: 0, hitRate: null });
    expect(byLabel['70-79%']).toMatchObject({ picks: 1, wins: 1, hitRate: 1, meanStated: 72 });
    expect(byLabel['80-100%']).toMatchObject({ picks: 1, losses: 1, hitRate: 0 });
  });

  it("adds up to the demo algorithm's record", async () => {
    const { handicapper } = (await get('/api/handicappers/1')).json();
    const { record, calibration } = handicapper;
    expect(calibration.graded).toBe(record.wins + record.losses + record.pushes);
    const banded = calibration.bands.reduce(
      (sum: number, b: { picks: number }) => sum + b.picks,
      0,
    );
    expect(banded + calibration.unbanded).toBe(calibration.graded);
    const wins = calibration.bands.reduce((sum: number, b: { wins: number }) => sum + b.wins, 0);
    expect(wins).toBeLessThanOrEqual(record.wins);
    expect(calibration.graded).toBeGreaterThan(0);
  });
});
