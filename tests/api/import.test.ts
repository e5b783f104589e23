// The import command: events in the add_event shape plus results, validated, all or nothing.
// The CLI runs as a child process on a temp SQLite DATA_DIR; the shared code on both engines.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { importEvents } from '../../server/services/event-import';
import { bestQuote, fairProbability, pickClosingLine } from '../../src/domain/odds/market-prices';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function event(name: string, threshold: number, overrides: Record<string, unknown> = {}) {
  return {
    name,
    league: ['MLB'],
    odds: '+120',
    odds_format: 'american',
    pick_origin: [{ name: 'Import Ivy', confidence: 62, prediction_time: '09:15' }],
    pick_type: 'Prop',
    stat_type: 'Hits',
    prediction: 1,
    player_name: name,
    stat_threshold: threshold,
    eventDate: '2026-11-20',
    team_a: 'Padres',
    team_b: 'Dodgers',
    ...overrides,
  };
}

const GOOD = [
  event('Mookie Betts', 1.5),
  event('Freddie Freeman', 0.5, { prediction: 'Under' }),
  { event_id: '2026-11-20-MLB-Mookie_Betts-Hits-1.5', actual_value: 2 },
  { event_id: '2026-11-20-MLB-Freddie_Freeman-Hits-0.5', actual_value: 1 },
];

