// One truth for a pick's numbers (issue 14, item 3): for picks of every league, the probability
// chart's data and the research texts quote what GET /api/picks sends: the model probability, the
// calibrated probability, the vig-free market and the edge (calibrated − market).
import { beforeAll, expect, it } from 'vitest';
import { calibrationStep } from '../../server/demo/calibration-step';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { GAME_LOG_LEAGUES } from '../../src/domain/research/game-logs';
import {
  edgeOf,
  edgeText,
  percentText,
  probabilityQuote,
  quotedFromReply,
} from '../../src/domain/probability/pick-probabilities';
import { probabilityChart } from '../../src/domain/research/probability-chart';
import { modelMarketText } from '../../src/domain/research/research-cards';
import type { ServerPickReply } from '../../src/api/picks-contract';
import { mapServerPick } from '../../src/domain/picks/server-pick';
import { freeAndPaidTokens } from './support/accounts';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';
const DATES = ['2026-11-21', SLATE];
/** Picks per league in the sample: enough to cover both sides and several stats, quick to run. */
const PER_LEAGUE = 3;

/** A pick as GET /api/picks sends it: the contract's own type. */
type WirePick = ServerPickReply;

describeApi('a pick quotes one set of numbers', (ctx) => {
  let paid = '';
  const wire: WirePick[] = [];
  const sample: WirePick[] = [];

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await ctx().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { 'x-device-token': paid },
    });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      // every league on one slate, whatever the calendar says (the calendars: demo-world.test.ts)
      everyLeagueInSeason: true,
      seed: 7,
      slateDate: SLATE,
      pickDaysBack: 1,
      daysForward: 1,
    });
    // the first-start step fits the calibration, as `npm start` does, so picks carry all numbers
    await calibrationStep({ database: app.database, clock });
    ({ paid } = await freeAndPaidTokens(app, clock, 'numbers-agree.test'));
    for (const date of DATES) {
      for (let offset = 0; ; offset += 100) {
        const page = await call('GET', `/api/picks?date=${date}&limit=100&offset=${offset}`);
        expect(page.status).toBe(200);
        wire.push(...(page.body.picks as WirePick[]));
        if (page.body.nextOffset === null) break;
      }
    }
    for (const league of GAME_LOG_LEAGUES) {
      const own = wire.filter((p) => p.league === league && p.player_id !== null);
      // both sides when the league has them: the Under is where a flipped number would show
      const unders = own.filter((p) => p.prediction === 0);
      const overs = own.filter((p) => p.prediction !== 0);
      sample.push(...[...unders.slice(0, 1), ...overs].slice(0, PER_LEAGUE));
    }
  });

  it('samples picks of every league, each with all four numbers and the edge', () => {
    expect(new Set(sample.map((p) => p.league)).size).toBe(GAME_LOG_LEAGUES.length);
    expect(sample.some((p) => p.prediction === 0)).toBe(true);
    for (const pick of sample) {
      for (const field of ['model_probability', 'market_probability', 'calibrated_probability']) {
        expect(pick[field as keyof WirePick], `${pick.id} ${field}`).toEqual(expect.any(Number));
      }
      expect(pick.edge).toBeCloseTo(
        edgeOf(pick.calibrated_probability ?? null, pick.market_probability)!,
        9,
      );
    }
  });

  it("draws the chart with the pick's model probability and its vig-free market", async () => {
    for (const pick of sample) {
      const label = `${pick.league} pick ${pick.id}`;
      const dist = await call('GET', `/api/player_distributions/${pick.id}`);
      expect(dist.status, label).toBe(200);
      const side = pick.prediction === 0 ? 0 : 1;
      // the endpoint's P(over) is the pick's model probability on the over side
      const pOver = dist.body.probability_over as number;
      expect(side === 0 ? 1 - pOver : pOver, label).toBeCloseTo(pick.model_probability!, 4);
      // and its curve is the same fit: the side's chance read off the cdf at the line agrees
      const shown = mapServerPick(pick);
      const chart = probabilityChart({
        pdf: dist.body.pdf,
        cdf: dist.body.cdf,
        oddsPdf: dist.body.odds_pdf,
        threshold: dist.body.threshold,
        side: shown.meta.side,
        probabilityOver: pOver,
        modelProbability: shown.meta.modelProbability ?? null,
        marketProbability: shown.meta.marketProbability ?? null,
        odds: shown.odds,
      })!;
      expect(chart.modelProbability, label).toBe(pick.model_probability);
      // the curve is the same fit: at the line, the side's chance read off the cdf is the model's
      // (a count stat steps at whole numbers; a continuous one lies between two grid points)
      const index = chart.xs.findIndex((x) => x > pick.stat_threshold!) - 1;
      const [lo, hi] = [chart.sideCurve[index]!, chart.sideCurve[index + 1]!].sort((a, b) => a - b);
      const p = pick.model_probability!;
      expect(p, `${label} curve ${lo}-${hi}`).toBeGreaterThanOrEqual(lo! - 0.005);
      expect(p, `${label} curve ${lo}-${hi}`).toBeLessThanOrEqual(hi! + 0.005);
      if (Number.isInteger(chart.xs[index]) && pick.stat_threshold! % 1 === 0.5) {
        expect(Math.abs(chart.sideCurve[index]! - p), `${label} step`).toBeLessThan(0.005);
      }
      const market = chart.breakEvens.find((l) => l.key === 'market')!;
      expect(market.probability, label).toBe(pick.market_probability);
      expect(market.label).toBe(`Market (vig-free) ${percentText(pick.market_probability!)}`);
    }
  });

  it("writes the research texts with the pick's own numbers, as the tiles show them", async () => {
    for (const pick of sample) {
      const label = `${pick.league} pick ${pick.id}`;
      const shown = mapServerPick(pick);
      const numbers = quotedFromReply(pick);
      const res = await call('POST', '/api/ai/justify-pick', {
        pickId: pick.id,
        playerId: pick.player_id,
        playerName: pick.player_name,
        betType: shown.betType,
        league: pick.league,
      });
      expect(res.status, label).toBe(200);
      const text = res.body.content as string;
      for (const p of [
        pick.model_probability!,
        pick.calibrated_probability!,
        pick.market_probability!,
      ])
        expect(text, label).toContain(percentText(p));
      expect(text, label).toContain(`an edge of ${edgeText(pick.edge!)}`);
      expect(text, label).toContain(probabilityQuote(numbers, shown.betType));
      // no quoted percent other than the tiles' (and the hit-rate counts, which are not percents)
      const percents = [...text.matchAll(/(\d+)%/g)].map((m) => `${m[1]}%`);
      const tiles = [numbers.model!, numbers.calibrated!, numbers.market!].map((p) =>
        percentText(p),
      );
      expect(
        percents.every((p) => tiles.includes(p)),
        `${label}: ${text}`,
      ).toBe(true);
      // the device's 'Model vs market' card says the same sentence
      expect(
        modelMarketText(
          {
            model: shown.meta.modelProbability ?? null,
            calibrated: shown.meta.calibratedProbability ?? null,
            market: shown.meta.marketProbability ?? null,
          },
          shown.betType,
        ),
      ).toBe(probabilityQuote(numbers, shown.betType));
    }
  });

  it('refuses a pick that is not on the named player, and one that does not exist', async () => {
    const [a, b] = [sample[0]!, sample.find((p) => p.player_id !== sample[0]!.player_id)!];
    const body = {
      playerId: a.player_id,
      playerName: a.player_name,
      betType: mapServerPick(a).betType,
      league: a.league,
    };
    const other = await call('POST', '/api/ai/justify-pick', { ...body, pickId: b.id });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ success: false, message: expect.stringContaining('pick') });
    const missing = await call('POST', '/api/ai/justify-pick', { ...body, pickId: 2_000_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
    const junk = await call('POST', '/api/ai/justify-pick', { ...body, pickId: 'x' });
    expect(junk.status).toBe(400);
  });
});
