// The display preferences and the session duration (issue [J]): odds format, default league and
// reduced motion saved beside the staking set, 400s that change nothing, and the session
// duration applied to the current device token and to a token issued by a later sign-in.
import { expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_PREFERENCES } from '../../src/domain/account/account-preferences';
import { hashToken } from '../../server/services/device-tokens';
import { tokenFor } from './support/accounts';
import { cookieFrom, latestCode, post, verifiedUser } from './support/auth-flow';
import { describeApi, PINNED_NOW } from './support/harness';

const HOUR = 3_600_000;
const DURATION_URL = '/api/settings/preferences/session-duration';

describeApi('display preferences and session duration', (ctx) => {
  let n = 0;
  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: token ? { 'x-device-token': token } : {},
      ...(payload ? { payload } : {}),
    });
  const newToken = () => {
    n += 1;
    return tokenFor(ctx().app, ctx().clock, `prefs${n}@settings.test`);
  };
  const expiryOf = async (token: string) =>
    (
      await ctx()
        .app.database.db.selectFrom('device_tokens')
        .select('expires_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow()
    ).expires_at;

  it('answers the display defaults and saves any subset of them', async () => {
    const token = await newToken();
    const before = (await call('GET', '/api/settings/preferences', token)).json();
    expect(before.preferences).toMatchObject({
      odds_format: 'american',
      default_league: 'ALL',
      reduced_motion: false,
      session_duration_hours: 720,
    });
    const res = await call('POST', '/api/settings/preferences', token, {
      odds_format: 'decimal',
      default_league: 'NHL',
      reduced_motion: true,
      bankroll: 250,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_ACCOUNT_PREFERENCES,
      odds_format: 'decimal',
      default_league: 'NHL',
      reduced_motion: true,
      bankroll: 250,
    };
    expect(res.json().preferences).toEqual(expected);
    expect((await call('GET', '/api/settings/preferences', token)).json().preferences).toEqual(
      expected,
    );
    // a later staking-only save keeps the display fields
    await call('POST', '/api/settings/preferences', token, { kelly_fraction: 0.5 });
    const after = (await call('GET', '/api/settings/preferences', token)).json().preferences;
    expect(after).toMatchObject({
      odds_format: 'decimal',
      default_league: 'NHL',
      kelly_fraction: 0.5,
    });
  });

  it('refuses bad display values with a 400 naming the field, and changes nothing', async () => {
    const token = await newToken();
    await call('POST', '/api/settings/preferences', token, { odds_format: 'decimal' });
    const cases: [object, RegExp][] = [
      [{ odds_format: 'fractional' }, /^Odds format must be american or decimal\.$/],
      [{ default_league: 'EPL' }, /^Default league must be one of ALL, MLB/],
      [{ reduced_motion: 'yes' }, /reduced_motion/i],
      [{ session_duration_hours: 24 }, /session-duration/],
      // a good field beside a bad one is not saved either
      [{ odds_format: 'american', bankroll: -5 }, /^Bankroll must be/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/settings/preferences', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toMatch(message);
    }
    const now = (await call('GET', '/api/settings/preferences', token)).json().preferences;
    expect(now).toMatchObject({
      odds_format: 'decimal',
      bankroll: 100,
      session_duration_hours: 720,
    });
  });

  it('moves the current token to now + the new duration and records the change', async () => {
    const token = await newToken();
    expect(await expiryOf(token)).toBe(new Date(PINNED_NOW + 720 * HOUR).toISOString());
    const res = await call('POST', DURATION_URL, token, { session_duration_hours: 2 });
    expect(res.statusCode).toBe(200);
    const expires = new Date(PINNED_NOW + 2 * HOUR).toISOString();
    expect(res.json()).toMatchObject({
      success: true,
      expires_at: expires,
      preferences: { session_duration_hours: 2 },
    });
    expect(await expiryOf(token)).toBe(expires);
    const events = await ctx()
      .app.database.db.selectFrom('security_events')
      .innerJoin('device_tokens', 'device_tokens.user_id', 'security_events.user_id')
      .select(['security_events.kind', 'security_events.detail'])
      .where('device_tokens.token_hash', '=', hashToken(token))
      .execute();
    expect(events).toEqual([
      {
        kind: 'session_duration_changed',
        detail: JSON.stringify({ from_hours: 720, to_hours: 2 }),
      },
    ]);
    // the token still works now, and no longer once its new expiry has passed
    expect((await call('GET', '/api/settings/preferences', token)).statusCode).toBe(200);
    ctx().clock.set(PINNED_NOW + 2 * HOUR + 1000);
    try {
      expect((await call('GET', '/api/settings/preferences', token)).statusCode).toBe(401);
    } finally {
      ctx().clock.set(PINNED_NOW);
    }
  });

  it('refuses a duration out of range, changing neither the preference nor the token', async () => {
    const token = await newToken();
    for (const hours of [0, 2161, 1.5, -3]) {
      const res = await call('POST', DURATION_URL, token, { session_duration_hours: hours });
      expect(res.statusCode, String(hours)).toBe(400);
      expect(res.json().message).toMatch(
        /^Session duration must be a whole number of hours from 1 to 2,160/,
      );
    }
    for (const payload of [{}, { session_duration_hours: 'week' }]) {
      const res = await call('POST', DURATION_URL, token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/session_duration_hours/);
    }
    expect(await expiryOf(token)).toBe(new Date(PINNED_NOW + 720 * HOUR).toISOString());
    const prefs = (await call('GET', '/api/settings/preferences', token)).json().preferences;
    expect(prefs.session_duration_hours).toBe(720);
    expect((await call('POST', DURATION_URL, null, { session_duration_hours: 5 })).statusCode).toBe(
      401,
    );
  });

  it('gives a token issued by a later two-factor sign-in the chosen duration', async () => {
    n += 1;
    const a = {
      email: `signin${n}@settings.test`,
      password: 'Correct-horse-9!',
      phone: `+1555020${String(1000 + n)}`,
    };
    await verifiedUser(ctx().app, ctx().clock, a);
    const signIn = async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: a.email, password: a.password },
        remoteAddress: `10.9.0.${n}`,
      });
      expect(res.statusCode).toBe(200);
      const pe_2fa = cookieFrom(res, 'pe_2fa');
      expect((await post(ctx().app, '/api/auth/2fa/start', {}, { pe_2fa })).statusCode).toBe(200);
      const code = await latestCode(ctx().app, a.phone);
      const verify = await post(
        ctx().app,
        '/api/auth/2fa/verify',
        { code, device_id: `device-${n}`, ua_hash: 'dWE=' },
        { pe_2fa },
      );
      expect(verify.statusCode).toBe(200);
      return verify.json().device_token as string;
    };
    const first = await signIn();
    expect(await expiryOf(first)).toBe(new Date(PINNED_NOW + 720 * HOUR).toISOString());
    const set = await call('POST', DURATION_URL, first, { session_duration_hours: 48 });
    expect(set.statusCode).toBe(200);
    ctx().clock.set(PINNED_NOW + 10 * 60_000);
    try {
      const second = await signIn();
      expect(await expiryOf(second)).toBe(
        new Date(PINNED_NOW + 10 * 60_000 + 48 * HOUR).toISOString(),
      );
    } finally {
      ctx().clock.set(PINNED_NOW);
    }
  });
});
