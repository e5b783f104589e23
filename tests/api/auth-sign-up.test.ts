// Sign-up: phone code, email and password, the verification link, without account enumeration.
import { expect, it } from 'vitest';
import { cookieFrom, latestCode, post, verifiedUser } from './support/auth-flow';
import { describeApi } from './support/harness';

describeApi('sign-up', (ctx) => {
  let n = 0;
  function nextPhone(): string {
    n += 1;
    return `+1555020${String(1000 + n)}`;
  }

  async function verifiedPhone(phone = nextPhone()) {
    const start = await post(ctx().app, '/api/auth/signup/phone/start', { phone });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ success: true, target: phone });
    const pe_signup = cookieFrom(start, 'pe_signup');
    const code = await latestCode(ctx().app, phone);
    const verify = await post(
      ctx().app,
      '/api/auth/signup/phone/verify',
      { phone, code },
      { pe_signup },
    );
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ success: true, verified_phone: phone });
    return { phone, pe_signup, code };
  }

  it('rejects an invalid phone with the spec message', async () => {
    const res = await post(ctx().app, '/api/auth/signup/phone/start', { phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid phone number format. Use e.g. +15551234567');
  });

  it('normalises a 10-digit phone to +1', async () => {
    const res = await post(ctx().app, '/api/auth/signup/phone/start', { phone: '(555) 030-1234' });
    expect(res.json().target).toBe('+15550301234');
  });

  it('creates an account only for a verified phone, then verifies the email by link', async () => {
    const { phone, pe_signup } = await verifiedPhone();
    const email = 'New.Bettor@example.com';
    const res = await post(
      ctx().app,
      '/api/auth/signup/email/start',
      {
        email,
        password: 'A-long-passphrase-of-more-than-sixty-four-characters-is-accepted-in-full!',
        phone,
      },
      { pe_signup },
    );
    expect(res.statusCode).toBe(200);
    const user = await ctx()
      .app.database.db.selectFrom('users')
      .selectAll()
      .where('email', '=', 'new.bettor@example.com')
      .executeTakeFirstOrThrow();
    expect(user.phone).toBe(phone);
    expect(user.phone_verified_at).not.toBeNull();
    expect(user.email_verified_at).toBeNull();

    const signIn = () =>
      post(ctx().app, '/api/auth/sign-in', {
        email,
        password: 'A-long-passphrase-of-more-than-sixty-four-characters-is-accepted-in-full!',
      });
    expect((await signIn()).json()).toMatchObject({ needsEmailVerify: true });
    // a truncated password is not the same password
    const truncated = await post(ctx().app, '/api/auth/sign-in', {
      email,
      password: 'A-long-passphrase-of-more-than-sixty-four-characters-is-accepted-i',
    });
    expect(truncated.statusCode).toBe(401);

    const mail = await ctx()
      .app.database.db.selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', 'new.bettor@example.com')
      .executeTakeFirstOrThrow();
    const link = /\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail.body)?.[0] ?? '';
    const open = await ctx().app.inject({ method: 'GET', url: link });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/signin?email_verified=1');
    const reuse = await ctx().app.inject({ method: 'GET', url: link });
    expect(reuse.headers.location).toBe('/signin?email_verified=0');
    expect((await signIn()).statusCode).toBe(200);
  });

  it('refuses the email step without a verified phone', async () => {
    const phone = nextPhone();
    const start = await post(ctx().app, '/api/auth/signup/phone/start', { phone });
    const pe_signup = cookieFrom(start, 'pe_signup');
    const res = await post(
      ctx().app,
      '/api/auth/signup/email/start',
      { email: 'x@example.com', password: 'Password-123!', phone },
      { pe_signup },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please verify your phone number first.');
  });

  it('answers a known email exactly like a new one', async () => {
    await verifiedUser(ctx().app, ctx().clock, {
      email: 'taken@example.com',
      password: 'Password-123!',
      phone: '+15550209999',
    });
    const first = await verifiedPhone();
    const known = await post(
      ctx().app,
      '/api/auth/sign-up',
      { email: 'taken@example.com', password: 'Another-pass-1!', phone: first.phone },
      { pe_signup: first.pe_signup },
    );
    const second = await verifiedPhone();
    const unknown = await post(
      ctx().app,
      '/api/auth/sign-up',
      { email: 'fresh@example.com', password: 'Another-pass-1!', phone: second.phone },
      { pe_signup: second.pe_signup },
    );
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    // the existing account's password did not change
    const ok = await post(ctx().app, '/api/auth/sign-in', {
      email: 'taken@example.com',
      password: 'Password-123!',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('rejects reused, foreign and expired sign-up codes', async () => {
    const { phone, pe_signup, code } = await verifiedPhone();
    const reused = await post(
      ctx().app,
      '/api/auth/signup/phone/verify',
      { phone, code },
      { pe_signup },
    );
    expect(reused.statusCode).toBe(400);

    const other = nextPhone();
    const otherStart = await post(ctx().app, '/api/auth/signup/phone/start', { phone: other });
    const otherCode = await latestCode(ctx().app, other);
    const mine = nextPhone();
    const mineStart = await post(ctx().app, '/api/auth/signup/phone/start', { phone: mine });
    const foreign = await post(
      ctx().app,
      '/api/auth/signup/phone/verify',
      { phone: mine, code: otherCode },
      { pe_signup: cookieFrom(mineStart, 'pe_signup') },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Invalid verification code');

    ctx().clock.advance(10 * 60_000 + 1);
    const expired = await post(
      ctx().app,
      '/api/auth/signup/phone/verify',
      { phone: other, code: otherCode },
      { pe_signup: cookieFrom(otherStart, 'pe_signup') },
    );
    expect(expired.statusCode).toBe(400);
  });

  it('limits sends to one per 60 s and five per hour per phone', async () => {
    const phone = nextPhone();
    const first = await post(ctx().app, '/api/auth/signup/phone/start', { phone });
    const pe_signup = cookieFrom(first, 'pe_signup');
    const soon = await post(ctx().app, '/api/auth/signup/phone/start', { phone }, { pe_signup });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/rate limit/);
    for (let i = 0; i < 4; i += 1) {
      ctx().clock.advance(61_000);
      const res = await post(ctx().app, '/api/auth/signup/phone/start', { phone }, { pe_signup });
      expect(res.statusCode).toBe(200);
    }
    ctx().clock.advance(61_000);
    const sixth = await post(ctx().app, '/api/auth/signup/phone/start', { phone }, { pe_signup });
    expect(sixth.statusCode).toBe(429);
  });

  it('names the field of a malformed sign-up body', async () => {
    const res = await post(ctx().app, '/api/auth/signup/phone/verify', { phone: '+15551234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/code/);
    const wrongType = await post(ctx().app, '/api/auth/sign-up', {
      email: 'a@b.co',
      password: { value: 5 },
      phone: '+15551234567',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/password/);
  });

  it('answers resend-verification alike for any email', async () => {
    const a = await post(ctx().app, '/api/auth/verify-email/resend', {
      email: 'ghost@example.com',
    });
    const b = await post(ctx().app, '/api/auth/verify-email/resend', {
      email: 'taken@example.com',
    });
    expect(a.json()).toEqual(b.json());
  });
});
