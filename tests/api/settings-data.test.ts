// The account's data (issue [J]): the bettor's own pick records (bounded, percent confidence, newest
// first, only their own) and "Download my data": everything the account holds, as an attachment,
// with no secret in it (no password, token or code hash, no token, no code).
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { isoAt } from '../../server/services/clock';
import { grantRole } from '../../server/services/payments/grants';
import { recordSecurityEvent } from '../../server/services/security-events';
import { describeApi } from './support/harness';
import { cookieFrom, latestCode } from './support/auth-flow';
import {
  accountWithDevices,
  IPHONE_SAFARI,
  MAC_CHROME,
  PASSWORD,
} from './support/security-accounts';
import { writeFavorites } from '../../server/services/favorites';
import { saveUserPicks } from '../../server/services/user-pick-lists';

const PICKS = '/api/settings/data/picks';

describeApi('pick records and the data export', (ctx) => {
  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: token ? { 'x-device-token': token } : {},
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });

  it("stores pick records and lists them newest first, the caller's only", async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'records');
    const b = await accountWithDevices(app, clock, 'records-b');
    const token = a.tokens[0]!;
    const first = await call('POST', PICKS, token, {
      game_id: 'NBA-2026-11-22-LAL-BOS',
      pick_data: { player: 'A. Guard', stat: 'points', line: 24.5, side: 'over' },
      confidence_level: 72.5,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().pick).toMatchObject({
      game_id: 'NBA-2026-11-22-LAL-BOS',
      pick_data: { player: 'A. Guard', stat: 'points', line: 24.5, side: 'over' },
      confidence_level: 72.5,
      created_at: isoAt(clock),
    });
    const second = await call('POST', PICKS, token, {
      game_id: 4711,
      pick_data: {},
      confidence_level: 0,
    });
    expect(second.json().pick.game_id).toBe('4711');
    await call('POST', PICKS, token, { game_id: 'x', pick_data: {}, confidence_level: 100 });

    const all = (await call('GET', PICKS, token)).json();
    expect(all.picks.map((p: { game_id: string }) => p.game_id)).toEqual([
      'x',
      '4711',
      'NBA-2026-11-22-LAL-BOS',
    ]);
    const one = (await call('GET', `${PICKS}?limit=1`, token)).json();
    expect(one.picks).toHaveLength(1);
    expect((await call('GET', PICKS, b.tokens[0]!)).json().picks).toEqual([]);
    expect((await call('GET', PICKS, null)).statusCode).toBe(401);
    for (const bad of ['?limit=0', '?limit=501']) {
      expect((await call('GET', `${PICKS}${bad}`, token)).statusCode).toBe(400);
    }
  });

  it('refuses bad records with a 400 naming the field, and stores nothing', async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'records-bad');
    const token = a.tokens[0]!;
    const good = { game_id: 'g-1', pick_data: { side: 'over' }, confidence_level: 60 };
    const cases: [object, RegExp][] = [
      [{ ...good, confidence_level: 101 }, /confidence_level/],
      [{ ...good, confidence_level: -1 }, /confidence_level/],
      [{ ...good, confidence_level: 'high' }, /confidence_level/],
      [{ ...good, game_id: '' }, /game_id/],
      [{ ...good, game_id: '   ' }, /^game_id must not be blank\.$/],
      [{ ...good, game_id: 'g'.repeat(101) }, /game_id/],
      [{ ...good, pick_data: 'over' }, /pick_data/],
      [{ ...good, pick_data: { note: 'n'.repeat(5000) } }, /^pick_data must be at most 4096 bytes/],
      [{ game_id: 'g-1', confidence_level: 60 }, /pick_data/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', PICKS, token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    expect((await call('GET', PICKS, token)).json().picks).toEqual([]);
  });

  it('exports everything the account holds as an attachment, without any secret', async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'export', [MAC_CHROME, IPHONE_SAFARI]);
    const other = await accountWithDevices(app, clock, 'export-other');
    const token = a.tokens[0]!;
    const db = app.database.db;
    await call('POST', '/api/settings/preferences', token, { bankroll: 250 });
    await writeFavorites(db, clock, a.userId, [1, 7]);
    await saveUserPicks(db, clock, a.userId, [{ id: 'pick_9' }]);
    await call('POST', PICKS, token, { game_id: 'g-9', pick_data: { a: 1 }, confidence_level: 55 });
    await call('POST', PICKS, other.tokens[0]!, {
      game_id: 'someone-elses',
      pick_data: {},
      confidence_level: 50,
    });
    // 30 days of membership from the operator command's grant
    await grantRole(db, clock, { userId: a.userId, role: 'member', days: 30 });
    await recordSecurityEvent(db, clock, {
      userId: a.userId,
      kind: 'sign_in',
      origin: { address: '198.51.100.77', userAgent: MAC_CHROME, deviceId: 'd' },
    });
    // secrets the account has in the database, none of which may leave it: a reset link and a
    // live sign-in code
    await app.inject({
      method: 'POST',
      url: '/api/settings/security/password/reset-request',
      payload: { email: a.email },
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: a.email, password: PASSWORD },
    });
    const pe_2fa = cookieFrom(signIn, 'pe_2fa');
    await app.inject({
      method: 'POST',
      url: '/api/auth/2fa/start',
      payload: {},
      cookies: { pe_2fa },
    });
    const code = await latestCode(app, a.phone);

    // the account's referral code is its data too (made on first read)
    const referral = await call('GET', '/api/settings/referrals/stats', token);
    const ownCode = referral.json().stats.code as string;

    const res = await call('GET', '/api/settings/data/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="parlay-engine-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({
      id: a.userId,
      email: a.email,
      phone: a.phone,
      roles: ['member'],
    });
    expect(data.preferences).toMatchObject({ bankroll: 250 });
    expect(data.favorite_handicapper_ids).toEqual([1, 7]);
    expect(data.my_picks).toEqual([{ id: 'pick_9' }]);
    expect(data.pick_records).toEqual([
      expect.objectContaining({ game_id: 'g-9', confidence_level: 55 }),
    ]);
    expect(data.devices).toHaveLength(2);
    expect(data.devices[1]).toMatchObject({ device: 'Mac', browser: 'Chrome', revoked_at: null });
    expect(data.security_events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['sign_in', 'password_reset_requested']),
    );
    expect(data.security_events.find((e: { kind: string }) => e.kind === 'sign_in').address).toBe(
      '198.51.100.x',
    );
    expect(data.referral_codes).toEqual([expect.objectContaining({ code: ownCode })]);
    expect(data.passkeys).toEqual([]);
    expect(data.contact_changes).toEqual([]);
    expect(data.referrals).toEqual([]);
    expect(data.membership_grants).toEqual([
      expect.objectContaining({
        role: 'member',
        provider: 'admin',
        expires_at: isoAt(clock, 30 * 24 * 3600_000),
        renews: false,
      }),
    ]);
    expect(data.checkouts).toEqual([]);

    const text = res.body;
    const secrets = [
      ...(
        await db.selectFrom('users').select('password_hash').where('id', '=', a.userId).execute()
      ).map((r) => r.password_hash),
      ...(
        await db
          .selectFrom('device_tokens')
          .select('token_hash')
          .where('user_id', '=', a.userId)
          .execute()
      ).map((r) => r.token_hash),
      ...(
        await db
          .selectFrom('email_links')
          .select('token_hash')
          .where('user_id', '=', a.userId)
          .execute()
      ).map((r) => r.token_hash),
      ...a.tokens,
      code,
      pe_2fa,
      createHash('sha256').update(token).digest('hex'),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(secret!);
    }
    expect(text).not.toMatch(/password_hash|token_hash|code_hash|ua_hash|argon2/);
    expect(text).not.toContain('someone-elses');
    expect((await call('GET', '/api/settings/data/export', null)).statusCode).toBe(401);
  });
});
