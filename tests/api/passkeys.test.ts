// Passkeys as a second factor (both databases): add, list, rename, remove in Security, then pass
// two-factor with one; real WebAuthn responses from a software authenticator.
import { expect, it } from 'vitest';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { relyingParty } from '../../server/services/webauthn';
import { PASSKEY_MESSAGES } from '../../src/domain/auth/passkeys';
import { cookieFrom, post, verifiedUser } from './support/auth-flow';
import { describeApi } from './support/harness';
import { SoftAuthenticator } from './support/soft-authenticator';

const BASE = '/api/settings/security/passkeys';
const DEVICE = { device_id: 'passkey-device', ua_hash: 'cGFzc2tleQ==' };
const PASSWORD = 'Correct-horse-9!';

it('serves a loopback PUBLIC_URL as localhost (browsers refuse IP addresses as RP IDs)', () => {
  expect(relyingParty('http://127.0.0.1:8080')).toMatchObject({
    id: 'localhost',
    origin: 'http://localhost:8080',
  });
  expect(relyingParty('https://parlay.example.com')).toMatchObject({
    id: 'parlay.example.com',
    origin: 'https://parlay.example.com',
  });
});

describeApi('passkeys', (ctx) => {
  let n = 0;

  async function account() {
    n += 1;
    const { app, clock } = ctx();
    const email = `passkey${n}@example.com`;
    const userId = await verifiedUser(app, clock, {
      email,
      password: PASSWORD,
      phone: `+1555020${String(1000 + n)}`,
    });
    const token = await issueDeviceToken(app.database.db, clock, {
      userId,
      deviceId: `settings-${n}`,
      uaHash: 'u',
    });
    const rp = relyingParty(app.config.publicUrl);
    return {
      email,
      userId,
      token,
      ip: `10.9.0.${n}`,
      key: new SoftAuthenticator(rp.id, rp.origin),
    };
  }
  type Account = Awaited<ReturnType<typeof account>>;

  function call(a: Account, url: string, payload?: object) {
    return ctx().app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: { 'x-device-token': a.token },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  async function registrationOptions(a: Account) {
    const res = await call(a, `${BASE}/registration-options`, {});
    expect(res.statusCode).toBe(200);
    return (res.json() as { options: { challenge: string; rp: { id: string } } }).options;
  }

  async function addPasskey(a: Account, name?: string, key = a.key) {
    const options = await registrationOptions(a);
    const res = await call(a, `${BASE}/register`, {
      ...(name === undefined ? {} : { name }),
      response: key.register(options),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { passkey: { id: number; name: string } }).passkey;
  }

  async function events(userId: number) {
    return ctx()
      .app.database.db.selectFrom('security_events')
      .select(['kind', 'detail'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** Password step: returns the pe_2fa cookie and whether the reply offers a passkey. */
  async function signIn(a: Account) {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: a.email, password: PASSWORD },
      remoteAddress: a.ip,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { has_passkey?: boolean };
    return { pe_2fa: cookieFrom(res, 'pe_2fa'), hasPasskey: body.has_passkey };
  }

  async function signInOptions(pe_2fa: string) {
    const res = await post(ctx().app, '/api/auth/passkey/options', {}, { pe_2fa });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { options: { challenge: string; allowCredentials: { id: string }[] } })
      .options;
  }

  function verify(a: Account, pe_2fa: string, response: unknown) {
    return ctx().app.inject({
      method: 'POST',
      url: '/api/auth/passkey/verify',
      payload: { response, ...DEVICE },
      cookies: { pe_2fa },
      remoteAddress: a.ip,
    });
  }

  it('adds, lists, renames and removes a passkey, recording each access change', async () => {
    const a = await account();
    const options = await registrationOptions(a);
    expect(options.rp.id).toBe('localhost');
    const first = await addPasskey(a, '  Work laptop ');
    expect(first.name).toBe('Work laptop');
    const phone = new SoftAuthenticator(a.key.rpId, a.key.origin);
    const second = await addPasskey(a, undefined, phone);
    expect(second.name).toBe('Passkey');

    const list = (await call(a, BASE)).json() as { passkeys: Array<Record<string, unknown>> };
    expect(list.passkeys.map((p) => p.name)).toEqual(['Work laptop', 'Passkey']);
    expect(list.passkeys[0]).toMatchObject({ last_used_at: null, transports: ['internal'] });

    const renamed = await call(a, `${BASE}/${second.id}/rename`, { name: 'Phone' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ passkey: { id: second.id, name: 'Phone' } });

    const removed = await call(a, `${BASE}/${first.id}/remove`, {});
    expect(removed.statusCode).toBe(200);
    const after = (await call(a, BASE)).json() as { passkeys: Array<{ name: string }> };
    expect(after.passkeys.map((p) => p.name)).toEqual(['Phone']);
    expect(await events(a.userId)).toEqual([
      { kind: 'passkey_added', detail: JSON.stringify({ name: 'Work laptop' }) },
      { kind: 'passkey_added', detail: JSON.stringify({ name: 'Passkey' }) },
      { kind: 'passkey_removed', detail: JSON.stringify({ name: 'Work laptop' }) },
    ]);
  });

  it('refuses a bad name naming the field, and leaves the challenge usable', async () => {
    const a = await account();
    const options = await registrationOptions(a);
    const response = a.key.register(options);
    for (const name of ['   ', 'x'.repeat(65)]) {
      const res = await call(a, `${BASE}/register`, { name, response });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/^name: /);
    }
    const ok = await call(a, `${BASE}/register`, { name: 'Key', response });
    expect(ok.statusCode).toBe(200);
    const rename = await call(
      a,
      `${BASE}/${(ok.json() as { passkey: { id: number } }).passkey.id}/rename`,
      {
        name: '',
      },
    );
    expect(rename.statusCode).toBe(400);
    expect((await call(a, BASE)).json()).toMatchObject({ passkeys: [{ name: 'Key' }] });
  });

  it('refuses a replayed, foreign, expired or wrong-origin registration', async () => {
    const a = await account();
    const message = async (payload: object) => {
      const res = await call(a, `${BASE}/register`, payload);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    // a challenge the server never issued
    await registrationOptions(a);
    expect(await message({ response: a.key.register({ challenge: 'bm90LWlzc3VlZA' }) })).toBe(
      PASSKEY_MESSAGES.challengeGone,
    );
    // wrong origin: the challenge is spent by the failed try
    const options = await registrationOptions(a);
    const foreign = a.key.register(options, { origin: 'https://evil.example' });
    expect(await message({ response: foreign })).toBe(PASSKEY_MESSAGES.notVerified);
    expect(await message({ response: a.key.register(options) })).toBe(
      PASSKEY_MESSAGES.challengeGone,
    );
    // replayed after success
    const fresh = await registrationOptions(a);
    const response = a.key.register(fresh);
    expect((await call(a, `${BASE}/register`, { response })).statusCode).toBe(200);
    expect(await message({ response })).toBe(PASSKEY_MESSAGES.challengeGone);
    // another account's challenge
    const b = await account();
    const bOptions = await registrationOptions(b);
    expect(await message({ response: a.key.register(bOptions) })).toBe(
      PASSKEY_MESSAGES.challengeGone,
    );
    // expired: five minutes to finish
    const late = await registrationOptions(b);
    ctx().clock.advance(5 * 60_000 + 1);
    const res = await call(b, `${BASE}/register`, { response: b.key.register(late) });
    expect(res.json()).toMatchObject({ message: PASSKEY_MESSAGES.challengeGone });
    expect((await call(a, BASE)).json()).toMatchObject({ passkeys: [{ name: 'Passkey' }] });
    expect((await call(b, BASE)).json()).toEqual({ success: true, passkeys: [] });
  });

  it("shows and touches only the caller's own passkeys", async () => {
    const a = await account();
    const b = await account();
    const mine = await addPasskey(a, 'Mine');
    await addPasskey(b, 'Theirs');
    expect(((await call(b, BASE)).json() as { passkeys: unknown[] }).passkeys).toHaveLength(1);
    for (const url of [`${BASE}/${mine.id}/rename`, `${BASE}/${mine.id}/remove`]) {
      const res = await call(b, url, { name: 'Stolen' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: PASSKEY_MESSAGES.notFound });
    }
    expect((await call(a, BASE)).json()).toMatchObject({ passkeys: [{ name: 'Mine' }] });
    // the same authenticator cannot be added twice (to any account)
    const options = await registrationOptions(b);
    const again = await call(b, `${BASE}/register`, { response: a.key.register(options) });
    expect(again.statusCode).toBe(409);
  });

  it('passes two-factor with a passkey: a device token, the attempt used up', async () => {
    const a = await account();
    const added = await addPasskey(a, 'Laptop');
    const { pe_2fa, hasPasskey } = await signIn(a);
    expect(hasPasskey).toBe(true);
    const options = await signInOptions(pe_2fa);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([a.key.id]);

    const res = await verify(a, pe_2fa, a.key.assert(options));
    expect(res.statusCode, res.body).toBe(200);
    const { device_token } = res.json() as { device_token: string };
    expect(res.json()).toMatchObject({ success: true, message: 'Authentication successful!' });
    const profile = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-device-token': device_token },
    });
    expect(profile.json()).toMatchObject({ user: { email: a.email } });
    const row = await ctx()
      .app.database.db.selectFrom('device_tokens')
      .select(['device_id', 'ua_hash'])
      .where('user_id', '=', a.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ device_id: DEVICE.device_id, ua_hash: DEVICE.ua_hash });

    // the attempt is spent: neither a code nor another passkey answer can use it again
    const reused = await post(ctx().app, '/api/auth/passkey/options', {}, { pe_2fa });
    expect(reused.statusCode).toBe(401);
    const list = (await call(a, BASE)).json() as {
      passkeys: Array<{ id: number; last_used_at: unknown }>;
    };
    expect(list.passkeys[0]).toMatchObject({ id: added.id, last_used_at: expect.any(String) });
    expect((await events(a.userId)).map((e) => e.kind)).toContain('passkey_used');
  });

  it('refuses a wrong challenge, a replay, a wrong origin and another account’s passkey', async () => {
    const a = await account();
    const b = await account();
    await addPasskey(a);
    await addPasskey(b);
    const { pe_2fa } = await signIn(a);
    const refusal = async (response: unknown) => {
      const res = await verify(a, pe_2fa, response);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };

    let options = await signInOptions(pe_2fa);
    expect(await refusal(a.key.assert(options, { challenge: 'c29tZXRoaW5nLWVsc2U' }))).toBe(
      PASSKEY_MESSAGES.challengeGone,
    );
    // wrong origin: refused, and its challenge is spent, so the right answer to it is a replay
    expect(await refusal(a.key.assert(options, { origin: 'http://localhost:9999' }))).toBe(
      PASSKEY_MESSAGES.notVerified,
    );
    expect(await refusal(a.key.assert(options))).toBe(PASSKEY_MESSAGES.challengeGone);

    options = await signInOptions(pe_2fa);
    expect(await refusal(b.key.assert(options))).toBe(PASSKEY_MESSAGES.notThisAccount);

    options = await signInOptions(pe_2fa);
    const good = a.key.assert(options);
    expect((await verify(a, pe_2fa, good)).statusCode).toBe(200);
    // a recorded assertion replayed in a new attempt answers a challenge that is not live
    const second = await signIn(a);
    await signInOptions(second.pe_2fa);
    const replay = await verify(a, second.pe_2fa, good);
    expect(replay.json()).toMatchObject({ message: PASSKEY_MESSAGES.challengeGone });
  });

  it('refuses a signature counter that goes backwards (a cloned authenticator)', async () => {
    const a = await account();
    await addPasskey(a);
    let { pe_2fa } = await signIn(a);
    let options = await signInOptions(pe_2fa);
    expect((await verify(a, pe_2fa, a.key.assert(options))).statusCode).toBe(200); // counter 1
    ({ pe_2fa } = await signIn(a));
    options = await signInOptions(pe_2fa);
    expect((await verify(a, pe_2fa, a.key.assert(options))).statusCode).toBe(200); // counter 2
    ({ pe_2fa } = await signIn(a));
    options = await signInOptions(pe_2fa);
    const clone = await verify(a, pe_2fa, a.key.assert(options, { counter: 1 }));
    expect(clone.statusCode).toBe(400);
    expect(clone.json()).toMatchObject({ message: PASSKEY_MESSAGES.notVerified });
  });

  it('limits passkey answers per attempt like code guesses', async () => {
    const a = await account();
    await addPasskey(a);
    const { pe_2fa } = await signIn(a);
    for (let i = 0; i < 5; i += 1) {
      const options = await signInOptions(pe_2fa);
      const res = await verify(
        a,
        pe_2fa,
        a.key.assert(options, { origin: 'https://evil.example' }),
      );
      expect(res.statusCode).toBe(400);
    }
    const options = await signInOptions(pe_2fa);
    const limited = await verify(a, pe_2fa, a.key.assert(options));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('offers no passkey to an account without one, and needs the password step', async () => {
    const a = await account();
    const { pe_2fa, hasPasskey } = await signIn(a);
    expect(hasPasskey).toBe(false);
    const res = await post(ctx().app, '/api/auth/passkey/options', {}, { pe_2fa });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PASSKEY_MESSAGES.noPasskey });
    const anonymous = await post(ctx().app, '/api/auth/passkey/options', {});
    expect(anonymous.statusCode).toBe(401);
    const noCookie = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/passkey/verify',
      payload: { response: a.key.assert({ challenge: 'eA' }), ...DEVICE },
    });
    expect(noCookie.statusCode).toBe(401);
  });
});
