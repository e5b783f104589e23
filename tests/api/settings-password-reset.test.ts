// Forgot password (issue [J]): a reset request answers alike for known and unknown emails (status,
// body, time), is limited per email and per address (a concurrent burst gets exactly the limit),
// and the emailed link works once, before it expires, for its own purpose only; a reset signs out
// every device of the account and the new password signs in.
import { expect, it } from 'vitest';
import { issueEmailLink } from '../../server/services/email-links';
import { RESET_REQUEST_REPLY_FLOOR_MS } from '../../server/routes/password-reset';
import { describeApi, PINNED_NOW } from './support/harness';
import { accountWithDevices, PASSWORD } from './support/security-accounts';

const RESET_REQUEST = '/api/settings/security/password/reset-request';
const RESET = '/api/auth/password/reset';

describeApi('password reset', (ctx) => {
  let ip = 0;
  /** Each request from its own address unless one is given (the per-address limit is 10/hour). */
  const requestReset = (email: string, address?: string) => {
    ip += 1;
    return ctx().app.inject({
      method: 'POST',
      url: RESET_REQUEST,
      payload: { email },
      remoteAddress: address ?? `198.51.100.${ip}`,
    });
  };
  const reset = (token: string, new_password: string) =>
    ctx().app.inject({ method: 'POST', url: RESET, payload: { token, new_password } });
  const resetEmails = async (email: string) =>
    ctx()
      .app.database.db.selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', email)
      .where('subject', '=', 'Reset your Parlay Engine password')
      .orderBy('id', 'desc')
      .execute();
  /** The email is sent after the reply: wait for `count` of them. */
  const linkTokens = async (email: string, count = 1): Promise<string[]> => {
    await expect.poll(async () => (await resetEmails(email)).length).toBe(count);
    return (await resetEmails(email)).map((row) => {
      const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(row.body);
      if (!match?.[1]) throw new Error(`no reset link in ${row.body}`);
      return match[1];
    });
  };
  const profileStatus = async (token: string) =>
    (
      await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { 'x-device-token': token },
      })
    ).statusCode;
  const signInStatus = async (email: string, password: string) => {
    ip += 1;
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: `192.0.2.${ip}`,
    });
    return res.statusCode;
  };

  it('answers known and unknown emails alike, and mails only the known one', async () => {
    const a = await accountWithDevices(ctx().app, ctx().clock, 'known');
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await requestReset(email);
      return { res, ms: performance.now() - started };
    };
    const known = await timed(a.email.toUpperCase());
    const unknown = await timed('nobody-at-all@security.test');
    expect(known.res.statusCode).toBe(200);
    expect(unknown.res.statusCode).toBe(200);
    expect(unknown.res.body).toBe(known.res.body);
    expect(known.res.json().message).toMatch(/^If an account uses that email/);
    // both wait out the same floor, so neither answers measurably sooner
    expect(known.ms).toBeGreaterThanOrEqual(RESET_REQUEST_REPLY_FLOOR_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_REQUEST_REPLY_FLOOR_MS - 5);
    const [token] = await linkTokens(a.email);
    expect(token).toHaveLength(43);
    expect(await resetEmails('nobody-at-all@security.test')).toHaveLength(0);
    const body = (await resetEmails(a.email))[0]!.body;
    expect(body).toContain(`${ctx().app.config.publicUrl}/reset-password?token=`);
  });

  it('refuses a malformed email with a 400 naming it', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Valid email is required.' });
    const missing = await ctx().app.inject({ method: 'POST', url: RESET_REQUEST, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/email/);
  });

  it('resets with the link: every device signed out, new password signs in, link used up', async () => {
    const a = await accountWithDevices(ctx().app, ctx().clock, 'reset', ['ua-1', 'ua-2']);
    await requestReset(a.email);
    const [token] = (await linkTokens(a.email)) as [string];
    // a weak password is refused and does not spend the link
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      success: false,
      message: 'Password must be at least 8 characters.',
    });
    const ok = await reset(token, 'Brand-new-pass-7!');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Your password was reset. Sign in with your new password.',
    });
    for (const deviceToken of a.tokens) expect(await profileStatus(deviceToken)).toBe(401);
    expect(await signInStatus(a.email, PASSWORD)).toBe(401);
    expect(await signInStatus(a.email, 'Brand-new-pass-7!')).toBe(200);
    const used = await reset(token, 'Another-pass-8!');
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(
      'This reset link is invalid, used or expired. Request a new one.',
    );
    expect(await signInStatus(a.email, 'Brand-new-pass-7!')).toBe(200);
    const kinds = await ctx()
      .app.database.db.selectFrom('security_events')
      .select('kind')
      .where('user_id', '=', a.userId)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset']),
    );
  });

  it('refuses an expired link, a link of another purpose and an unknown token', async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'expired');
    await requestReset(a.email);
    const [token] = (await linkTokens(a.email)) as [string];
    const verifyLink = await issueEmailLink(app.database.db, clock, a.userId, 'verify_email');
    clock.advance(60 * 60_000 + 1000);
    try {
      const expired = await reset(token, 'Brand-new-pass-7!');
      expect(expired.statusCode).toBe(400);
    } finally {
      clock.set(PINNED_NOW);
    }
    for (const bad of [verifyLink, 'A'.repeat(43), 'x']) {
      const res = await reset(bad, 'Brand-new-pass-7!');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'This reset link is invalid, used or expired. Request a new one.',
      );
    }
    expect(await profileStatus(a.tokens[0]!)).toBe(200);
    expect(await signInStatus(a.email, PASSWORD)).toBe(200);
  });

  it('admits exactly the per-email limit from a concurrent burst, alike for unknown emails', async () => {
    const a = await accountWithDevices(ctx().app, ctx().clock, 'burst');
    const known = await Promise.all(Array.from({ length: 8 }, () => requestReset(a.email)));
    const unknown = await Promise.all(
      Array.from({ length: 8 }, () => requestReset('burst-nobody@security.test')),
    );
    for (const replies of [known, unknown]) {
      const codes = replies.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(5);
    }
    expect(known.find((r) => r.statusCode === 429)?.body).toBe(
      unknown.find((r) => r.statusCode === 429)?.body,
    );
    await linkTokens(a.email, 3);
  });

  it('admits exactly the per-address limit from a concurrent burst of many emails', async () => {
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        requestReset(`spray-${i}@security.test`, '203.0.113.200'),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });
});
