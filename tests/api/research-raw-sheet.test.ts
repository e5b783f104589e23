// Cole's Algo raw sheet: exactly the spec's row fields, numbers from the model (player means from
// the game logs, starters from the rotation, scores from team scoring), determinism, guards, 400.
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { LEAGUE_CATALOG } from '../../server/catalog/leagues';
import { freeAndPaidTokens } from './support/accounts';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';
/** A played Friday: MLB games with their real starters, and inside the slate's football week. */
const PLAYED = '2026-11-20';

const FIELDS = {
  hitter: [
    'playerName',
    'awayTeam',
    'homeTeam',
    'matchup',
    'atBats',
    'hits',
    'singles',
    'doubles',
    'triples',
    'homeruns',
    'totalBases',
    'walks',
    'stolenBases',
    'runs',
    'rbis',
    'hrr',
    'obp',
    'strikeouts',
  ],
  pitcher: [
    'playerName',
    'pitches',
    'outs',
    'battersFaced',
    'strikeouts',
    'walks',
    'earnedRuns',
    'hitsAllowed',
  ],
  game: [
    'awayTeam',
    'homeTeam',
    'homeSp',
    'awaySp',
    'homeScore',
    'awayScore',
    'totalRuns',
    'runDiff',
    'winningTeam',
    'gameXhrs',
    'homeWinPct',
    'gameNumber',
  ],
  rfi: ['xRfi', 'chance', 'gameNumber'],
  football: [
    'awayTeam',
    'homeTeam',
    'homeScore',
    'awayScore',
    'totalPoints',
    'vegasOu',
    'overUnder',
    'spreadPick',
    'awayTeamTotalPick',
    'homeTeamTotalPick',
    'mlPick',
    'gameNumber',
  ],
  weekly: [
    'playerName',
    'gameNumber',
    'passingYards',
    'passTouchdowns',
    'passAttempts',
    'passCompletions',
    'interceptions',
    'receivingYards',
    'receptions',
    'receivingTouchdowns',
    'rushingYards',
    'carries',
    'rushingTouchdowns',
    'rushReceivingYards',
  ],
};

const sorted = (keys: string[]) => [...keys].sort();

