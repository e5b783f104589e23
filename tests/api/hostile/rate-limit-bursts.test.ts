// Every limit under one concurrent burst of 100 requests (an attacker's Promise.all): each admits
// exactly its number, on SQLite and PostgreSQL, because the slot is taken before the costly check.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { storeAdminPassword } from '../../../server/services/admin-password';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import {
  giveBack,
  LONGEST_WINDOW_MS,
  pruneRateEvents,
  takeSlot,
} from '../../../server/services/rate-limits';
import { createUser } from '../../../server/services/users';
import { cookieFrom, latestCode, verifiedUser } from '../support/auth-flow';
import { describeApi } from '../support/harness';

const BURST = 100;
const DEVICE = { device_id: 'burst-device', ua_hash: 'dWE=' };

function burst(
  app: FastifyInstance,
  make: (i: number) => InjectOptions,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: BURST }, (_, i) => app.inject(make(i))));
}

function statuses(replies: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describeApi('rate limits under a burst of 100', (ctx) => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  let n = 0;
  async function account() {
    n += 1;
    const email = `burst${n}@example.com`;
    const phone = `+1555030${String(1000 + n)}`;
    const password = 'Correct-horse-9!';
    const userId = await verifiedUser(ctx().app, ctx().clock, { email, password, phone });
    return { email, phone, password, userId };
  }

  function signIn(email: string, password: string, remoteAddress: string) {
    return {
      method: 'POST' as const,
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress,
    };
  }

  it('checks 5 wrong passwords per account and address, then refuses even the right one', async () => {
    const a = await account();
    const replies = await burst(ctx().app, () => signIn(a.email, 'Wrong-pass-1!', '198.51.100.1'));
    expect(statuses(replies)).toEqual({ 401: 5, 429: BURST - 5 });
    const right = await ctx().app.inject(signIn(a.email, a.password, '198.51.100.1'));
    expect(right.statusCode).toBe(429);
  });

  it('checks 10 wrong passwords per account from 100 new addresses', async () => {
    const a = await account();
    const replies = await burst(ctx().app, (i) =>
      signIn(a.email, 'Wrong-pass-1!', `198.51.${i}.2`),
    );
    expect(statuses(replies)).toEqual({ 401: 10, 429: BURST - 10 });
    const refused = replies.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toMatch(/^Too many failed sign-ins to this account/);
  });

  it('admits 20 sign-in attempts per address across 100 accounts', async () => {
    const replies = await burst(ctx().app, (i) =>
      signIn(`nobody${i}@burst.test`, 'Wrong-pass-1!', '198.51.100.3'),
    );
    expect(statuses(replies)).toEqual({ 401: 20, 429: BURST - 20 });
    expect(replies.find((r) => r.statusCode === 429)?.json().message).toMatch(
      /^Too many sign-in attempts from this device or network/,
    );
  });

  it('checks 10 wrong admin passwords per account, then refuses the right one', async () => {
    // The stored argon2id hash (not ADMIN_PASSWORD): the slow check a burst would race past.
    vi.stubEnv('ADMIN_PASSWORD', '');
    const { app, clock } = ctx();
    await storeAdminPassword(app.database.db, clock, 'the-right-admin-password');
    const userId = await createUser(app.database.db, clock, {
      email: `admin-burst-${n++}@example.com`,
      roles: ['admin'],
    });
    const token = await issueDeviceToken(app.database.db, clock, {
      userId,
      deviceId: 'd',
      uaHash: 'u',
    });
    const call = (password: string) => ({
      method: 'POST' as const,
      url: '/api/add_event',
      payload: {},
      headers: { 'x-device-token': token, 'x-admin-password': password },
    });
    const replies = await burst(app, (i) => call(`wrong-${i}`));
    // a wrong admin password is 403 (never 401, which would sign the client out)
    expect(statuses(replies)).toEqual({ 403: 10, 429: BURST - 10 });
    expect((await app.inject(call('the-right-admin-password'))).statusCode).toBe(429);
  });

  async function twoFactorStarted() {
    const a = await account();
    const res = await ctx().app.inject(signIn(a.email, a.password, '198.51.100.4'));
    expect(res.statusCode).toBe(200);
    const pe_2fa = cookieFrom(res, 'pe_2fa');
    const start = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/2fa/start',
      payload: {},
      cookies: { pe_2fa },
      remoteAddress: '198.51.100.4',
    });
    expect(start.statusCode).toBe(200);
    return { ...a, pe_2fa, code: await latestCode(ctx().app, a.phone) };
  }

  function verify(pe_2fa: string, code: string) {
    return {
      method: 'POST' as const,
      url: '/api/auth/2fa/verify',
      payload: { code, ...DEVICE },
      cookies: { pe_2fa },
    };
  }

  /** 100 distinct six-digit guesses that are not `code`. */
  function wrongGuesses(code: string): string[] {
    const guesses: string[] = [];
    for (let g = 0; guesses.length < BURST; g += 1) {
      const guess = String(g * 7919).padStart(6, '0');
      if (guess !== code) guesses.push(guess);
    }
    return guesses;
  }

  it('compares exactly 5 guesses of a code, so the right code is refused after the burst', async () => {
    const { pe_2fa, code, phone } = await twoFactorStarted();
    const guesses = wrongGuesses(code);
    const replies = await burst(ctx().app, (i) => verify(pe_2fa, guesses[i]!));
    expect(statuses(replies)).toEqual({ 400: BURST });
    const row = await ctx()
      .app.database.db.selectFrom('one_time_codes')
      .select('failed_tries')
      .where('target', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.failed_tries).toBe(5);
    expect((await ctx().app.inject(verify(pe_2fa, code))).statusCode).toBe(400);
  });

  it('refuses the right code at the end of a burst of 99 wrong guesses', async () => {
    const { pe_2fa, code } = await twoFactorStarted();
    const guesses = [...wrongGuesses(code).slice(0, BURST - 1), code];
    const replies = await burst(ctx().app, (i) => verify(pe_2fa, guesses[i]!));
    expect(statuses(replies)).toEqual({ 400: BURST });
    expect(replies.some((r) => r.json().device_token !== undefined)).toBe(false);
  });

  it('sends one code to a phone in 60 s however many sign-ups ask at once', async () => {
    const phone = '+15550409999';
    const replies = await burst(ctx().app, (i) => ({
      method: 'POST' as const,
      url: '/api/auth/signup/phone/start',
      payload: { phone },
      remoteAddress: `203.0.113.${i}`,
    }));
    expect(statuses(replies)).toEqual({ 200: 1, 429: BURST - 1 });
    const sent = await ctx()
      .app.database.db.selectFrom('message_outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('recipient', '=', phone)
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(1);
  });

  it('sends 20 codes per address per hour across 100 phones', async () => {
    const replies = await burst(ctx().app, (i) => ({
      method: 'POST' as const,
      url: '/api/auth/signup/phone/start',
      payload: { phone: `+1555050${String(1000 + i)}` },
      remoteAddress: '203.0.113.200',
    }));
    expect(statuses(replies)).toEqual({ 200: 20, 429: BURST - 20 });
    const sent = await ctx()
      .app.database.db.selectFrom('message_outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('recipient', 'like', '+1555050%')
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(20);
  });

  it('gives back one slot at a time and prunes only what no window can see', async () => {
    const { app, clock } = ctx();
    const db = app.database.db;
    const day = [{ max: 3, windowMs: LONGEST_WINDOW_MS }];
    const take = () => takeSlot(app.rateLimits, clock, 'prune-test', day);
    const taken = await Promise.all([take(), take(), take(), take()]);
    expect(taken.filter(Boolean)).toHaveLength(3);
    // two concurrent give-backs remove two events, not the same one twice
    await Promise.all([
      giveBack(app.rateLimits, clock, 'prune-test'),
      giveBack(app.rateLimits, clock, 'prune-test'),
    ]);
    expect(await take()).toBe(true);
    expect(await take()).toBe(true);
    expect(await take()).toBe(false);
    clock.advance(LONGEST_WINDOW_MS - 1);
    await pruneRateEvents(db, clock);
    expect(await take()).toBe(false);
    clock.advance(2);
    await pruneRateEvents(db, clock);
    const left = await db
      .selectFrom('rate_events')
      .select('id')
      .where('bucket', '=', 'prune-test')
      .execute();
    expect(left).toEqual([]);
    expect(await take()).toBe(true);
  });
});
