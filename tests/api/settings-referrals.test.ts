// Settings > Referrals (issue [J]): the generated default code, the code rules (length, characters,
// reserved words, unique whatever the case), checking a code, concurrent claims (one wins), and
// honest counts: invited, signed up, paid and credits come from recorded referrals only.
import { expect, it } from 'vitest';
import {
  REFERRAL_CODE_MESSAGES as TEXT,
  REFERRAL_CREDITS_PER_PAID,
} from '../../src/domain/account/referral-code';
import { recordReferral } from '../../server/services/referrals';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

describeApi('settings referrals: codes and stats', (ctx) => {
  let serial = 0;

  async function account() {
    const { app, clock, dialect } = ctx();
    serial += 1;
    const userId = await createUser(app.database.db, clock, {
      email: `ref${serial}-${dialect}@referrals.test`,
    });
    const token = await issueDeviceToken(app.database.db, clock, {
      userId,
      deviceId: 'd',
      uaHash: 'u',
    });
    return { userId, token };
  }

  const call = (url: string, token: string | null, payload?: object) =>
    ctx().app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: token ? { 'x-device-token': token } : {},
      ...(payload ? { payload } : {}),
    });
  const stats = async (token: string) =>
    (await call('/api/settings/referrals/stats', token)).json().stats;
  const setCode = (token: string, code: string) =>
    call('/api/settings/referrals/code', token, { referral_code: code });
  const check = async (token: string, code: string) =>
    (await call('/api/settings/referrals/code/check', token, { referral_code: code })).json();

  it('gives every account a generated code and link, with zero counts, only when signed in', async () => {
    expect((await call('/api/settings/referrals/stats', null)).statusCode).toBe(401);
    const me = await account();
    const res = await call('/api/settings/referrals/stats', me.token);
    expect(res.statusCode).toBe(200);
    const { stats: first } = res.json();
    expect(first.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(first).toEqual({
      code: first.code,
      link: `${ctx().app.config.publicUrl.replace(/\/+$/, '')}/signup?ref=${first.code}`,
      invited: 0,
      signed_up: 0,
      paid: 0,
      credits_earned: 0,
    });
    expect((await stats(me.token)).code).toBe(first.code);
    const other = await account();
    expect((await stats(other.token)).code).not.toBe(first.code);
  });

  it('refuses codes that break the rules, naming the rule, on set and on check', async () => {
    const me = await account();
    const before = (await stats(me.token)).code;
    const cases: [string, string][] = [
      ['', TEXT.required],
      ['abc', TEXT.length],
      ['a'.repeat(21), TEXT.length],
      ['two words', TEXT.characters],
      ['under_score', TEXT.characters],
      ['-leading', TEXT.characters],
      ['trailing-', TEXT.characters],
      ['double--dash', TEXT.characters],
      ['émile', TEXT.characters],
      ['admin', TEXT.reserved],
      ['Support-Team', TEXT.reserved],
      ['PARLAY123', TEXT.reserved],
      ['the-official', TEXT.reserved],
      ['sign-up', TEXT.reserved],
    ];
    for (const [code, message] of cases) {
      const res = await setCode(me.token, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(await check(me.token, code)).toMatchObject({ available: false, reason: message });
    }
    expect((await stats(me.token)).code).toBe(before);
  });

  it('keeps codes unique whatever their case, and says whose it is only to its owner', async () => {
    const owner = await account();
    const other = await account();
    const code = `Sharp-${ctx().dialect}`;
    expect(await check(owner.token, code)).toEqual({
      success: true,
      available: true,
      reason: TEXT.available,
      code,
    });
    const saved = await setCode(owner.token, code);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: TEXT.saved, code });
    expect((await stats(owner.token)).code).toBe(code);
    expect(await check(owner.token, code.toLowerCase())).toMatchObject({
      available: false,
      reason: TEXT.yours,
    });
    expect(await check(other.token, code.toUpperCase())).toMatchObject({
      available: false,
      reason: TEXT.taken,
    });
    const refused = await setCode(other.token, code.toUpperCase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: TEXT.taken });

    // a replaced code stays its owner's (old links still credit them); the owner may return to it
    const next = `${code}-2`;
    expect((await setCode(owner.token, next)).statusCode).toBe(200);
    expect((await setCode(other.token, code)).statusCode).toBe(409);
    expect(await check(owner.token, code)).toMatchObject({ available: true });
    expect((await setCode(owner.token, code.toUpperCase())).statusCode).toBe(200);
    expect((await stats(owner.token)).code).toBe(code.toUpperCase());

    const events = await ctx()
      .app.database.db.selectFrom('security_events')
      .select(['kind', 'detail'])
      .where('user_id', '=', owner.userId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.kind)).toEqual([
      'referral_code_set',
      'referral_code_set',
      'referral_code_set',
    ]);
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({ code });
  });

  it('lets exactly one of two accounts claiming the same code at once win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await account();
      const b = await account();
      const code = `race-${ctx().dialect}-${round}`;
      const [first, second] = await Promise.all([
        setCode(a.token, code),
        setCode(b.token, code.toUpperCase()),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? a : b;
      const loser = first.statusCode === 200 ? b : a;
      expect((await stats(winner.token)).code.toLowerCase()).toBe(code);
      expect((await stats(loser.token)).code.toLowerCase()).not.toBe(code);
    }
  });

  it('counts only recorded referrals, and credits a referrer once per paying account', async () => {
    const { app, clock } = ctx();
    const referrer = await account();
    const code = `friends-${ctx().dialect}`;
    expect((await setCode(referrer.token, code)).statusCode).toBe(200);
    const record = (userId: number, step: 'signed_up' | 'paid', used: string | null = code) =>
      app.database.db
        .transaction()
        .execute((trx) => recordReferral(trx, clock, { code: used, referredUserId: userId, step }));
    const joined = await account();
    const payer = await account();
    const stranger = await account();
    expect(await record(joined.userId, 'signed_up', code.toUpperCase())).toBe(true);
    expect(await record(payer.userId, 'paid')).toBe(true);
    expect(await record(payer.userId, 'paid')).toBe(true); // a second payment earns nothing more
    expect(await record(stranger.userId, 'signed_up', 'no-such-code')).toBe(false);
    expect(await record(referrer.userId, 'signed_up')).toBe(false); // one's own code
    expect(await stats(referrer.token)).toMatchObject({
      code,
      invited: 2,
      signed_up: 2,
      paid: 1,
      credits_earned: REFERRAL_CREDITS_PER_PAID,
    });
    const profile = (await call('/api/settings/profile', referrer.token)).json().profile;
    expect(profile.credits).toBe(REFERRAL_CREDITS_PER_PAID);
    // an old code still credits its owner after a new one is chosen
    expect((await setCode(referrer.token, `${code}-new`)).statusCode).toBe(200);
    const late = await account();
    expect(await record(late.userId, 'signed_up')).toBe(true);
    expect((await stats(referrer.token)).signed_up).toBe(3);
  });
});
