// Concurrent add_event calls naming the same new expert (issue 13, item 9): the expert is upserted,
// so every call lands; before, PostgreSQL answered some of them with a false 409 "exists now".
import { beforeAll, expect, it } from 'vitest';
import { handicapperIdFromName } from '../../../src/domain/handicappers/handicappers';
import { storeAdminPassword } from '../../../server/services/admin-password';
import { tokenFor } from '../support/accounts';
import { adminEventBody } from '../support/admin-event-body';
import { describeApi } from '../support/harness';

const PASSWORD = 'correct-horse-battery';
const CALLS = 20;

/** A distinct pick (its threshold makes its event id) by the given experts. */
function addEvent(threshold: number, experts: string[]) {
  return adminEventBody(experts, { stat_threshold: threshold });
}

describeApi('add_event under concurrency', (ctx) => {
  // Several admins: the admin-password guard counts tries per account (10 per 15 minutes) before
  // it checks them, so one account cannot have 20 calls in flight at once.
  const admins: string[] = [];

  beforeAll(async () => {
    const { app, clock } = ctx();
    await storeAdminPassword(app.database.db, clock, PASSWORD);
    for (let i = 0; i < 4; i += 1) {
      admins.push(await tokenFor(app, clock, `admin${i}@concurrency.test`, ['admin']));
    }
  });

  const post = (body: unknown, i: number) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/add_event',
      payload: body as Record<string, unknown>,
      headers: { 'x-device-token': admins[i % admins.length]!, 'x-admin-password': PASSWORD },
    });

  const expertRows = (names: string[]) =>
    ctx()
      .app.database.db.selectFrom('experts')
      .select(['id', 'name'])
      .where(
        'id',
        'in',
        names.map((n) => handicapperIdFromName(n)),
      )
      .execute();

  it(`lands ${CALLS} concurrent calls naming the same new expert, with one expert row`, async () => {
    const { db } = ctx().app.database;
    const answers = await Promise.all(
      Array.from({ length: CALLS }, (_, i) => post(addEvent(10.5 + i, ['Burst Bonnie']), i)),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body).join('\n'),
    ).toEqual(Array.from({ length: CALLS }, () => 200));
    const picks = await db
      .selectFrom('picks')
      .innerJoin('pick_origins', 'pick_origins.pick_id', 'picks.id')
      .select('picks.id')
      .where('pick_origins.expert_id', '=', handicapperIdFromName('Burst Bonnie'))
      .execute();
    expect(picks).toHaveLength(CALLS);
    expect(await expertRows(['Burst Bonnie'])).toEqual([
      { id: handicapperIdFromName('Burst Bonnie'), name: 'Burst Bonnie' },
    ]);
  });

  it('lands concurrent calls naming the same new experts in opposite orders (no deadlock)', async () => {
    const pair = ['Duel Dana', 'Duel Dmitri'];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(addEvent(40.5 + i, i % 2 === 0 ? pair : [...pair].reverse()), i),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(await expertRows(pair)).toHaveLength(2);
  });

  it('treats the same name in other case as one expert, and still refuses a repeated event with 409', async () => {
    const first = await post(addEvent(80.5, ['Known Kim']), 0);
    expect(first.statusCode).toBe(200);
    // the same name in other case is the same expert
    expect((await post(addEvent(81.5, ['KNOWN KIM']), 1)).statusCode).toBe(200);
    const again = await post(addEvent(80.5, ['Known Kim']), 2);
    expect(again.statusCode).toBe(409);
    expect(await expertRows(['Known Kim'])).toEqual([
      { id: handicapperIdFromName('Known Kim'), name: 'Known Kim' },
    ]);
  });
});
