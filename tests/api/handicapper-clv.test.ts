// A handicapper's closing line value on the profile (and so its calibration card): the mean CLV and
// the share that beat the close over the graded picks the handicapper took on the pick's side.
import { beforeAll, expect, it } from 'vitest';
import { freeAndPaidTokens } from './support/accounts';
import { describeApi } from './support/harness';

const SHARP = 515151;
const FRESH = 515152;

describeApi('handicapper closing line value', (ctx) => {
  let paid = '';

  beforeAll(async () => {
    const { app, clock } = ctx();
    ({ paid } = await freeAndPaidTokens(app, clock, 'clv.test'));
    const db = app.database.db;
    await db
      .insertInto('experts')
      .values([
        { id: SHARP, name: 'Closing Clara', kind: 'human', leagues: '["NBA"]' },
        { id: FRESH, name: 'Fresh Fred', kind: 'human', leagues: '["NBA"]' },
      ])
      .execute();
    // The pick's side is over (1). Clara takes it four times with CLV, once against it, once on an
    // ungraded pick and once on a graded pick without closing prices.
    const rows = [
      { expert: SHARP, own: 1, actual: 30, clv: 4.2 },
      { expert: SHARP, own: 1, actual: 10, clv: -1.4 },
      { expert: SHARP, own: 1, actual: 12, clv: 2.0 },
      { expert: SHARP, own: 1, actual: 28, clv: 0 },
      { expert: SHARP, own: 0, actual: 26, clv: -3.0 },
      { expert: SHARP, own: 1, actual: null, clv: 9.9 },
      { expert: SHARP, own: 1, actual: 22, clv: null },
      { expert: FRESH, own: 1, actual: 31, clv: null },
      { expert: FRESH, own: 1, actual: null, clv: 5.5 },
    ];
    for (const [i, row] of rows.entries()) {
      const pick = await db
        .insertInto('picks')
        .values({
          event_id: `2026-11-20-NBA-CLV-${i}-POINTS-24.5`,
          league: 'NBA',
          event_date: '2026-11-20',
          player_name: `Clv Player ${i}`,
          stat_type: 'Points',
          stat_threshold: 24.5,
          prediction: 1,
          pick_type: 'Prop',
          confidence_percent: 60,
          actual_value: row.actual,
          clv_percent: row.clv,
          created_at: '2026-11-19T12:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('pick_origins')
        .values({
          pick_id: pick.id,
          expert_id: row.expert,
          prediction: row.own,
          stated_confidence_percent: 60,
          prediction_time: '2026-11-19T12:00',
        })
        .execute();
    }
  });

  const get = (url: string) =>
    ctx().app.inject({ method: 'GET', url, headers: { 'x-device-token': paid } });

  it("averages the CLV of the graded picks taken on the pick's side", async () => {
    const res = await get(`/api/handicappers/${SHARP}`);
    expect(res.statusCode).toBe(200);
    const { handicapper } = res.json();
    // 4.2, -1.4, 2.0, 0: mean 1.2; two of four above zero (0 is not beating the close)
    expect(handicapper.closing_line).toEqual({ picks: 4, average_percent: 1.2, beat_share: 0.5 });
    // the hit rate beside it counts every graded pick, priced or not
    expect(handicapper.record).toMatchObject({ wins: 2, losses: 4, pending: 1 });
  });

  it('says there is nothing to measure when no graded pick has closing prices', async () => {
    const res = await get(`/api/handicappers/${FRESH}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().handicapper.closing_line).toEqual({
      picks: 0,
      average_percent: null,
      beat_share: null,
    });
  });
});
