// Password sign-in, the second-factor cookie, codes and device tokens (both databases).
import { parseOptions } from '@node-rs/argon2';
import { expect, it } from 'vitest';
import { cookieFrom, latestCode, post, verifiedUser } from './support/auth-flow';
import { describeApi } from './support/harness';

const DEVICE = { device_id: 'device-a', ua_hash: 'TW96aWxsYS81LjA=' };

describeApi('sign-in and two-factor', (ctx) => {
  let n = 0;
  async function account(extra: Partial<{ roles: string[] }> = {}) {
    n += 1;
    // Each test gets its own account, phone and address so limits never leak between tests.
    const email = `user${n}@example.com`;
    const phone = `+1555010${String(1000 + n)}`;
    const password = 'Correct-horse-9!';
    const userId = await verifiedUser(ctx().app, ctx().clock, { email, password, phone, ...extra });
    return { email, phone, password, userId, ip: `10.0.0.${n}` };
  }

  async function signIn(a: { email: string; password: string; ip: string }) {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: a.email, password: a.password },
      remoteAddress: a.ip,
    });
    return res;
  }

  async function startTwoFactor(a: { email: string; password: string; ip: string; phone: string }) {
    const res = await signIn(a);
    expect(res.statusCode).toBe(200);
    const pe_2fa = cookieFrom(res, 'pe_2fa');
    const start = await post(ctx().app, '/api/auth/2fa/start', {}, { pe_2fa });
    expect(start.statusCode).toBe(200);
    return { pe_2fa, code: await latestCode(ctx().app, a.phone) };
  }

  it('sets an httpOnly SameSite=Lax cookie and masks the phone', async () => {
    const a = await account();
    const res = await signIn(a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, phone: `•••• ${a.phone.slice(-4)}` });
    const cookie = res.cookies.find((c) => c.name === 'pe_2fa');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(res.json()).not.toHaveProperty('device_token');
  });

  it('answers unknown and known emails alike', async () => {
    const a = await account();
    const known = await signIn({ ...a, password: 'Wrong-password-1!' });
    const unknown = await signIn({
      ...a,
      email: 'nobody@example.com',
      password: 'Wrong-password-1!',
    });
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.cookies).toEqual([]);
  });

  it('asks for email verification only after the right password', async () => {
    const a = await account();
    await ctx()
      .app.database.db.updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', a.userId)
      .execute();
    const res = await signIn(a);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      needsEmailVerify: true,
      message: 'Please verify your email before signing in',
    });
  });

  it('rejects a phone identifier with the auth layer message', async () => {
    const res = await post(ctx().app, '/api/auth/sign-in', {
      email: '+15551234567',
      password: 'x'.repeat(8),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please sign in with your email address');
  });

  it('names the missing field of a malformed body', async () => {
    const res = await post(ctx().app, '/api/auth/sign-in', { email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/password/);
    const verify = await post(ctx().app, '/api/auth/2fa/verify', { code: '123456', ua_hash: 'x' });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toMatch(/device_id/);
  });

  it('stores the password as argon2id with m=19456, t=2, p=1', async () => {
    const a = await account();
    const row = await ctx()
      .app.database.db.selectFrom('users')
      .select('password_hash')
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(row.password_hash ?? '')).toMatchObject({
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
  });

  it('refuses the second factor without the sign-in cookie', async () => {
    const res = await post(ctx().app, '/api/auth/2fa/start', {});
    expect(res.statusCode).toBe(401);
    const verify = await post(ctx().app, '/api/auth/2fa/verify', { code: '123456', ...DEVICE });
    expect(verify.statusCode).toBe(401);
  });

  it('issues a device token for the right code, once', async () => {
    const a = await account({ roles: ['member'] });
    const { pe_2fa, code } = await startTwoFactor(a);
    const res = await post(ctx().app, '/api/auth/2fa/verify', { code, ...DEVICE }, { pe_2fa });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Authentication successful!' });
    expect(Buffer.from(body.device_token, 'base64url').length).toBe(32);
    const stored = await ctx()
      .app.database.db.selectFrom('device_tokens')
      .selectAll()
      .where('user_id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ device_id: 'device-a', ua_hash: DEVICE.ua_hash });
    expect(stored.token_hash).not.toBe(body.device_token);
    const profile = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-device-token': body.device_token },
    });
    expect(profile.json()).toMatchObject({ user: { email: a.email }, roles: ['member'] });
    // reused code (and a consumed attempt) is refused
    const again = await post(ctx().app, '/api/auth/2fa/verify', { code, ...DEVICE }, { pe_2fa });
    expect(again.statusCode).toBe(401);
  });

  it('rejects a code issued to another sign-in attempt', async () => {
    const a = await account();
    const b = await account();
    const first = await startTwoFactor(a);
    const second = await startTwoFactor(b);
    const res = await post(
      ctx().app,
      '/api/auth/2fa/verify',
      { code: first.code, ...DEVICE },
      { pe_2fa: second.pe_2fa },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid code');
  });

  it('rejects an expired code', async () => {
    const a = await account();
    const { pe_2fa, code } = await startTwoFactor(a);
    ctx().clock.advance(9 * 60_000 + 59_000);
    // the attempt still lives (10 min) but the code's 10 minutes are measured from its send
    ctx().clock.advance(2_000);
    const res = await post(ctx().app, '/api/auth/2fa/verify', { code, ...DEVICE }, { pe_2fa });
    expect([400, 401]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });

  it('kills a code after 5 wrong tries: the 6th guess fails even when right', async () => {
    const a = await account();
    const { pe_2fa, code } = await startTwoFactor(a);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post(
        ctx().app,
        '/api/auth/2fa/verify',
        { code: wrong, ...DEVICE },
        { pe_2fa },
      );
      expect(res.statusCode).toBe(400);
    }
    const right = await post(ctx().app, '/api/auth/2fa/verify', { code, ...DEVICE }, { pe_2fa });
    expect(right.statusCode).toBe(400);
  });

  it('sends at most one code per 60 s to a phone (429 naming the SMS rate limit)', async () => {
    const a = await account();
    const { pe_2fa } = await startTwoFactor(a);
    const again = await post(ctx().app, '/api/auth/2fa/start', {}, { pe_2fa });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/SMS rate limit/);
    // the email channel is a different target and still works
    const email = await post(ctx().app, '/api/auth/2fa/start', { email: a.email }, { pe_2fa });
    expect(email.statusCode).toBe(200);
    const code = await latestCode(ctx().app, a.email);
    const res = await post(ctx().app, '/api/auth/2fa/verify', { code, ...DEVICE }, { pe_2fa });
    expect(res.statusCode).toBe(200);
  });

  it('rejects the token from before sign-out', async () => {
    const a = await account();
    const { pe_2fa, code } = await startTwoFactor(a);
    const token = (
      await post(ctx().app, '/api/auth/2fa/verify', { code, ...DEVICE }, { pe_2fa })
    ).json().device_token as string;
    const headers = { 'x-device-token': token };
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/api/auth/ping', headers })).json(),
    ).toEqual({
      success: true,
      authenticated: true,
    });
    await ctx().app.inject({ method: 'POST', url: '/api/auth/sign-out', headers, payload: {} });
    const after = await ctx().app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(after.statusCode).toBe(401);
  });

  it('limits failed sign-ins per account from unknown origins, for unknown emails alike', async () => {
    for (const email of ['limited@example.com', 'ghost@example.com']) {
      if (email === 'limited@example.com') {
        await verifiedUser(ctx().app, ctx().clock, {
          email,
          password: 'Right-pass-1!',
          phone: '+15550109999',
        });
      }
      // ten failures from ten addresses: none reaches its own (account, address) limit
      for (let i = 0; i < 10; i += 1) {
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email, password: 'Wrong-pass-1!' },
          remoteAddress: `10.1.${i}.1`,
        });
        expect(res.statusCode).toBe(401);
      }
      const locked = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: 'Right-pass-1!' },
        remoteAddress: '10.2.0.1',
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(
        'Too many failed sign-ins to this account from new devices. Try again in 15 minutes, or sign in from a device you have used before.',
      );
      expect(locked.headers['retry-after']).toBe('900');
    }
    ctx().clock.advance(15 * 60_000 + 1);
    const later = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'limited@example.com', password: 'Right-pass-1!' },
      remoteAddress: '10.2.0.1',
    });
    expect(later.statusCode).toBe(200);
  });

  it('limits failures per account and address without counting a right password', async () => {
    const a = await account();
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn({ ...a, password: 'Wrong-pass-1!' })).statusCode).toBe(401);
    }
    // the right password gives its slot back: four failures stay four
    expect((await signIn(a)).statusCode).toBe(200);
    expect((await signIn({ ...a, password: 'Wrong-pass-1!' })).statusCode).toBe(401);
    const limited = await signIn(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Too many sign-in attempts from this device or network. Please wait 15 minutes and try again.',
    );
    // another address is not this pair, and the account-wide count (5) is below its limit
    expect((await signIn({ ...a, ip: '10.3.0.1' })).statusCode).toBe(200);
  });

  it('limits sign-in attempts per network address', async () => {
    for (let i = 0; i < 20; i += 1) {
      await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `probe${i}@example.com`, password: 'Wrong-pass-1!' },
        remoteAddress: '10.9.9.9',
      });
    }
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'probe99@example.com', password: 'Wrong-pass-1!' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(429);
  });
});