describeApi('raw sheet', (ctx) => {
  const tokens = { free: '', paid: '' };

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
    Object.assign(tokens, await freeAndPaidTokens(app, clock, 'sheet.test'));
  });

  const get = (url: string, token: string | null = tokens.paid) =>
    ctx().app.inject({ method: 'GET', url, headers: token ? { 'x-device-token': token } : {} });

  it('keeps the sheet from signed-out (401) and free (403) callers', async () => {
    expect((await get('/api/coles-algo/raw-data', null)).statusCode).toBe(401);
    const free = await get('/api/coles-algo/raw-data', tokens.free);
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ success: false, upgrade_url: '/upgrade' });
  });

  it('refuses a date that is not a real calendar day', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '2026-1-5']) {
      const res = await get(`/api/coles-algo/raw-data?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("has exactly the spec's row fields in every table, and the same sheet twice", async () => {
    const first = await get(`/api/coles-algo/raw-data?date=${SLATE}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, date: SLATE });
    const { mlb, nfl, ncaa } = body.data;
    const tables: [unknown[], string[]][] = [
      [mlb.hitters, FIELDS.hitter],
      [mlb.pitchers, FIELDS.pitcher],
      [mlb.gameSummary, FIELDS.game],
      [mlb.rfi, FIELDS.rfi],
      [nfl.games, FIELDS.football],
      [nfl.weeklyProjections, FIELDS.weekly],
      [ncaa.games, FIELDS.football],
      [ncaa.weeklyProjections, FIELDS.weekly],
    ];
    for (const [rows, fields] of tables) {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(sorted(Object.keys(row as object))).toEqual(sorted(fields));
    }
    const again = await get(`/api/coles-algo/raw-data?date=${SLATE}`);
    expect(again.json()).toEqual(body);
    const defaulted = await get('/api/coles-algo/raw-data');
    expect(defaulted.json()).toEqual(body);
  });

  it("lists the date's MLB games with twelve hitters and both starters each", async () => {
    const { db } = ctx().app.database;
    const games = await db
      .selectFrom('games')
      .select('id')
      .where('league', '=', 'MLB')
      .where('game_date', '=', SLATE)
      .execute();
    const { mlb } = (await get(`/api/coles-algo/raw-data?date=${SLATE}`)).json().data;
    expect(mlb.gameSummary).toHaveLength(games.length);
    expect(mlb.rfi).toHaveLength(games.length);
    expect(mlb.hitters).toHaveLength(12 * games.length);
    expect(mlb.pitchers).toHaveLength(2 * games.length);
    for (const [i, game] of mlb.gameSummary.entries()) {
      expect(game.gameNumber).toBe(i + 1);
      expect(game.totalRuns).toBeCloseTo(game.homeScore + game.awayScore, 1);
      expect(game.runDiff).toBeCloseTo(game.homeScore - game.awayScore, 1);
      expect(game.winningTeam).toBe(
        game.homeScore >= game.awayScore ? game.homeTeam : game.awayTeam,
      );
      expect(game.homeWinPct > 50).toBe(game.homeScore > game.awayScore);
      const rfi = mlb.rfi[i];
      expect(rfi.xRfi).toBeCloseTo(game.totalRuns / 9, 1);
      expect(rfi.chance).toBeCloseTo((1 - Math.exp(-rfi.xRfi)) * 100, 0);
      const lineup = mlb.hitters.filter(
        (h: { homeTeam: string; awayTeam: string }) =>
          h.homeTeam === game.homeTeam && h.awayTeam === game.awayTeam,
      );
      const xhr = lineup.reduce((s: number, h: { homeruns: number }) => s + h.homeruns, 0);
      expect(game.gameXhrs).toBeCloseTo(xhr, 1);
    }
  });

  it("projects a hitter as the model's mean of the game log (shrunk to the role prior)", async () => {
    const { mlb } = (await get(`/api/coles-algo/raw-data?date=${SLATE}`)).json().data;
    const hitterRole = LEAGUE_CATALOG.find((l) => l.code === 'MLB')!.roles.find(
      (r) => r.playerType === 'hitter',
    )!;
    const prior = (key: string) => {
      const spec = hitterRole.stats.find((s) => s.key === key)!;
      return (spec.typicalMean[0] + spec.typicalMean[1]) / 2;
    };
    for (const hitter of mlb.hitters.slice(0, 5)) {
      const log = await get(`/api/mlb_game_logs?name=${encodeURIComponent(hitter.playerName)}`);
      const rows = log.json().rows as Record<string, number>[];
      const mean = (key: string) =>
        (rows.reduce((s, r) => s + Number(r[key]), 0) + 3 * prior(key)) / (rows.length + 3);
      expect(hitter.hits).toBeCloseTo(mean('hits'), 2);
      expect(hitter.homeruns).toBeCloseTo(mean('home_runs'), 2);
      expect(hitter.strikeouts).toBeCloseTo(mean('strikeouts_hitter'), 2);
      expect(hitter.atBats).toBeCloseTo(mean('at_bats'), 2);
      expect(hitter.walks).toBeCloseTo(mean('walks'), 2);
      expect(hitter.doubles).toBeCloseTo(mean('doubles'), 2);
      expect(hitter.triples).toBeCloseTo(mean('triples'), 2);
      // the box score adds up: singles + 2B + 3B + HR = H, TB = 1B + 2×2B + 3×3B + 4×HR
      expect(hitter.singles + hitter.doubles + hitter.triples + hitter.homeruns).toBeCloseTo(
        hitter.hits,
        1,
      );
      expect(hitter.totalBases).toBeCloseTo(
        hitter.singles + 2 * hitter.doubles + 3 * hitter.triples + 4 * hitter.homeruns,
        1,
      );
      expect(hitter.hrr).toBeCloseTo(hitter.hits + hitter.runs + hitter.rbis, 1);
      expect(hitter.obp).toBeCloseTo(
        (hitter.hits + hitter.walks) / (hitter.atBats + hitter.walks),
        2,
      );
      expect(hitter.obp).toBeGreaterThan(0.1);
      expect(hitter.obp).toBeLessThan(0.6);
      expect(hitter.matchup).toBe(`${hitter.awayTeam} @ ${hitter.homeTeam}`);
    }
  });

  it('names the starter who really pitched on a played day', async () => {
    const { db } = ctx().app.database;
    const { mlb } = (await get(`/api/coles-algo/raw-data?date=${PLAYED}`)).json().data;
    expect(mlb.gameSummary.length).toBeGreaterThan(0);
    const starts = await db
      .selectFrom('stat_lines')
      .innerJoin('players', 'players.id', 'stat_lines.player_id')
      .innerJoin('teams', 'teams.id', 'players.team_id')
      .select(['players.name as player', 'teams.name as team'])
      .where('stat_lines.game_date', '=', PLAYED)
      .where('players.league', '=', 'MLB')
      .where('players.player_type', '=', 'pitcher')
      .execute();
    const starterOf = new Map(starts.map((s) => [s.team, s.player]));
    for (const game of mlb.gameSummary) {
      expect(game.homeSp).toBe(starterOf.get(game.homeTeam));
      expect(game.awaySp).toBe(starterOf.get(game.awayTeam));
    }
  });

  it('projects football games and weekly lines consistently for the week', async () => {
    const { nfl, ncaa } = (await get(`/api/coles-algo/raw-data?date=${PLAYED}`)).json().data;
    const sameWeek = (await get(`/api/coles-algo/raw-data?date=${SLATE}`)).json().data;
    expect(nfl).toEqual(sameWeek.nfl);
    expect(ncaa).toEqual(sameWeek.ncaa);
    for (const game of [...nfl.games, ...ncaa.games]) {
      expect(game.totalPoints).toBeCloseTo(game.homeScore + game.awayScore, 1);
      const favourite = game.homeScore >= game.awayScore ? game.homeTeam : game.awayTeam;
      expect(game.mlPick).toBe(favourite);
      expect(game.spreadPick.startsWith(`${favourite} -`)).toBe(true);
      expect(game.vegasOu % 1).toBe(0.5);
      expect(game.overUnder).toBe(
        `${game.totalPoints > game.vegasOu ? 'Over' : 'Under'} ${game.vegasOu}`,
      );
      expect(game.homeTeamTotalPick).toMatch(/^(Over|Under) \d+\.5$/);
    }
    for (const row of [...nfl.weeklyProjections, ...ncaa.weeklyProjections]) {
      expect(row.rushReceivingYards).toBeCloseTo(row.rushingYards + row.receivingYards, 1);
    }
    const passers = nfl.weeklyProjections.filter(
      (r: { passingYards: number }) => r.passingYards > 0,
    );
    expect(passers).toHaveLength(2 * nfl.games.length);
  });
});
