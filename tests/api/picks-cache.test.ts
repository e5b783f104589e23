// A picks page is built once per version: a re-rated or added pick changes the version, and the
// next request sees it at once (no stale page from the process's cache).
import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

describeApi('picks page cache', (ctx) => {
  let token = '';
  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 3,
      slateDate: '2026-11-22',
      pickDaysBack: 0,
      daysForward: 0,
      leagues: ['NBA'],
    });
    const userId = await createUser(app.database.db, clock, {
      email: 'cache@test.dev',
      roles: ['pro'],
    });
    token = await issueDeviceToken(app.database.db, clock, { userId, deviceId: 'd', uaHash: 'u' });
  });

  const page = async () => {
    const res = await ctx().app.inject({
      url: '/api/picks?date=2026-11-22&limit=5',
      headers: { 'x-device-token': token },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { version: string; picks: Array<{ id: number; confidence: number }> };
  };

  it('answers the same page identically while nothing changed', async () => {
    expect(await page()).toEqual(await page());
  });

  it('shows a re-rated pick at once', async () => {
    const before = await page();
    const last = before.picks.at(-1)!;
    await ctx()
      .app.database.db.updateTable('picks')
      .set({ confidence_percent: 99.5 })
      .where('id', '=', last.id)
      .execute();
    const after = await page();
    expect(after.version).not.toBe(before.version);
    expect(after.picks[0]).toMatchObject({ id: last.id, confidence: 99.5 });
  });

  it("shows a changed line or a changed expert call at once, though the set's size and confidences stayed", async () => {
    const { db } = ctx().app.database;
    const before = await page();
    const first = before.picks[0]!;
    await db.updateTable('picks').set({ odds: '+777' }).where('id', '=', first.id).execute();
    const afterOdds = (await page()) as unknown as {
      version: string;
      picks: Array<{ id: number; odds: string; expert_predictions_map: Record<string, number> }>;
    };
    expect(afterOdds.version).not.toBe(before.version);
    expect(afterOdds.picks[0]).toMatchObject({ id: first.id, odds: '+777' });

    const origin = await db
      .selectFrom('pick_origins')
      .select(['expert_id', 'prediction'])
      .where('pick_id', '=', first.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('pick_origins')
      .set({ prediction: origin.prediction === 1 ? 0 : 1 })
      .where('pick_id', '=', first.id)
      .where('expert_id', '=', origin.expert_id)
      .execute();
    const afterCall = (await page()) as unknown as typeof afterOdds;
    expect(afterCall.version).not.toBe(afterOdds.version);
    expect(Object.values(afterCall.picks[0]!.expert_predictions_map)).toContain(
      origin.prediction === 1 ? 0 : 1,
    );
  });

  it('sends the page gzipped to clients that accept it, the same JSON either way', async () => {
    const url = '/api/picks?date=2026-11-22&limit=20';
    const plain = await ctx().app.inject({ url, headers: { 'x-device-token': token } });
    const zipped = await ctx().app.inject({
      url,
      headers: { 'x-device-token': token, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });
});