describe('npm run import (child process, SQLite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-import-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function cli(items: unknown) {
    const file = path.join(dataDir, `import-${Math.random().toString(36).slice(2)}.json`);
    fs.writeFileSync(file, JSON.stringify(items));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    try {
      const { stdout, stderr } = await run(TSX, ['server/demo/import-cli.ts', file], {
        cwd: ROOT,
        env,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function picks() {
    const database = openDatabase({ databaseUrl: null, databaseSchema: null, dataDir });
    try {
      return await database.db
        .selectFrom('picks')
        .select(['event_id', 'result', 'actual_value'])
        .orderBy('event_id')
        .execute();
    } finally {
      await database.close();
    }
  }

  it('writes nothing and exits 1 when any item is invalid, naming each one', async () => {
    const result = await cli([
      event('Mookie Betts', 1.5),
      event('Shohei Ohtani', 0.5, { team_b: '' }),
      event('Will Smith', 0.5, { odds: 'soon' }),
      { event_id: 'x', actual_value: 'two' },
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing imported');
    expect(result.stderr).toContain(
      'events[1]: Please fill all required fields including team names and expert names',
    );
    expect(result.stderr).toContain('events[2]: Odds must be American odds');
    expect(result.stderr).toContain('results[0]:');
    expect(await picks()).toEqual([]);
  }, 60_000);

  it('imports events and grades results in one go', async () => {
    const result = await cli(GOOD);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Imported 2 events, 2 results, 0 prices and 0 player images.');
    expect(await picks()).toEqual([
      { event_id: '2026-11-20-MLB-Freddie_Freeman-Hits-0.5', result: 'loss', actual_value: 1 },
      { event_id: '2026-11-20-MLB-Mookie_Betts-Hits-1.5', result: 'win', actual_value: 2 },
    ]);
  }, 60_000);

  it('refuses a file whose event already exists, keeping the earlier import intact', async () => {
    const result = await cli([event('Max Muncy', 0.5), event('Mookie Betts', 1.5)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'events[1]: An event with id 2026-11-20-MLB-Mookie_Betts-Hits-1.5 already exists.',
    );
    expect((await picks()).map((p) => p.event_id)).not.toContain(
      '2026-11-20-MLB-Max_Muncy-Hits-0.5',
    );
  }, 60_000);
});

describeApi('event import (shared insert code)', (ctx) => {
  const count = async (table: 'picks' | 'experts' | 'pick_origins' | 'player_images') =>
    Number(
      (
        await ctx()
          .app.database.db.selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('rolls back written events when a later result cannot be graded', async () => {
    const { app, clock } = ctx();
    const before = { picks: await count('picks'), experts: await count('experts') };
    const outcome = await importEvents(app.database, clock, {
      events: [event('Mookie Betts', 1.5, { pick_origin: [{ name: 'Rollback Rita' }] })],
      results: [{ event_id: '2026-11-20-MLB-Nobody-Hits-0.5', actual_value: 1 }],
    });
    expect(outcome).toEqual({
      ok: false,
      problems: [
        { item: 'database', message: 'No event with id 2026-11-20-MLB-Nobody-Hits-0.5 to grade.' },
      ],
    });
    expect({ picks: await count('picks'), experts: await count('experts') }).toEqual(before);
  });

  it('refuses duplicate event ids inside one file', async () => {
    const { app, clock } = ctx();
    const outcome = await importEvents(app.database, clock, [
      event('Mookie Betts', 1.5),
      event('Mookie Betts', 1.5),
    ]);
    expect(outcome.ok).toBe(false);
    expect(await count('picks')).toBe(0);
  });

  it('imports the good file with computed confidence', async () => {
    const { app, clock } = ctx();
    expect(await importEvents(app.database, clock, GOOD)).toEqual({
      ok: true,
      events: 2,
      results: 2,
      images: 0,
      prices: 0,
    });
    const rows = await app.database.db
      .selectFrom('picks')
      .select(['confidence_percent', 'market_probability', 'result'])
      .orderBy('event_id')
      .execute();
    expect(rows.map((r) => r.result)).toEqual(['loss', 'win']);
    for (const row of rows) {
      expect(Number(row.confidence_percent)).toBeGreaterThanOrEqual(50);
      expect(Number(row.market_probability)).toBeCloseTo(100 / 220, 10);
    }
    expect(await count('pick_origins')).toBe(2);
  });

  // a 1×1 PNG and a 1×1 GIF, as an import file carries them
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

  const imageOf = async (league: string, name: string) => {
    const { app, clock } = ctx();
    const userId = await createUser(app.database.db, clock, {
      email: `img-${league}-${name.length}-${Math.random()}@t.dev`,
      roles: ['member'],
    });
    const token = await issueDeviceToken(app.database.db, clock, {
      userId,
      deviceId: 'img',
      uaHash: 'img',
    });
    const res = await app.inject({
      url: `/api/player_image?league=${league}&name=${encodeURIComponent(name)}`,
      headers: { 'x-device-token': token },
    });
    return {
      status: res.statusCode,
      body: res.json() as { data_url?: string; player_name?: string },
    };
  };

  it('serves an imported player image instead of the generated avatar, by full or short name', async () => {
    const { app, clock } = ctx();
    const outcome = await importEvents(app.database, clock, {
      events: [event('Shohei Ohtani', 2.5)],
      player_images: [{ league: 'MLB', player_name: 'Mookie Betts', data_url: PNG }],
    });
    expect(outcome).toEqual({ ok: true, events: 1, results: 0, images: 1, prices: 0 });
    expect(await imageOf('MLB', 'Mookie Betts')).toEqual({
      status: 200,
      body: { success: true, data_url: PNG, player_name: 'Mookie Betts', team: '' },
    });
    expect((await imageOf('MLB', 'M. Betts')).body.data_url).toBe(PNG);
    // another league's player of that name has none
    expect((await imageOf('NBA', 'Mookie Betts')).status).toBe(404);

    // a later import replaces it
    await importEvents(app.database, clock, {
      player_images: [{ league: 'mlb', player_name: 'Mookie Betts', data_url: GIF }],
    });
    expect((await imageOf('MLB', 'Mookie Betts')).body.data_url).toBe(GIF);
  });

  it('refuses an image that is not what it claims, too large, or of an unknown league, writing nothing', async () => {
    const { app, clock } = ctx();
    const big = `data:image/png;base64,${Buffer.concat([
      Buffer.from(PNG.split(',')[1]!, 'base64'),
      Buffer.alloc(300 * 1024),
    ]).toString('base64')}`;
    const before = { picks: await count('picks'), images: await count('player_images') };
    const outcome = await importEvents(app.database, clock, {
      events: [event('Yoshinobu Yamamoto', 6.5, { stat_type: 'Strikeouts' })],
      player_images: [
        { league: 'MLB', player_name: 'Freddie Freeman', data_url: GIF.replace('gif', 'png') },
        { league: 'XFL', player_name: 'Freddie Freeman', data_url: PNG },
        { league: 'MLB', player_name: 'Freddie Freeman', data_url: '<svg onload=alert(1)>' },
        { league: 'MLB', player_name: 'Freddie Freeman', data_url: big },
      ],
    });
    expect(outcome.ok).toBe(false);
    const items = outcome.ok ? [] : outcome.problems.map((p) => p.item);
    expect(items).toEqual([
      'player_images[0]',
      'player_images[1]',
      'player_images[2]',
      'player_images[3]',
    ]);
    expect({ picks: await count('picks'), images: await count('player_images') }).toEqual(before);
  });

  it('imports prices per book: the best on the pick, closing line value once graded (the sample file)', async () => {
    const { app, clock } = ctx();
    const sample = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'samples/import-sample.json'), 'utf8'),
    ) as {
      events: unknown[];
      prices: { event_id: string; book: string; phase: string; odds: number; other_odds: number }[];
      results: unknown[];
    };
    const outcome = await importEvents(app.database, clock, sample);
    expect(outcome).toMatchObject({ ok: true, events: 3, results: 3, prices: 27 });
    const db = app.database.db;
    const ids = [...new Set(sample.prices.map((p) => p.event_id))];
    const picks = await db.selectFrom('picks').selectAll().where('event_id', 'in', ids).execute();
    expect(picks).toHaveLength(3);
    for (const pick of picks) {
      const mine = sample.prices.filter((p) => p.event_id === pick.event_id);
      const quotes = (phase: string) =>
        mine
          .filter((p) => p.phase === phase)
          .map((p) => ({ book: p.book, odds: p.odds, otherOdds: p.other_odds }));
      const best = bestQuote(quotes('current'))!;
      expect(pick.sportsbook).toBe(best.book);
      expect(Number(pick.odds)).toBe(best.odds);
      expect(Number(pick.market_probability)).toBeCloseTo(fairProbability(quotes('current'))!, 4);
      const closing = pickClosingLine(quotes('open'), quotes('close'))!;
      expect(Number(pick.clv_percent)).toBeCloseTo(closing.clvPercent, 2);
      expect(Number(pick.closing_probability)).toBeCloseTo(closing.closingProbability, 4);
    }
    const stored = await db
      .selectFrom('pick_prices')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(27);
  });

  it('refuses a bad price, naming it, and writes nothing', async () => {
    const { app, clock } = ctx();
    const before = await count('picks');
    const id = '2026-11-20-MLB-Pete_Alonso-Hits-1.5';
    const price = (overrides: Record<string, unknown>) => ({
      event_id: id,
      book: 'FanDuel',
      phase: 'open',
      odds: -110,
      other_odds: -110,
      ...overrides,
    });
    const outcome = await importEvents(app.database, clock, {
      events: [event('Pete Alonso', 1.5)],
      prices: [
        price({ book: 'Bookie McBookface' }),
        price({ odds: 50 }),
        price({ phase: 'later' }),
        price({ odds: '+1x0' }),
        price({}),
        price({}),
      ],
    });
    expect(outcome.ok).toBe(false);
    const problems = outcome.ok ? [] : outcome.problems;
    expect(problems.map((p) => p.item)).toEqual([
      'prices[0]',
      'prices[1]',
      'prices[2]',
      'prices[3]',
      'prices[5]',
    ]);
    expect(problems[0]!.message).toContain('Unknown book "Bookie McBookface"');
    expect(problems[1]!.message).toBe(
      'odds must be American odds: -100 or lower, or +100 or higher.',
    );
    expect(problems[4]!.message).toContain('A second open price at FanDuel');
    expect(await count('picks')).toBe(before);

    // a price for an event that is nowhere: refused in the transaction, nothing kept
    const missing = await importEvents(app.database, clock, {
      events: [event('Pete Alonso', 1.5)],
      prices: [price({ event_id: '2026-11-20-MLB-Nobody-Hits-0.5' })],
    });
    expect(missing).toEqual({
      ok: false,
      problems: [
        {
          item: 'database',
          message: 'prices[0]: no event with id 2026-11-20-MLB-Nobody-Hits-0.5.',
        },
      ],
    });
    expect(await count('picks')).toBe(before);
  });
});
