// Hostile input that used to get a 500 (issue 13, item 7): deep nesting, numbers beyond what the
// engines store, and U+0000 in text. Each is a clear 400 (or 404) on both engines, writing nothing.
import { beforeAll, expect, it } from 'vitest';
import {
  JSON_NESTING_LIMIT,
  NESTED_TOO_DEEPLY,
  nestedDeeperThan,
} from '../../../server/plugins/body-parsing';
import { storeAdminPassword } from '../../../server/services/admin-password';
import { tokenFor } from '../support/accounts';
import { adminEventBody } from '../support/admin-event-body';
import { describeApi } from '../support/harness';

const ADMIN_PASSWORD = 'correct-horse-battery';

/** `{"a":{"a":…}}` nested `depth` objects deep (the innermost holds 1). */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** `[[[…]]]` nested `depth` arrays deep. */
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

it('counts nesting outside strings only, escaped quotes included', () => {
  expect(nestedDeeperThan(nestedArray(3), 3)).toBe(false);
  expect(nestedDeeperThan(nestedArray(4), 3)).toBe(true);
  expect(nestedDeeperThan(JSON.stringify({ s: '[[[[[[{{{{' }), 1)).toBe(false);
  expect(nestedDeeperThan(JSON.stringify({ s: 'a"[[[[\\' }), 1)).toBe(false);
  expect(nestedDeeperThan(`{"s":"\\"", "t":[[[1]]]}`, 3)).toBe(true);
});

