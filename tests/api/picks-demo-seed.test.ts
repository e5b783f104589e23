// The demo generator and its seeding: same seed, same data in the database; every graded pick
// agrees with its stat line; the first-start step is idempotent; the benchmark mode's volume.
import { expect, it } from 'vitest';
import { gradePick } from '../../src/domain/confidence/pick-confidence';
import { generateDemoWorld } from '../../server/demo/generate';
import { readDemoMarker, seedDemoSlate, seedSlateStep } from '../../server/demo/seed-slate';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';
const small = { slateDate: SLATE, pickDaysBack: 3, daysForward: 0, leagues: ['NBA', 'NHL'] };

it('generates the same world from the same seed, and another from another seed', () => {
  const a = generateDemoWorld({ seed: 5, ...small });
  const b = generateDemoWorld({ seed: 5, ...small });
  const c = generateDemoWorld({ seed: 6, ...small });
  expect(b).toEqual(a);
  expect(c.picks.map((p) => p.event_id)).not.toEqual(a.picks.map((p) => p.event_id));
});

it('grades every past pick from its stat line and leaves future ones open', () => {
  const world = generateDemoWorld({ seed: 9, ...small, daysForward: 1 });
  const lines = new Map(
    world.statLines.map((l) => [
      `${l.player_id}:${l.game_id}`,
      JSON.parse(l.stats) as Record<string, number>,
    ]),
  );
  for (const pick of world.picks) {
    const line = lines.get(`${pick.player_id}:${pick.game_id}`);
    if (pick.event_date >= SLATE) {
      expect(pick.result).toBeNull();
      continue;
    }
    const actual = line?.[pick.stat_key];
    expect(actual).toBeDefined();
    expect(pick.actual_value).toBe(actual);
    expect(pick.result).toBe(
      gradePick(pick.prediction as 0 | 1, pick.stat_threshold, actual ?? NaN),
    );
  }
});

it('makes a 20 000-pick slate day in benchmark mode', () => {
  const world = generateDemoWorld({
    seed: 3,
    slateDate: SLATE,
    pickDaysBack: 0,
    daysForward: 0,
    slatePickTarget: 20_000,
  });
  const today = world.picks.filter((p) => p.event_date === SLATE);
  expect(today.length).toBe(20_000);
  expect(new Set(today.map((p) => p.event_id)).size).toBe(20_000);
});

describeApi('demo seeding', (ctx) => {
  it('writes the same rows for the same seed', async () => {
    const { app, clock } = ctx();
    const snapshot = async () =>
      app.database.db
        .selectFrom('picks')
        .select(['id', 'event_id', 'confidence_percent', 'odds', 'result'])
        .orderBy('id')
        .execute();
    await seedDemoSlate(app.database, clock, { seed: 21, ...small });
    const first = await snapshot();
    await seedDemoSlate(app.database, clock, { seed: 21, ...small });
    expect(await snapshot()).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
  });

  it('seeds on first start once per slate date', async () => {
    const { app, clock } = ctx();
    const lines = await seedSlateStep({ database: app.database, clock });
    expect(lines.join(' ')).toMatch(/qualified picks/);
    expect((await readDemoMarker(app.database.db))?.slate_date).toBe(SLATE);
    expect(await seedSlateStep({ database: app.database, clock })).toEqual([]);
    const qualified = await app.database.db
      .selectFrom('picks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('event_date', '=', SLATE)
      .where('confidence_percent', '>=', 50)
      .executeTakeFirstOrThrow();
    expect(Number(qualified.n)).toBeGreaterThanOrEqual(400);
  });
});
