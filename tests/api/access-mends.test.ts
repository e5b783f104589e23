// The access flow's mends (issue 15): a new user's first sign-in code right after the sign-up text,
// and a code killed by wrong tries that says so and can be replaced at once (both databases).
import { expect, it } from 'vitest';
import { cookieFrom, latestCode } from './support/auth-flow';
import { describeApi } from './support/harness';

const DEVICE = { device_id: 'device-mends', ua_hash: 'bWVuZHM=' };
const PASSWORD = 'Fresh-bettor-2026!';

describeApi('access mends', (ctx) => {
  let n = 0;
  /** A phone, an email and an address of their own, so limits never leak between tests. */
  function nextPerson() {
    n += 1;
    return {
      phone: `+1555040${String(1000 + n)}`,
      email: `mend${n}@example.com`,
      ip: `10.40.0.${n}`,
    };
  }

  function call(url: string, payload: object, ip: string, cookies?: Record<string, string>) {
    return ctx().app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      ...(cookies ? { cookies } : {}),
    });
  }

  async function outboxCount(recipient: string): Promise<number> {
    const rows = await ctx()
      .app.database.db.selectFrom('message_outbox')
      .select('id')
      .where('recipient', '=', recipient)
      .execute();
    return rows.length;
  }

  /** Signs up through the API as the wizard does (the SMS code goes out now) and verifies the email. */
  async function signUp(person: { phone: string; email: string; ip: string }) {
    const start = await call('/api/auth/signup/phone/start', { phone: person.phone }, person.ip);
    expect(start.statusCode).toBe(200);
    const pe_signup = cookieFrom(start, 'pe_signup');
    const code = await latestCode(ctx().app, person.phone);
    const verified = await call(
      '/api/auth/signup/phone/verify',
      { phone: person.phone, code },
      person.ip,
      { pe_signup },
    );
    expect(verified.statusCode).toBe(200);
    const created = await call(
      '/api/auth/signup/email/start',
      { email: person.email, password: PASSWORD, phone: person.phone },
      person.ip,
      { pe_signup },
    );
    expect(created.statusCode).toBe(200);
    const mail = await ctx()
      .app.database.db.selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', person.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = /\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail.body)?.[0] ?? '';
    const opened = await ctx().app.inject({ method: 'GET', url: link });
    expect(opened.headers.location).toBe('/signin?email_verified=1');
  }

  async function signIn(person: { email: string; ip: string }): Promise<string> {
    const res = await call(
      '/api/auth/sign-in',
      { email: person.email, password: PASSWORD },
      person.ip,
    );
    expect(res.statusCode).toBe(200);
    return cookieFrom(res, 'pe_2fa');
  }

  it('sends the first sign-in code right after the sign-up text, but not a second within 60 s', async () => {
    const person = nextPerson();
    await signUp(person);
    ctx().clock.advance(20_000);

    const pe_2fa = await signIn(person);
    const first = await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, target: `•••• ${person.phone.slice(-4)}` });
    expect(await outboxCount(person.phone)).toBe(2);
    const code = await latestCode(ctx().app, person.phone);
    const verified = await call('/api/auth/2fa/verify', { code, ...DEVICE }, person.ip, {
      pe_2fa,
    });
    expect(verified.statusCode).toBe(200);

    // A second sign-in's code within 60 s of the first is refused, so is a sign-up code
    // right after a sign-in code: the limit still paces every kind of text to the phone.
    ctx().clock.advance(30_000);
    const again = await signIn(person);
    const second = await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa: again });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/SMS rate limit/);
    const signUpAgain = await call(
      '/api/auth/signup/phone/start',
      { phone: person.phone },
      person.ip,
    );
    expect(signUpAgain.statusCode).toBe(429);
    expect(await outboxCount(person.phone)).toBe(2);

    // Past the minute the sign-in's code goes out again.
    ctx().clock.advance(31_000);
    const later = await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa: again });
    expect(later.statusCode).toBe(200);
  });

  it('lets exactly one of a burst of sign-in codes through after the sign-up text', async () => {
    const person = nextPerson();
    await signUp(person);
    const cookies = [];
    for (let i = 0; i < 4; i += 1) cookies.push(await signIn(person));
    const replies = await Promise.all(
      cookies.map((pe_2fa) => call('/api/auth/2fa/start', {}, person.ip, { pe_2fa })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
    expect(await outboxCount(person.phone)).toBe(2);
  });

  it('keeps the hourly cap of five texts per phone across sign-up and sign-in', async () => {
    const person = nextPerson();
    await signUp(person); // text 1
    for (let i = 0; i < 4; i += 1) {
      ctx().clock.advance(61_000);
      const pe_2fa = await signIn(person);
      const res = await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa });
      expect(res.statusCode).toBe(200); // texts 2-5
    }
    ctx().clock.advance(61_000);
    const pe_2fa = await signIn(person);
    const sixth = await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa });
    expect(sixth.statusCode).toBe(429);
    expect(await outboxCount(person.phone)).toBe(5);
  });

  it('says a code killed by wrong tries has expired, and sends a new one at once', async () => {
    const person = nextPerson();
    await signUp(person);
    ctx().clock.advance(61_000);
    const pe_2fa = await signIn(person);
    expect((await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa })).statusCode).toBe(200);
    const code = await latestCode(ctx().app, person.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (typed: string) =>
      call('/api/auth/2fa/verify', { code: typed, ...DEVICE }, person.ip, { pe_2fa });

    for (let i = 0; i < 4; i += 1) {
      const res = await verify(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Invalid code' });
    }
    const fifth = await verify(wrong);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({
      success: false,
      message: 'Too many wrong tries: this code has expired. Request a new code.',
      code_expired: true,
    });
    const right = await verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code_expired: true });
    expect(right.json().message).not.toBe('Invalid code');

    // Resend works at once (the dead code's minute has not passed), and only once a minute.
    ctx().clock.advance(5_000);
    const resent = await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa });
    expect(resent.statusCode).toBe(200);
    const fresh = await latestCode(ctx().app, person.phone);
    const again = await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa });
    expect(again.statusCode).toBe(429);
    const ok = await verify(fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().device_token).toBeTruthy();
  });

  it('says a code past its 10 minutes has expired', async () => {
    const person = nextPerson();
    await signUp(person);
    ctx().clock.advance(61_000);
    const pe_2fa = await signIn(person);
    expect((await call('/api/auth/2fa/start', {}, person.ip, { pe_2fa })).statusCode).toBe(200);
    const code = await latestCode(ctx().app, person.phone);
    // the sign-in attempt lives 10 minutes from the password; the code 10 minutes from its send
    await ctx()
      .app.database.db.updateTable('one_time_codes')
      .set({ expires_at: new Date(ctx().clock.now() - 1000).toISOString() })
      .where('target', '=', person.phone)
      .execute();
    const res = await call('/api/auth/2fa/verify', { code, ...DEVICE }, person.ip, { pe_2fa });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'This code has expired. Request a new code.',
      code_expired: true,
    });
  });

  it("says the sign-up wizard's dead code has expired and sends a new one at once", async () => {
    const person = nextPerson();
    const start = await call('/api/auth/signup/phone/start', { phone: person.phone }, person.ip);
    const pe_signup = cookieFrom(start, 'pe_signup');
    const code = await latestCode(ctx().app, person.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (typed: string) =>
      call('/api/auth/signup/phone/verify', { phone: person.phone, code: typed }, person.ip, {
        pe_signup,
      });
    for (let i = 0; i < 4; i += 1) {
      expect((await verify(wrong)).json()).toEqual({
        success: false,
        message: 'Invalid verification code',
      });
    }
    expect((await verify(wrong)).json()).toMatchObject({ code_expired: true });
    const right = await verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      success: false,
      message: 'Too many wrong tries: this code has expired. Request a new code.',
      code_expired: true,
    });

    const resent = await call('/api/auth/signup/phone/start', { phone: person.phone }, person.ip, {
      pe_signup,
    });
    expect(resent.statusCode).toBe(200);
    const ok = await verify(await latestCode(ctx().app, person.phone));
    expect(ok.json()).toMatchObject({ success: true, verified_phone: person.phone });
  });
});
