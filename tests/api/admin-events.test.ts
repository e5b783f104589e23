// Admin writes: POST /api/add_event and the admin pick submit need the admin role and the admin
// password; a valid event becomes a pick in GET /api/picks, a bad one writes nothing.
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { storeAdminPassword } from '../../server/services/admin-password';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';
const PASSWORD = 'correct-horse-battery';
/** A wrong admin password: 403 with its own code, never 401 (the client signs out on 401). */
const REJECTED = {
  success: false,
  valid: false,
  error: 'admin_password_invalid',
  code: 'INVALID_PASSWORD',
  message: 'Incorrect password. Please try again.',
};

/** What the admin form sends (buildAdminPickEvent), minus the derived fields. */
function formEvent(overrides: Record<string, unknown> = {}) {
  return {
    name: 'LeBron James',
    league: ['NBA'],
    odds: -110,
    odds_format: 'american',
    odds_source: 'DraftKings',
    source_name: 'Manual',
    pick_origin: [
      { name: 'Sharp Sally', confidence: 0.7, team: 'Lakers', prediction_time: '10:30' },
      { name: 'New Expert Ned', confidence: 64, team: 'Lakers', prediction_time: '' },
    ],
    reusable: true,
    capital_limit: 0,
    mutual_exclusion: -1,
    pick_type: 'Prop',
    player_team: 'Lakers',
    stat_type: 'Points',
    prediction: 1,
    player_name: 'LeBron James',
    stat_threshold: 25.5,
    eventDate: SLATE,
    team_a: 'Celtics',
    team_b: 'Lakers',
    ...overrides,
  };
}