describeApi('hostile input', (ctx) => {
  const tokens = { paid: '', admin: '' };

  beforeAll(async () => {
    const { app, clock } = ctx();
    tokens.paid = await tokenFor(app, clock, 'paid@bad-input.test', ['member']);
    tokens.admin = await tokenFor(app, clock, 'admin@bad-input.test', ['admin']);
    await storeAdminPassword(app.database.db, clock, ADMIN_PASSWORD);
  });

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: string; type?: string; headers?: Record<string, string> } = {},
  ) =>
    ctx().app.inject({
      method,
      url,
      remoteAddress: '198.51.100.20',
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
      headers: {
        ...(options.payload !== undefined
          ? { 'content-type': options.type ?? 'application/json' }
          : {}),
        ...options.headers,
      },
    });
  const asPaid = () => ({ 'x-device-token': tokens.paid });
  const asAdmin = () => ({ 'x-device-token': tokens.admin, 'x-admin-password': ADMIN_PASSWORD });

  const count = async (table: 'telemetry_events' | 'users' | 'picks') => {
    const row = await ctx()
      .app.database.db.selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('refuses JSON nested 5,000 deep with 400 before parsing, in every body parser', async () => {
    const before = await count('telemetry_events');
    const deepPicks = `{"picks":[{"id":"x","extra":${nestedArray(5_000)}}]}`;
    const deepTelemetry = `{"events":[{"event":"e","ts":1,"payload":${nestedObject(5_000)}}]}`;
    for (const [url, payload, type, headers] of [
      ['/api/load_user_picks', deepPicks, 'application/json', asPaid()],
      ['/api/telemetry/picks', deepTelemetry, 'application/json', {}],
      ['/api/telemetry/picks', deepTelemetry, 'text/plain;charset=UTF-8', {}],
      ['/api/auth/sign-in', nestedArray(5_000), 'application/json', {}],
    ] as const) {
      const res = await inject('POST', url, { payload, type, headers });
      expect(res.statusCode, `${url} ${type}`).toBe(400);
      expect(res.json(), `${url} ${type}`).toEqual({ success: false, message: NESTED_TOO_DEEPLY });
    }
    expect(NESTED_TOO_DEEPLY).toBe(
      `Request body is nested too deeply (the limit is ${JSON_NESTING_LIMIT} levels).`,
    );
    expect(await count('telemetry_events')).toBe(before);
  });

  it('takes nesting up to the limit, and keeps the old body errors and poisoning protection', async () => {
    // events + item + payload: 3 levels, the payload fills the rest up to exactly the limit
    const atLimit = `{"events":[{"event":"e","ts":1,"payload":${nestedObject(JSON_NESTING_LIMIT - 3)}}]}`;
    const ok = await inject('POST', '/api/telemetry/picks', { payload: atLimit });
    expect(ok.statusCode).toBe(202);
    const overLimit = `{"events":[{"event":"e","ts":1,"payload":${nestedObject(JSON_NESTING_LIMIT - 2)}}]}`;
    expect((await inject('POST', '/api/telemetry/picks', { payload: overLimit })).statusCode).toBe(
      400,
    );

    const notJson = await inject('POST', '/api/auth/sign-in', { payload: '{"email":' });
    expect(notJson.json()).toEqual({ success: false, message: 'Request body is not valid JSON.' });
    const empty = await inject('POST', '/api/auth/sign-in', { payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      "Body cannot be empty when content-type is 'application/json'.",
    );
    for (const poisoned of [
      '{"email":"a@b.c","password":"x","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.c","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const res = await inject('POST', '/api/auth/sign-in', { payload: poisoned });
      expect(res.statusCode, poisoned).toBe(400);
      expect(res.json(), poisoned).toEqual({
        success: false,
        message: 'Request body is not valid JSON.',
      });
    }
  });

  it('answers numbers beyond int4 or finite doubles with 400, never 500', async () => {
    for (const url of [
      '/api/picks?offset=1e19',
      '/api/picks?offset=2147483648',
      '/api/picks?offset=-1e309',
      '/api/picks?min_confidence=1e309',
      '/api/picks?min_confidence=-1e309',
      '/api/picks?offset=1e309',
      '/api/todays_events?offset=1e19',
      '/api/handicappers/2147483648',
      '/api/handicappers/99999999999',
      '/api/handicappers/-1e309',
      '/api/handicappers/1e309',
      '/api/handicappers/2147483648/events',
      '/api/handicappers/1/events?offset=9007199254740993',
    ]) {
      const res = await inject('GET', url, { headers: asPaid() });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success, url).toBe(false);
      expect(res.json().message, url).toMatch(/^Invalid request: /);
    }
    // the largest int4 is a fine id that does not exist
    expect(
      (await inject('GET', '/api/handicappers/2147483647', { headers: asPaid() })).statusCode,
    ).toBe(404);
  });

  it('answers pick keys beyond int4 on the chart and distribution routes with 404', async () => {
    for (const key of ['2147483648', '99999999999', '99999999999999999999999', '-1e309', '1e19']) {
      for (const route of ['player_chart', 'player_distributions']) {
        const res = await inject('GET', `/api/${route}/${key}`, { headers: asPaid() });
        expect(res.statusCode, `${route}/${key}`).toBe(404);
        expect(res.json().success).toBe(false);
      }
    }
  });

  it('reads back a stored pick list whose ids are numbers beyond int4 (found by the fuzz test)', async () => {
    const picks = [{ id: '-1e309' }, { id: '+15555550100' }, { id: '99999999999' }, { id: 'MLB' }];
    const stored = await inject('POST', '/api/load_user_picks', {
      payload: JSON.stringify({ picks }),
      headers: asPaid(),
    });
    expect(stored.statusCode).toBe(200);
    const list = await inject('GET', '/api/user_picks', { headers: asPaid() });
    expect(list.statusCode).toBe(200);
    const split = await inject('GET', '/api/optimize_split', { headers: asPaid() });
    expect(split.statusCode).toBeLessThan(500);
  });

  it('answers huge numbers in bodies with 400 and writes nothing', async () => {
    const before = await count('picks');
    for (const field of [
      { stat_threshold: 1e308 },
      { capital_limit: 1e19 },
      { mutual_exclusion: 2147483648 },
      { odds: -1e300 },
      // text Ajv would coerce to Infinity, past minimum and maximum
      { stat_threshold: '1e309' },
      { capital_limit: '-1e309' },
      { odds: '1e309', odds_format: 'decimal' },
    ]) {
      const res = await inject('POST', '/api/add_event', {
        payload: JSON.stringify({ ...addEventBody('Big Numbers Ben'), ...field }),
        headers: asAdmin(),
      });
      expect(res.statusCode, JSON.stringify(field)).toBe(400);
    }
    // JSON text such as -1e309 parses to -Infinity: refused, not stored as a number
    const infinite = await inject('POST', '/api/telemetry/picks', {
      payload: '{"events":[{"event":"e","ts":-1e309}]}',
    });
    expect(infinite.statusCode).toBe(400);
    expect(await count('picks')).toBe(before);
  });

  it('refuses U+0000 anywhere with 400 naming the field, on both engines', async () => {
    const users = await count('users');
    const events = await count('telemetry_events');
    const picks = await count('picks');
    const cases: {
      method: 'GET' | 'POST';
      url: string;
      body?: unknown;
      field: string;
      headers?: Record<string, string>;
      type?: string;
    }[] = [
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        body: { email: 'a\u0000@b.c', password: 'x' },
        field: 'body/email',
      },
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        body: { email: 'a@b.c', password: 'pass\u0000word' },
        field: 'body/password',
      },
      {
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        body: { email: '\u0000' },
        field: 'body/email',
      },
      {
        method: 'POST',
        url: '/api/auth/signup/phone/start',
        body: { phone: '+1555\u00000100' },
        field: 'body/phone',
      },
      {
        method: 'POST',
        url: '/api/auth/sign-up',
        body: { email: 'n@b.c', password: 'a-long-password-1', phone: '+1\u0000' },
        field: 'body/phone',
      },
      {
        method: 'POST',
        url: '/api/telemetry/picks',
        body: { events: [{ event: 'pick\u0000view', ts: 1 }] },
        field: 'body/events/0/event',
      },
      {
        method: 'POST',
        url: '/api/telemetry/picks',
        body: { events: [{ event: 'e', ts: 1, payload: { q: ['ok', 'x\u0000'] } }] },
        field: 'body/events/0/payload/q/1',
      },
      {
        method: 'POST',
        url: '/api/telemetry/picks',
        body: { events: [{ event: 'e', ts: 1, payload: { 'k\u0000': 1 } }] },
        field: 'body/events/0/payload/k\\u0000',
        type: 'text/plain',
      },
      {
        method: 'POST',
        url: '/api/add_event',
        body: addEventBody('Nul\u0000Ned'),
        field: 'body/pick_origin/0/name',
        headers: asAdmin(),
      },
      {
        method: 'POST',
        url: '/api/add_event',
        body: { ...addEventBody('Fine Fred'), stat_type: 'Points\u0000' },
        field: 'body/stat_type',
        headers: asAdmin(),
      },
      {
        method: 'GET',
        url: '/api/game_logs?name=Jo%00hn',
        field: 'querystring/name',
        headers: asPaid(),
      },
      {
        method: 'GET',
        url: '/api/picks?date=2026-11-22%00',
        field: 'querystring/date',
        headers: asPaid(),
      },
      { method: 'GET', url: '/api/player_chart/abc%00def', field: 'params/key', headers: asPaid() },
      { method: 'GET', url: '/api/auth/verify-email?token=%00', field: 'querystring/token' },
    ];
    for (const c of cases) {
      const res = await inject(c.method, c.url, {
        ...(c.body !== undefined ? { payload: JSON.stringify(c.body), type: c.type } : {}),
        headers: c.headers ?? {},
      });
      expect(res.statusCode, `${c.url} ${c.field}`).toBe(400);
      expect(res.json(), `${c.url} ${c.field}`).toEqual({
        success: false,
        message: `Invalid request: ${c.field} must not contain the NUL character`,
      });
    }
    expect(await count('users')).toBe(users);
    expect(await count('telemetry_events')).toBe(events);
    expect(await count('picks')).toBe(picks);
  });

  it('still stores text with other control characters and lone surrogates without a 500', async () => {
    const res = await inject('POST', '/api/telemetry/picks', {
      payload: JSON.stringify({
        events: [{ event: 'e\u0001\u001f', ts: 1, payload: { q: '\ud800 lone \udfff' } }],
      }),
    });
    expect(res.statusCode).toBe(202);
  });
});

/** A valid add_event body naming one expert. */
function addEventBody(expert: string) {
  return adminEventBody([expert]);
}
