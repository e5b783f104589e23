// The research texts (default data provider): true sentences from the game logs and the model,
// quoting the same numbers the game-log endpoints return; guards, 400 and 404.
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { playerModelFit } from '../../server/services/distributions';
import { probabilityOver } from '../../src/domain/probability/stat-distribution';
import { freeAndPaidTokens } from './support/accounts';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
const avg = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

describeApi('research texts', (ctx) => {
  const tokens = { free: '', paid: '' };
  /** A slate pick per league whose player's name has no suffix (so sentences split cleanly). */
  const picks: Record<string, { player: string; stat: string; line: number; opponent: string }> =
    {};

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
    Object.assign(tokens, await freeAndPaidTokens(app, clock, 'research.test'));
    for (const [league, stat] of [
      ['MLB', 'Hits'],
      ['NFL', 'Passing Yards'],
    ] as const) {
      const rows = await app.database.db
        .selectFrom('picks')
        .select(['player_name', 'stat_threshold', 'event_team', 'team_a', 'team_b'])
        .where('event_date', '=', SLATE)
        .where('league', '=', league)
        .where('stat_type', '=', stat)
        .orderBy('id')
        .execute();
      const row = rows.find((r) => !r.player_name.includes('.'));
      if (!row) throw new Error(`no ${league} ${stat} pick`);
      picks[league] = {
        player: row.player_name,
        stat,
        line: Number(row.stat_threshold),
        opponent: (row.event_team === row.team_a ? row.team_b : row.team_a) ?? '',
      };
    }
  });

  const post = (url: string, payload: object, token: string | null = tokens.paid) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { 'x-device-token': token } : {},
    });
  const logs = async (league: string, name: string) => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/${league.toLowerCase()}_game_logs?name=${encodeURIComponent(name)}`,
      headers: { 'x-device-token': tokens.paid },
    });
    expect(res.statusCode).toBe(200);
    return res.json().rows as Record<string, string | number>[];
  };

  it('keeps research from signed-out (401) and free (403) callers', async () => {
    const mlb = picks.MLB!;
    for (const [url, body] of [
      ['/api/ai/player-readiness', { playerName: mlb.player, league: 'MLB', opponent: '' }],
      ['/api/ai/justify-pick', { playerName: mlb.player, league: 'MLB', betType: 'Over 0.5 Hits' }],
    ] as const) {
      expect((await post(url, body, null)).statusCode).toBe(401);
      const free = await post(url, body, tokens.free);
      expect(free.statusCode).toBe(403);
      expect(free.json()).toMatchObject({ success: false, upgrade_url: '/upgrade' });
    }
  });

  it('justifies an MLB pick with the hit rate, values and trend the game log shows', async () => {
    const { player, line } = picks.MLB!;
    const rows = await logs('MLB', player);
    const values = rows.map((r) => Number(r.hits));
    const overs = values.filter((v) => v > line).length;
    const res = await post('/api/ai/justify-pick', {
      playerName: player,
      league: 'mlb',
      betType: `Over ${line} Hits`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, provider: 'data' });
    expect(body.content).toContain(
      `${player} went over ${line} hits in ${overs} of the last ${values.length} games (newest first: ${values.join(', ')}).`,
    );
    expect(body.content).toContain(
      `averaged ${fmt(avg(values.slice(0, 3)))} hits over the last 3 games`,
    );
    expect(body.content).toContain(
      `${fmt(avg(values.slice(3)))} in the ${values.length - 3} games before`,
    );
    // the player model with its prior, as the chart and the pick generator fit (one computation)
    const model = probabilityOver(
      playerModelFit([...values].reverse(), 'MLB', 'hitter', 'hits'),
      line,
    );
    expect(body.content).toContain(
      `the model puts P(over ${line}) at ${Math.round(model * 100)}%, a ${Math.round(model * 100)}% chance for the over.`,
    );
    expect(body.content).toContain(
      `last played on ${rows[0]!.game_date} against the ${rows[0]!.opponent}`,
    );
    expect(body.content).toContain(`${picks.MLB!.opponent} on ${SLATE}`);
    const count = sentences(body.content);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(4);
  });

  it('reads the under side and NFL yardage from the NFL log', async () => {
    const { player, line } = picks.NFL!;
    const rows = await logs('NFL', player);
    const values = rows.map((r) => Number(r.passing_yards));
    const overs = values.filter((v) => v > line).length;
    const res = await post('/api/ai/justify-pick', {
      playerName: player,
      league: 'NFL',
      betType: `Under ${line} Passing Yards`,
    });
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content).toContain(
      `went over ${line} passing yards in ${overs} of the last ${values.length} games`,
    );
    expect(content).toContain(values.join(', '));
    const match = /P\(over [\d.]+\) at (\d+)%, a (\d+)% chance for the under\./.exec(content);
    expect(match).not.toBeNull();
    expect(Number(match![1]) + Number(match![2])).toBe(100);
  });

  it('takes the stat, side and line as data when the request sends them', async () => {
    const { player, line } = picks.MLB!;
    const asText = await post('/api/ai/justify-pick', {
      playerName: player,
      league: 'MLB',
      betType: `Under ${line} Hits`,
    });
    expect(asText.statusCode).toBe(200);
    // the fields win over the text: a bet type that says no side and no line still gets the text
    const asData = await post('/api/ai/justify-pick', {
      playerName: player,
      league: 'MLB',
      betType: 'Hits',
      statKey: 'hits',
      side: 'under',
      line,
    });
    expect(asData.statusCode).toBe(200);
    expect(asData.json().content).toBe(asText.json().content);
    const untracked = await post('/api/ai/justify-pick', {
      playerName: player,
      league: 'MLB',
      betType: `Over ${line} Hits`,
      statKey: 'passing_yards',
    });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().message).toBe(
      `Invalid request: statKey names no stat tracked for ${player}.`,
    );
  });

  it('reports readiness from rest, the workload trend and the matchup', async () => {
    const { player, opponent } = picks.MLB!;
    const rows = await logs('MLB', player);
    const hits = rows.map((r) => Number(r.hits));
    const res = await post('/api/ai/player-readiness', {
      playerName: player,
      league: 'MLB',
      opponent,
    });
    expect(res.statusCode).toBe(200);
    const { content, success } = res.json();
    expect(success).toBe(true);
    const last = rows[0]!;
    const rest =
      Math.round((Date.parse(SLATE) - Date.parse(String(last.game_date))) / 86_400_000) - 1;
    expect(content).toContain(`last played on ${last.game_date} against the ${last.opponent}`);
    expect(content).toContain(rest === 0 ? 'on back-to-back days' : `after ${rest} day`);
    expect(content).toContain(`averaged ${fmt(avg(hits.slice(0, 3)))} hits over the last 3 games`);
    const versus = rows.filter((r) => r.opponent === opponent);
    expect(content).toContain(
      versus.length === 0
        ? `has not faced the ${opponent} in the logged games`
        : `Against the ${opponent}, ${player} played ${versus.length} logged game`,
    );
    expect(content).toContain('There is no injury report in our data');
    expect(content).not.toMatch(/injur(ed|y) (list|status)|questionable|doubtful/i);
  });

  it('describes the research, raw sheet and avatar calls in the OpenAPI document', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method, tag] of [
      ['/api/ai/player-readiness', 'post', 'research'],
      ['/api/ai/justify-pick', 'post', 'research'],
      ['/api/player_image', 'get', 'research'],
      ['/api/coles-algo/raw-data', 'get', 'raw sheet'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, path).toEqual([tag]);
    }
  });

  it('answers 404 JSON for an unknown player and 400 naming the bad field', async () => {
    const unknown = await post('/api/ai/justify-pick', {
      playerName: 'Nobody Atall',
      league: 'MLB',
      betType: 'Over 0.5 Hits',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('Nobody Atall'),
    });
    const missing = await post('/api/ai/player-readiness', { league: 'MLB', opponent: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('playerName');
    const empty = await post('/api/ai/justify-pick', {
      playerName: picks.MLB!.player,
      league: 'MLB',
      betType: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('betType');
    const league = await post('/api/ai/player-readiness', {
      playerName: 'x',
      league: 'XFL',
      opponent: '',
    });
    expect(league.statusCode).toBe(400);
    expect(league.json().message).toContain('league');
    for (const betType of ['Over 1.5 Goals', 'Over Hits']) {
      const bad = await post('/api/ai/justify-pick', {
        playerName: picks.MLB!.player,
        league: 'MLB',
        betType,
      });
      expect(bad.statusCode, betType).toBe(400);
      expect(bad.json().message).toContain('betType');
    }
  });
});
