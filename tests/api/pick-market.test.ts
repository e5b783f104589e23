// A pick's market (issue [M]): prices at several books, the best on the list and in the detail,
// the fair line at each phase, closing line value on graded picks; a new price is read at once.
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { refreshPickMarkets, upsertPrices } from '../../server/services/pick-prices';
import {
  bestQuote,
  fairProbability,
  pickClosingLine,
  type BookQuote,
} from '../../src/domain/odds/market-prices';
import { closingLineSummary } from '../../src/domain/handicappers/closing-line-summary';
import { tokenFor } from './support/accounts';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';

describeApi('pick market', (ctx) => {
  let paid = '';
  let free = '';

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 13,
      slateDate: SLATE,
      pickDaysBack: 1,
      daysForward: 0,
      leagues: ['NBA'],
    });
    paid = await tokenFor(app, clock, 'paid@market.test', ['member']);
    free = await tokenFor(app, clock, 'free@market.test', []);
  });

  const get = async (url: string, token: string | null = paid) => {
    const res = await ctx().app.inject({
      method: 'GET',
      url,
      headers: token ? { 'x-device-token': token } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };

  const quotesOf = async (pickId: number, phase: string): Promise<BookQuote[]> =>
    (
      await ctx()
        .app.database.db.selectFrom('pick_prices')
        .selectAll()
        .where('pick_id', '=', pickId)
        .where('phase', '=', phase)
        .orderBy('book')
        .execute()
    ).map((r) => ({ book: r.book, odds: Number(r.odds), otherOdds: Number(r.other_odds) }));

  const firstPick = async (date: string) =>
    ctx()
      .app.database.db.selectFrom('picks')
      .select(['id', 'clv_percent', 'closing_probability'])
      .where('event_date', '=', date)
      .orderBy('confidence_percent', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('is for paid members, and says so for an unknown or bad id', async () => {
    const { id } = await firstPick(SLATE);
    expect((await get(`/api/picks/${id}/market`, null)).status).toBe(401);
    expect((await get(`/api/picks/${id}/market`, free)).status).toBe(403);
    const missing = await get('/api/picks/99999999/market');
    expect(missing).toEqual({ status: 404, body: { success: false, message: 'No such pick.' } });
    const bad = await get('/api/picks/abc/market');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it("shows today's pick at four to six books, the best one the same as on the list", async () => {
    const list = await get(`/api/picks?date=${SLATE}&limit=1`);
    const listed = list.body.picks[0];
    const { status, body } = await get(`/api/picks/${listed.id}/market`);
    expect(status).toBe(200);
    expect(body.books.length).toBeGreaterThanOrEqual(4);
    expect(body.books.length).toBeLessThanOrEqual(6);
    expect(body.books.map((b: { book: string }) => b.book)).toEqual(
      body.books.map((b: { book: string }) => b.book).sort(),
    );
    for (const b of body.books) {
      expect(b.open).not.toBeNull();
      expect(b.current).not.toBeNull();
      expect(b.close).toBeNull();
      expect(b.vig).toBeGreaterThan(0);
    }
    const current = await quotesOf(listed.id, 'current');
    const best = bestQuote(current)!;
    expect(body.best).toEqual({ book: best.book, odds: best.odds });
    // one number on every screen: the card's price and book are the detail's best
    expect(listed.sportsbook).toBe(best.book);
    expect(Number(listed.odds)).toBe(best.odds);
    expect(body.fair.current).toBeCloseTo(fairProbability(current)!, 4);
    expect(listed.market_probability).toBeCloseTo(body.fair.current, 4);
    expect(body.fair.close).toBeNull();
    expect(body.clv_percent).toBeNull();
  });

  it("gives yesterday's graded pick its closing prices and closing line value", async () => {
    const past = await firstPick('2026-11-21');
    const { body } = await get(`/api/picks/${past.id}/market`);
    for (const b of body.books) {
      expect(b.current).toBeNull();
      expect(b.close).not.toBeNull();
    }
    const expected = pickClosingLine(
      await quotesOf(past.id, 'open'),
      await quotesOf(past.id, 'close'),
    )!;
    expect(body.clv_percent).toBeCloseTo(expected.clvPercent, 1);
    expect(body.closing_probability).toBeCloseTo(expected.closingProbability, 3);
    expect(Number(past.clv_percent)).toBe(body.clv_percent);
  });

  it('reads a new best price at once, on the list and in the detail', async () => {
    const list = await get(`/api/picks?date=${SLATE}&limit=1`);
    const listed = list.body.picks[0];
    const { app, clock } = ctx();
    const better = Math.max(...(await quotesOf(listed.id, 'current')).map((q) => q.odds)) + 40;
    const odds = better >= -100 && better < 100 ? 105 : better;
    await upsertPrices(app.database.db, [
      {
        pick_id: listed.id,
        book: 'Circa Sports',
        phase: 'current',
        odds,
        other_odds: -150,
        recorded_at: new Date(clock.now()).toISOString(),
      },
    ]);
    await refreshPickMarkets(app.database.db, [listed.id]);
    const market = await get(`/api/picks/${listed.id}/market`);
    expect(market.body.best).toEqual({ book: 'Circa Sports', odds });
    // the very page read before: the cached page gives way to the new revision
    const again = await get(`/api/picks?date=${SLATE}&limit=1`);
    const shown = again.body.picks.find((p: { id: number }) => p.id === listed.id);
    expect(shown.sportsbook).toBe('Circa Sports');
    expect(Number(shown.odds)).toBe(odds);
  });

  it("gives each handicapper's profile the closing line value of their graded picks", async () => {
    const db = ctx().app.database.db;
    const experts = await db.selectFrom('experts').select(['id', 'name']).orderBy('id').execute();
    let priced = 0;
    for (const expert of experts) {
      const rows = await db
        .selectFrom('pick_origins')
        .innerJoin('picks', 'picks.id', 'pick_origins.pick_id')
        .select(['picks.clv_percent', 'picks.prediction', 'pick_origins.prediction as own'])
        .where('pick_origins.expert_id', '=', expert.id)
        .where('picks.actual_value', 'is not', null)
        .where('picks.clv_percent', 'is not', null)
        .execute();
      const expected = closingLineSummary(
        rows
          .filter((r) => Number(r.own) === Number(r.prediction))
          .map((r) => Number(r.clv_percent)),
      );
      const { status, body } = await get(`/api/handicappers/${expert.id}`);
      expect(status).toBe(200);
      expect(body.handicapper.closing_line, expert.name).toEqual(expected);
      if (expected.picks > 0) priced += 1;
    }
    expect(priced).toBeGreaterThan(1);
  });
});
