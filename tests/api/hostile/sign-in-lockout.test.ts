// The account lockout is not a denial of service: an attacker's failures from many addresses slow
// only unknown origins down, while the owner on a known device or a recent address signs in.
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { issueDeviceToken, revokeDeviceToken } from '../../../server/services/device-tokens';
import { cookieFrom, latestCode, verifiedUser } from '../support/auth-flow';
import { describeApi } from '../support/harness';

const MINUTE = 60_000;
const ACCOUNT_WORDS = /^Too many failed sign-ins to this account from new devices\. Try again in/;

describeApi('sign-in lockout', (ctx) => {
  let n = 0;

  /** An owner who signed in fully (password and code) from `home`, holding its device token. */
  async function owner(home: string) {
    n += 1;
    const email = `owner${n}@example.com`;
    const phone = `+1555060${String(1000 + n)}`;
    const password = 'Owners-own-pass-9!';
    const userId = await verifiedUser(ctx().app, ctx().clock, { email, password, phone });
    const app = ctx().app;
    const res = await signIn(app, email, password, home);
    expect(res.statusCode).toBe(200);
    const pe_2fa = cookieFrom(res, 'pe_2fa');
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/2fa/start',
      payload: {},
      cookies: { pe_2fa },
      remoteAddress: home,
    });
    expect(start.statusCode).toBe(200);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      payload: { code: await latestCode(app, phone), device_id: 'phone', ua_hash: 'dWE=' },
      cookies: { pe_2fa },
      remoteAddress: home,
    });
    expect(verify.statusCode).toBe(200);
    return { email, password, userId, token: verify.json().device_token as string };
  }

  function signIn(
    app: FastifyInstance,
    email: string,
    password: string,
    remoteAddress: string,
    token?: string,
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress,
      ...(token ? { headers: { 'x-device-token': token } } : {}),
    });
  }

  /** `count` wrong passwords at once, each from its own address in 192.0.2.0/24 and beyond. */
  async function attack(email: string, count: number, round = 0) {
    const replies = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        signIn(ctx().app, email, `Guess-${round}-${i}!`, `192.0.${2 + round}.${i + 1}`),
      ),
    );
    const checked = replies.filter((r) => r.statusCode === 401).length;
    const refused = replies.filter((r) => r.statusCode === 429);
    for (const r of refused) expect(r.json().message).toMatch(ACCOUNT_WORDS);
    return { checked, refused: refused.length };
  }

  it('lets the owner in from a known address or device after 50 failures from others', async () => {
    const home = '198.51.100.10';
    const o = await owner(home);
    expect(await attack(o.email, 50)).toEqual({ checked: 10, refused: 40 });
    const app = ctx().app;

    // the owner's own network and the owner's own device (from anywhere) are not locked out
    expect((await signIn(app, o.email, o.password, home)).statusCode).toBe(200);
    expect((await signIn(app, o.email, o.password, '203.0.113.99', o.token)).statusCode).toBe(200);

    // a new address without a device is throttled, and told so in words, even with the password
    const stranger = await signIn(app, o.email, o.password, '203.0.113.50');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(
      'Too many failed sign-ins to this account from new devices. Try again in 15 minutes, or sign in from a device you have used before.',
    );
    expect(stranger.headers['retry-after']).toBe('900');
  });

  it('counts an expired token of the account as a known device, not a revoked or foreign one', async () => {
    const o = await owner('198.51.100.11');
    const other = await owner('198.51.100.12');
    const { app, clock } = ctx();
    const db = app.database.db;
    const expired = await issueDeviceToken(db, clock, {
      userId: o.userId,
      deviceId: 'old-laptop',
      uaHash: 'dWE=',
      sessionHours: -1,
    });
    const revoked = await issueDeviceToken(db, clock, {
      userId: o.userId,
      deviceId: 'lost-phone',
      uaHash: 'dWE=',
    });
    await revokeDeviceToken(db, clock, revoked);
    await attack(o.email, 20);

    expect((await signIn(app, o.email, o.password, '203.0.113.60', expired)).statusCode).toBe(200);
    expect((await signIn(app, o.email, o.password, '203.0.113.61', revoked)).statusCode).toBe(429);
    expect((await signIn(app, o.email, o.password, '203.0.113.62', other.token)).statusCode).toBe(
      429,
    );
  });

  it('backs off to 30 failures a day from unknown origins; the owner still gets in', async () => {
    const home = '198.51.100.13';
    const o = await owner(home);
    for (let round = 0; round < 3; round += 1) {
      expect(await attack(o.email, 12, round)).toEqual({ checked: 10, refused: 2 });
      ctx().clock.advance(15 * MINUTE + 1);
    }
    // the 15-minute window is empty again, but the day's 30 are used up
    const next = await attack(o.email, 5, 3);
    expect(next).toEqual({ checked: 0, refused: 5 });
    const stranger = await signIn(ctx().app, o.email, o.password, '203.0.113.70');
    expect(stranger.json().message).toMatch(/Try again in 24 hours/);
    expect((await signIn(ctx().app, o.email, o.password, home)).statusCode).toBe(200);
  });

  it('forgets an address 30 days after its last sign-in', async () => {
    const home = '198.51.100.14';
    const o = await owner(home);
    ctx().clock.advance(30 * 24 * 60 * MINUTE + 1);
    await attack(o.email, 10);
    const res = await signIn(ctx().app, o.email, o.password, home);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(ACCOUNT_WORDS);
  });
});
