// The admin console's server side: the password gate (a wrong password is 403 with its code, and
// the session survives it), the date setting (every validation message, same date, auto-update,
// stored for every process) and the manual pick form's own refusal messages.
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD_INVALID_CODE, isAdminPasswordRefusal } from '../../src/api/admin-contract';
import { storeAdminPassword } from '../../server/services/admin-password';
import { tokenFor } from './support/accounts';
import { adminEventBody } from './support/admin-event-body';
import { describeApi } from './support/harness';

const PASSWORD = 'console-admin-pw-1';
const INCORRECT = 'Incorrect password. Please try again.';

describeApi('admin console', (ctx) => {
  let admin = '';
  let member = '';

  beforeAll(async () => {
    const { app, clock, dialect } = ctx();
    await storeAdminPassword(app.database.db, clock, PASSWORD);
    admin = await tokenFor(app, clock, `admin-${dialect}@console.test`, ['admin']);
    member = await tokenFor(app, clock, `member-${dialect}@console.test`, ['member']);
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string | null; password?: string | null; payload?: unknown } = {},
  ) => {
    const token = options.token === undefined ? admin : options.token;
    const password = options.password === undefined ? PASSWORD : options.password;
    return ctx().app.inject({
      method,
      url,
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
      headers: {
        ...(token ? { 'x-device-token': token } : {}),
        ...(password !== null ? { 'x-admin-password': password } : {}),
      },
    });
  };
  const profileStatus = async (token: string) =>
    (await call('GET', '/api/auth/profile', { token, password: null })).statusCode;

  it('verify-password: right → valid; wrong → 403 with its code, and the session stays', async () => {
    const right = await call('POST', '/api/admin/verify-password', {
      password: null,
      payload: { password: PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ success: true, valid: true });

    const wrong = await call('POST', '/api/admin/verify-password', {
      password: null,
      payload: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      success: false,
      valid: false,
      error: ADMIN_PASSWORD_INVALID_CODE,
      code: 'INVALID_PASSWORD',
      message: INCORRECT,
    });
    expect(isAdminPasswordRefusal(wrong.json())).toBe(true);
    expect(await profileStatus(admin)).toBe(200);

    const empty = await call('POST', '/api/admin/verify-password', {
      password: null,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Password is required');

    const notAdmin = await call('POST', '/api/admin/verify-password', {
      token: member,
      password: null,
      payload: { password: PASSWORD },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe('Administrator access is required');
  });

  it('verify-password is rate limited per account: 10 wrong tries, then 429', async () => {
    const { app, clock, dialect } = ctx();
    const guesser = await tokenFor(app, clock, `guesser-${dialect}@console.test`, ['admin']);
    // a concurrent burst: exactly the limit is checked, the rest are refused without argon2
    const burst = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        call('POST', '/api/admin/verify-password', {
          token: guesser,
          password: null,
          payload: { password: `guess-${i}` },
        }),
      ),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 403)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    const right = await call('POST', '/api/admin/verify-password', {
      token: guesser,
      password: null,
      payload: { password: PASSWORD },
    });
    expect(right.statusCode).toBe(429);
    expect(await profileStatus(guesser)).toBe(200);
    clock.advance(15 * 60_000 + 1);
  });

  const postDate = (payload: unknown, password: string | null = PASSWORD) =>
    call('POST', '/api/settings/date', { payload, password });
  const currentDate = async () => (await call('GET', '/api/settings/date', { token: null })).json();

  it('answers odd bodies (found by the fuzz suite) with a 4xx, never a 500', async () => {
    const before = await currentDate();
    for (const [payload, password] of [
      [{ date: ' ', admin_password: 'paid@fuzz.test', auto_update: false }, PASSWORD],
      [{ date: -9.517933159387329e-258, admin_password: '7H0D', auto_update: true }, PASSWORD],
      [{ date: null, admin_password: 'M&', auto_update: false }, PASSWORD],
      [{ date: { constructor: { prototype: { polluted: true } } }, auto_update: true }, 'wrong'],
      [[], 'wrong'],
      [[], PASSWORD],
      ['-0', 'wrong'],
    ] as const) {
      const res = await postDate(payload, password);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect(await currentDate()).toEqual(before);
  });

  it('refuses a bad date with every message of the date service, changing nothing', async () => {
    const before = await currentDate();
    const cases: [unknown, string[]][] = [
      [undefined, ['Date is required']],
      ['', ['Date is required']],
      [20261201, ['Date must be a string']],
      ['2026/12/01', ['Invalid date format. Please use YYYY-MM-DD format (e.g., 2025-07-20)']],
      ['2026-02-31', ['Invalid date. Please enter a valid date.']],
      [
        '2019-06-01',
        ['Date must be between 2020 and 2030', 'Date cannot be more than 1 year in the past'],
      ],
      [
        '2031-01-01',
        ['Date must be between 2020 and 2030', 'Date cannot be more than 1 year in the future'],
      ],
      ['2025-06-01', ['Date cannot be more than 1 year in the past']],
      ['2027-12-01', ['Date cannot be more than 1 year in the future']],
    ];
    for (const [date, details] of cases) {
      const res = await postDate(date === undefined ? {} : { date });
      expect(res.statusCode, String(date)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: details[0],
        error: 'Invalid request. Please check your input and try again.',
        code: 'VALIDATION_ERROR',
        details,
      });
    }
    expect(await currentDate()).toEqual(before);
  });

  it('refuses a wrong admin password with 403 and its code; the admin stays signed in', async () => {
    const before = await currentDate();
    const wrong = await postDate({ date: '2026-12-01' }, 'wrong-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: ADMIN_PASSWORD_INVALID_CODE, message: INCORRECT });
    // the spec's body field with a wrong value is refused alike
    const body = await postDate({ date: '2026-12-01', admin_password: 'wrong-password' }, null);
    expect(body.statusCode).toBe(403);
    const member403 = await call('POST', '/api/settings/date', {
      token: member,
      payload: { date: '2026-12-01' },
    });
    expect(member403.statusCode).toBe(403);
    expect(await currentDate()).toEqual(before);
    expect(await profileStatus(admin)).toBe(200);
  });

  it('pins a date (body password), answers the same date with a warning, turns auto-update on', async () => {
    expect(await currentDate()).toEqual({
      success: true,
      date: '2026-11-22',
      auto_update: true,
      warning: null,
    });
    const pinned = await postDate({ date: '2026-12-01', admin_password: PASSWORD }, null);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json()).toEqual({
      success: true,
      message: 'Date updated successfully to 2026-12-01!',
      date: '2026-12-01',
      auto_update: false,
      warning: null,
      previous_date: '2026-11-22',
      new_date: '2026-12-01',
      changed: true,
    });
    expect(await currentDate()).toMatchObject({ date: '2026-12-01', auto_update: false });
    // the slate follows it: a picks call without a date reads the stored date
    const experts = await call('GET', '/api/experts_by_date', { password: null });
    expect(experts.statusCode).toBe(200);

    const again = await postDate({ date: '2026-12-01' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      changed: false,
      warning: 'New date is the same as current date. No changes needed.',
      date: '2026-12-01',
    });

    const auto = await postDate({ auto_update: true });
    expect(auto.statusCode).toBe(200);
    expect(auto.json()).toMatchObject({
      changed: true,
      date: '2026-11-22',
      auto_update: true,
      previous_date: '2026-12-01',
    });
    expect(await currentDate()).toMatchObject({ date: '2026-11-22', auto_update: true });
    // auto-update follows California's today as the clock moves
    ctx().clock.advance(24 * 3_600_000);
    expect((await currentDate()).date).toBe('2026-11-23');
    ctx().clock.advance(-24 * 3_600_000);
    // auto-update with a bad date is still refused
    expect((await postDate({ auto_update: true, date: '2026-02-31' })).statusCode).toBe(400);
  });

  it('a burst of concurrent date changes leaves one of them in force', async () => {
    const dates = ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const replies = await Promise.all(dates.map((date) => postDate({ date })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(dates).toContain((await currentDate()).date);
    await postDate({ auto_update: true });
  });

  it('add_event: a bad date, an unknown league and an invalid prediction each say so', async () => {
    const add = (overrides: Record<string, unknown>) =>
      call('POST', '/api/add_event', { payload: adminEventBody(['Sharp Sally'], overrides) });
    const badDate = await add({ eventDate: '2026-02-31' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(
      'Invalid event date "2026-02-31": use YYYY-MM-DD with a real calendar day (e.g. 2026-11-22).',
    );
    const noDate = await add({ eventDate: '' });
    expect(noDate.json().message).toBe('Event date is required: use YYYY-MM-DD (e.g. 2026-11-22).');
    const league = await add({ league: ['XFL'] });
    expect(league.statusCode).toBe(400);
    expect(league.json().message).toMatch(/^Unknown league "XFL": choose one of .*NBA/);
    for (const prediction of [2, 'Sideways', '7']) {
      const res = await add({ prediction });
      expect(res.statusCode, String(prediction)).toBe(400);
      expect(res.json().message).toBe(
        `Invalid prediction "${prediction}": use 1 (Over / Higher), 0 (Under / Lower), ` +
          'or custom text that names a side (e.g. Over, Under, Higher, Lower).',
      );
    }
    // what is missing keeps the form's own toast
    const missing = await add({ team_a: '' });
    expect(missing.json().message).toBe(
      'Please fill all required fields including team names and expert names',
    );
    // a custom text that names a side is taken
    expect((await add({ prediction: 'Under' })).statusCode).toBe(200);
  });
});