describeApi('admin events', (ctx) => {
  const tokens = { member: '', admin: '' };

  beforeAll(async () => {
    const { app, clock } = ctx();
    await storeAdminPassword(app.database.db, clock, PASSWORD);
    for (const [kind, roles] of [
      ['member', ['member']],
      ['admin', ['admin']],
    ] as const) {
      const userId = await createUser(app.database.db, clock, {
        email: `${kind}@admin-events.test`,
        roles: [...roles],
      });
      tokens[kind] = await issueDeviceToken(app.database.db, clock, {
        userId,
        deviceId: 'd',
        uaHash: 'u',
      });
    }
  });

  const post = (
    url: string,
    payload: unknown,
    token: string | null = tokens.admin,
    password: string | null = PASSWORD,
  ) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: {
        ...(token ? { 'x-device-token': token } : {}),
        ...(password !== null ? { 'x-admin-password': password } : {}),
      },
    });

  async function counts() {
    const { db } = ctx().app.database;
    const n = async (table: 'picks' | 'pick_origins' | 'experts' | 'confidence_history') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      picks: await n('picks'),
      origins: await n('pick_origins'),
      experts: await n('experts'),
      history: await n('confidence_history'),
    };
  }

  it('refuses anonymous callers (401) and non-admins (403), even with the password', async () => {
    for (const url of ['/api/add_event', '/api/admin/picks']) {
      expect((await post(url, formEvent(), null)).statusCode, url).toBe(401);
      const member = await post(url, formEvent(), tokens.member);
      expect(member.statusCode, url).toBe(403);
      expect(member.json()).toMatchObject({ success: false });
    }
  });

  it('refuses a wrong or missing admin password with 403, its code and the spec message', async () => {
    const before = await counts();
    for (const url of ['/api/add_event', '/api/admin/picks']) {
      const wrong = await post(url, formEvent(), tokens.admin, 'not-the-password');
      expect(wrong.statusCode, url).toBe(403);
      expect(wrong.json()).toEqual(REJECTED);
      const missing = await post(url, formEvent(), tokens.admin, null);
      expect(missing.statusCode, url).toBe(403);
      expect(missing.json()).toEqual(REJECTED);
    }
    // add_event takes the header only; the body field does not open it
    const bodyOnly = await post(
      '/api/add_event',
      formEvent({ admin_password: PASSWORD }),
      tokens.admin,
      null,
    );
    expect(bodyOnly.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('adds an event with its derived id and crowd probability, visible in GET /api/picks', async () => {
    const res = await post('/api/add_event', formEvent());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      event_id: '2026-11-22-NBA-LeBron_James-Points-25.5',
    });
    expect(body.crowd_probability).toBeCloseTo(110 / 210, 10);
    expect(body.message).toContain(body.event_id);

    const page = await ctx().app.inject({
      method: 'GET',
      url: `/api/picks?date=${SLATE}&limit=100`,
      headers: { 'x-device-token': tokens.member },
    });
    expect(page.statusCode).toBe(200);
    const pick = page.json().picks.find((p: { event_id: string }) => p.event_id === body.event_id);
    expect(pick).toBeDefined();
    expect(pick).toMatchObject({
      id: body.pick_id,
      league: 'NBA',
      player_name: 'LeBron James',
      stat_type: 'Points',
      stat_threshold: 25.5,
      prediction: 1,
      team_a: 'Celtics',
      team_b: 'Lakers',
      odds: '-110',
      reusable: true,
      capital_limit: 0,
      mutual_exclusion: -1,
    });
    expect(pick.market_probability).toBeCloseTo(110 / 210, 10);
    expect(pick.confidence).toBeGreaterThanOrEqual(50);
    expect(pick.confidence).toBe(body.confidence);
    // percent and fraction confidences in the body are both stored and sent as percent
    expect(pick.expert_confidence_map).toEqual({ 'Sharp Sally': 70, 'New Expert Ned': 64 });
    expect([...pick.handicapperNames].sort()).toEqual(['New Expert Ned', 'Sharp Sally']);

    const experts = await ctx()
      .app.database.db.selectFrom('experts')
      .select(['name', 'kind'])
      .where('name', 'in', ['Sharp Sally', 'New Expert Ned'])
      .execute();
    expect(experts).toHaveLength(2);
  });

  it('answers 409 to a duplicate event id and writes nothing', async () => {
    const before = await counts();
    const res = await post('/api/add_event', formEvent());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toContain('2026-11-22-NBA-LeBron_James-Points-25.5');
    expect(await counts()).toEqual(before);
  });

  it('refuses incomplete forms with the spec message and bad values with 400, writing nothing', async () => {
    const before = await counts();
    const required = 'Please fill all required fields including team names and expert names';
    for (const bad of [
      formEvent({ team_a: '' }),
      formEvent({ team_b: undefined }),
      formEvent({ name: '  ' }),
      formEvent({ league: [] }),
      formEvent({ pick_origin: [] }),
      formEvent({ pick_origin: [{ name: 'Fine Fred' }, { name: ' ' }] }),
      formEvent({ prediction: '' }),
      formEvent({ odds: '' }),
    ]) {
      const res = await post('/api/add_event', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: required });
    }
    for (const bad of [
      formEvent({ eventDate: '2026-02-31' }),
      formEvent({ league: ['XFL'] }),
      formEvent({ odds: 0.5, odds_format: 'decimal' }),
      formEvent({ odds: 50 }),
      formEvent({ prediction: 'the Lakers cover' }),
      formEvent({ stat_threshold: 'lots' }),
      formEvent({ pick_origin: [{ name: 'Timely Tim', prediction_time: '25:00' }] }),
      // the second expert is new: nothing of the first may stay behind either
      formEvent({ name: 'Other Player', pick_origin: [{ name: 'Ok Olga' }, { name: 'Ok Olga' }] }),
    ]) {
      const res = await post('/api/add_event', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await counts()).toEqual(before);
  });

  it('takes the admin pick submit with admin_password in the body', async () => {
    const expertsBefore = (await counts()).experts;
    const event = formEvent({
      // an expert's name in other letter case is the same expert
      pick_origin: [{ name: 'sharp sally', confidence: 60 }],
      name: 'Jayson Tatum',
      player_name: 'Jayson Tatum',
      stat_threshold: 27.5,
      prediction: 'Under',
      odds: 1.91,
      odds_format: 'decimal',
      admin_password: PASSWORD,
    });
    const res = await post('/api/admin/picks', event, tokens.admin, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      event_id: '2026-11-22-NBA-Jayson_Tatum-Points-27.5',
    });
    expect(res.json().crowd_probability).toBeCloseTo(1 / 1.91, 10);
    const row = await ctx()
      .app.database.db.selectFrom('picks')
      .select(['prediction', 'odds'])
      .where('event_id', '=', '2026-11-22-NBA-Jayson_Tatum-Points-27.5')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ prediction: 0, odds: '1.91' });
    expect((await counts()).experts).toBe(expertsBefore);
  });

  it('stops guessing: after 10 wrong passwords an account gets 429, even with the right one', async () => {
    const { app, clock } = ctx();
    const userId = await createUser(app.database.db, clock, {
      email: 'guesser@admin-events.test',
      roles: ['admin'],
    });
    const token = await issueDeviceToken(app.database.db, clock, {
      userId,
      deviceId: 'd',
      uaHash: 'u',
    });
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/add_event', {}, token, `guess-${i}`)).statusCode).toBe(403);
    }
    expect((await post('/api/add_event', formEvent(), token, PASSWORD)).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await post('/api/add_event', {}, token, PASSWORD)).statusCode).toBe(400);
  });

  it("uses the model on a known player's recent lines", async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 7,
      slateDate: SLATE,
      pickDaysBack: 2,
      daysForward: 1,
      leagues: ['NBA'],
    });
    const pick = await app.database.db
      .selectFrom('picks')
      .select(['player_name', 'stat_type', 'team_a', 'team_b'])
      .where('event_date', '=', SLATE)
      .where('league', '=', 'NBA')
      .where('stat_type', '=', 'Points')
      .executeTakeFirstOrThrow();
    const res = await post(
      '/api/add_event',
      formEvent({
        name: pick.player_name,
        player_name: pick.player_name,
        stat_threshold: 0.5,
        team_a: pick.team_a,
        team_b: pick.team_b,
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await app.database.db
      .selectFrom('picks')
      .select(['model_probability', 'player_id', 'stat_key', 'confidence_percent'])
      .where('id', '=', res.json().pick_id)
      .executeTakeFirstOrThrow();
    expect(row.player_id).not.toBeNull();
    expect(row.stat_key).toBe('points');
    // almost every player scores more than half a point: the model says so, and so does confidence
    expect(Number(row.model_probability)).toBeGreaterThan(0.8);
    expect(Number(row.confidence_percent)).toBeGreaterThan(60);
  });
});
