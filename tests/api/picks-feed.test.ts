// The picks feed on a seeded demo slate: qualified-only pages in confidence order, paging without
// gaps or overlaps, the summary, etags, the events feed, experts, distributions, bad input.
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { freeAndPaidTokens } from './support/accounts';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';

describeApi('picks feed', (ctx) => {
  const tokens: Record<'free' | 'paid', string> = { free: '', paid: '' };
  let seededPicks = 0;

  beforeAll(async () => {
    const { app, clock } = ctx();
    const summary = await seedDemoSlate(app.database, clock, {
      seed: 7,
      slateDate: SLATE,
      pickDaysBack: 7,
      daysForward: 1,
    });
    seededPicks = summary.qualifiedSlatePicks;
    Object.assign(tokens, await freeAndPaidTokens(app, clock, 'picks.test'));
  });

  const get = (
    url: string,
    token: string | null = tokens.paid,
    headers: Record<string, string> = {},
  ) =>
    ctx().app.inject({
      method: 'GET',
      url,
      headers: { ...(token ? { 'x-device-token': token } : {}), ...headers },
    });

  it('keeps picks from signed-out (401) and free (403, upgrade address) callers', async () => {
    for (const url of [
      '/api/picks',
      '/api/picks/summary',
      '/api/todays_events',
      '/api/experts_by_date',
      '/api/mlb_game_logs?name=x',
      '/api/handicappers/1',
      '/api/player_distributions/1',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      const free = await get(url, tokens.free);
      expect(free.statusCode, url).toBe(403);
      expect(free.json()).toMatchObject({ success: false, upgrade_url: '/upgrade' });
    }
  });

  it('has at least 400 qualified picks on the slate day, and the summary agrees', async () => {
    expect(seededPicks).toBeGreaterThanOrEqual(400);
    const summary = await get(`/api/picks/summary?date=${SLATE}`);
    expect(summary.statusCode).toBe(200);
    const body = summary.json();
    expect(body).toMatchObject({ success: true, total_qualified: seededPicks });
    expect(typeof body.version).toBe('string');
    const defaulted = await get('/api/picks/summary');
    expect(defaulted.json().total_qualified).toBe(seededPicks);
    const page = (await get(`/api/picks?date=${SLATE}&limit=1`)).json();
    expect(page.version).toBe(body.version);
  });

  it('pages through every qualified pick once, best first, all >= 50', async () => {
    const seen = new Set<number>();
    let offset: number | null = 0;
    let previous = Infinity;
    let total = -1;
    while (offset !== null) {
      const res = await get(`/api/picks?date=${SLATE}&limit=100&offset=${offset}&sort=confidence`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      total = body.totalQualified;
      for (const pick of body.picks) {
        expect(seen.has(pick.id)).toBe(false);
        seen.add(pick.id);
        expect(pick.confidence).toBeGreaterThanOrEqual(50);
        expect(pick.confidence).toBeLessThanOrEqual(previous);
        previous = pick.confidence;
      }
      offset = body.nextOffset;
    }
    expect(seen.size).toBe(total);
    expect(total).toBe(seededPicks);
  });

  it('returns the server pick fields the client reads', async () => {
    const res = await get(`/api/picks?date=${SLATE}&limit=5`);
    const [pick] = res.json().picks;
    expect(pick).toMatchObject({
      event_date: SLATE,
      pick_type: 'Prop',
      reusable: true,
      capital_limit: 0,
      mutual_exclusion: -1,
    });
    expect(pick.event_id.startsWith(`${SLATE}-${pick.league}-`)).toBe(true);
    expect(pick.handicapperNames.length).toBeGreaterThan(0);
    expect(Object.keys(pick.expert_predictions_map).sort()).toEqual(
      [...pick.handicapperNames].sort(),
    );
    expect(pick.predictions).toHaveLength(pick.handicapperNames.length);
    expect([0, 1]).toContain(pick.prediction);
    expect(pick.odds).toMatch(/^[+-]\d+$/);
    expect(pick.stat_thresholds).toEqual([pick.stat_threshold]);
  });

  it('answers 304 to a matching If-None-Match and carries version and etag', async () => {
    const first = await get(`/api/picks?date=${SLATE}&limit=25`);
    const body = first.json();
    expect(body.etag).toContain(body.version);
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get(`/api/picks?date=${SLATE}&limit=25`, tokens.paid, {
      'if-none-match': String(etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('reads a higher minimum as a narrower set (the warmup tiers)', async () => {
    const all = (await get(`/api/picks/summary?date=${SLATE}`)).json().total_qualified;
    const high = (await get(`/api/picks/summary?date=${SLATE}&min_confidence=65`)).json()
      .total_qualified;
    expect(high).toBeLessThan(all);
    const low = (await get(`/api/picks/summary?date=${SLATE}&min_confidence=10`)).json()
      .total_qualified;
    expect(low).toBe(all);
  });

  it('splits the qualified picks into the five warmup tiers without overlap', async () => {
    let sum = 0;
    const bands = {
      top: [75, 101],
      high: [65, 75],
      medium: [58, 65],
      low: [53, 58],
      tail: [50, 53],
    };
    for (const [tier, [lo, hi]] of Object.entries(bands)) {
      const body = (await get(`/api/picks?date=${SLATE}&tier=${tier}&limit=100`)).json();
      expect(body.tier).toBe(tier);
      sum += body.totalQualified;
      for (const pick of body.picks) {
        expect(pick.confidence, tier).toBeGreaterThanOrEqual(lo ?? 0);
        expect(pick.confidence, tier).toBeLessThan(hi ?? 0);
      }
    }
    expect(sum).toBe(seededPicks);
    expect((await get('/api/picks?tier=middle')).statusCode).toBe(400);
  });

  it('gives an empty last page for a day without picks', async () => {
    const res = await get('/api/picks?date=2020-01-01');
    expect(res.json()).toMatchObject({
      success: true,
      picks: [],
      nextOffset: null,
      totalQualified: 0,
    });
  });

  it('refuses bad query values with 400 and a clear message', async () => {
    const cases = [
      '/api/picks?date=2026-02-31',
      '/api/picks?date=yesterday',
      '/api/picks?limit=101',
      '/api/picks?limit=0',
      '/api/picks?offset=-1',
      '/api/picks?sort=name',
      '/api/picks?min_confidence=abc',
      '/api/picks/summary?date=2026-13-01',
      '/api/todays_events?limit=500',
      '/api/experts_by_date?date=20261122',
      '/api/handicappers/abc',
      '/api/mlb_game_logs?limit=1000&name=a',
      '/api/mlb_game_logs',
    ];
    for (const url of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success, url).toBe(false);
      expect(res.json().message.length, url).toBeGreaterThan(5);
    }
  });

  it('lists the day’s experts and their picks (events feed)', async () => {
    const experts = (await get(`/api/experts_by_date?date=${SLATE}`)).json();
    expect(experts.success).toBe(true);
    expect(experts.experts).toContain("Cole's Algo Picks");
    const events = (await get(`/api/todays_events?date=${SLATE}&limit=3`)).json();
    expect(events.events).toHaveLength(3);
    expect(events.total).toBe(experts.experts.length);
    for (const event of events.events) {
      for (const pick of event.picks) {
        expect(pick.handicapperNames).toContain(event.name);
        expect(pick.confidence).toBeGreaterThanOrEqual(50);
      }
    }
  });

  it('computes handicapper accuracy from graded results; 404 for an unknown id', async () => {
    const algo = (await get('/api/handicappers/1')).json();
    expect(algo.handicapper.name).toBe("Cole's Algo Picks");
    const { wins, losses } = algo.handicapper.record;
    expect(wins + losses).toBeGreaterThan(0);
    expect(algo.handicapper.accuracy).toBeCloseTo((100 * wins) / (wins + losses), 0);
    const missing = await get('/api/handicappers/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });

  it("pages one handicapper's picks of a date, and says so when there are none", async () => {
    const first = (await get(`/api/handicappers/1/events?date=${SLATE}&limit=10`)).json();
    expect(first.events).toHaveLength(1);
    expect(first.events[0].name).toBe("Cole's Algo Picks");
    expect(first.total).toBeGreaterThan(10);
    expect(first.events[0].picks).toHaveLength(10);
    const second = (
      await get(`/api/handicappers/1/events?date=${SLATE}&limit=10&offset=10`)
    ).json();
    const ids = [...first.events[0].picks, ...second.events[0].picks].map(
      (p: { id: number }) => p.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const pick of [...first.events[0].picks, ...second.events[0].picks]) {
      expect(pick.handicapperNames).toContain("Cole's Algo Picks");
      expect(pick.confidence).toBeGreaterThanOrEqual(50);
    }
    const empty = (await get('/api/handicappers/1/events?date=2026-12-30')).json();
    expect(empty).toMatchObject({ total: 0, message: 'No events found for this handicapper.' });
    expect((await get('/api/handicappers/999/events')).statusCode).toBe(404);
    expect((await get('/api/handicappers/1/events', tokens.free)).statusCode).toBe(403);
  });

  it('gives the model and odds-implied distribution of a pick; 404 for an unknown key', async () => {
    const [pick] = (await get(`/api/picks?date=${SLATE}&limit=1`)).json().picks;
    const res = await get(`/api/player_distributions/${encodeURIComponent(pick.event_id)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pdf.x.length).toBe(body.pdf.y.length);
    expect(body.cdf.y.at(-1)).toBeGreaterThan(0.99);
    expect(body.threshold).toBe(pick.stat_threshold);
    expect(body.odds_cdf).not.toBeNull();
    expect((await get(`/api/player_distributions/${pick.id}`)).json().pdf).toEqual(body.pdf);
    expect((await get('/api/player_distributions/nope')).statusCode).toBe(404);
    const chart = (await get(`/api/player_chart/${pick.id}`)).json();
    expect(chart.mime_type).toBe('image/svg+xml');
    expect(Buffer.from(chart.chart_data, 'base64').toString()).toContain(pick.player_name);
    expect((await get('/api/player_chart/nope')).statusCode).toBe(404);
  });
});
