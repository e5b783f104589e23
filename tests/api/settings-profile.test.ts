// Settings > Profile (issue [J]): GET /api/settings/profile, and the email and phone changes, each
// requested with the current password, proven by a link or a code, then completed. Every refusal
// named; nothing applied before it is verified; tokens single use, expiring, bound to the account;
// an address another account holds refused without saying whose; the old address told.
import { expect, it } from 'vitest';
import { CONTACT_CHANGE_MESSAGES as TEXT } from '../../src/domain/account/contact-change';
import { DEFAULT_BETTOR_PREFERENCES } from '../../src/domain/parlay/bettor-preferences';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { verifiedUser } from './support/auth-flow';
import { describeApi, PINNED_NOW } from './support/harness';

const PASSWORD = 'Correct-Horse-9';

describeApi('settings profile: email and phone changes', (ctx) => {
  let serial = 0;

  /** A verified account with a password and phone, and a device token for it. */
  async function account(roles: string[] = []) {
    const { app, clock, dialect } = ctx();
    serial += 1;
    const email = `user${serial}-${dialect}@profile.test`;
    const phone = `+1555000${String(1000 + serial)}`;
    const userId = await verifiedUser(app, clock, { email, password: PASSWORD, phone, roles });
    const token = await issueDeviceToken(app.database.db, clock, {
      userId,
      deviceId: `d${serial}`,
      uaHash: 'u',
    });
    return { userId, email, phone, token };
  }

  const call = (url: string, token: string | null, payload?: object, headers = {}) =>
    ctx().app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { ...(token ? { 'x-device-token': token } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  async function outbox(recipient: string) {
    return ctx()
      .app.database.db.selectFrom('message_outbox')
      .select(['channel', 'subject', 'body'])
      .where('recipient', '=', recipient)
      .orderBy('id')
      .execute();
  }

  async function linkToken(recipient: string): Promise<string> {
    const messages = await outbox(recipient);
    const body = messages.at(-1)?.body ?? '';
    const match = /\/settings\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(body);
    if (!match?.[1]) throw new Error(`no link in "${body}"`);
    return match[1];
  }

  async function textedCode(phone: string): Promise<string> {
    const body = (await outbox(phone)).at(-1)?.body ?? '';
    const match = /\b(\d{6})\b/.exec(body);
    if (!match?.[1]) throw new Error(`no code in "${body}"`);
    return match[1];
  }

  async function userRow(userId: number) {
    return ctx()
      .app.database.db.selectFrom('users')
      .select(['email', 'phone', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  async function eventKinds(userId: number): Promise<string[]> {
    const rows = await ctx()
      .app.database.db.selectFrom('security_events')
      .select('kind')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.kind);
  }

  it('answers the profile merged with preferences, the phone masked, only to a signed-in caller', async () => {
    expect((await call('/api/settings/profile', null)).statusCode).toBe(401);
    const me = await account(['member']);
    const res = await call('/api/settings/profile', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Profile loaded' });
    expect(body.profile).toEqual({
      id: me.userId,
      email: me.email,
      email_verified: true,
      phone: `•••• ${me.phone.slice(-4)}`,
      phone_verified: true,
      roles: ['member'],
      plan: 'member',
      credits: 0,
      created_at: new Date(PINNED_NOW).toISOString(),
      referral_code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      pending_email_change: null,
      preferences: expect.objectContaining(DEFAULT_BETTOR_PREFERENCES),
    });
    const preferences = (await call('/api/settings/preferences', me.token)).json().preferences;
    expect(body.profile.preferences).toEqual(preferences);
    expect(JSON.stringify(body)).not.toContain(me.phone);
    const again = (await call('/api/settings/profile', me.token)).json();
    expect(again.profile.referral_code).toBe(body.profile.referral_code);
  });

  it('changes the email only after the link is opened and the change completed; the old address is told', async () => {
    const me = await account();
    const newEmail = `moved-${ctx().dialect}@profile.test`;
    const wrong = await call('/api/settings/profile/email/change', me.token, {
      new_email: newEmail,
      current_password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: TEXT.wrongPassword });
    expect(await outbox(newEmail)).toEqual([]);

    const res = await call('/api/settings/profile/email/change', me.token, {
      new_email: ` ${newEmail.toUpperCase()} `,
      current_password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: TEXT.emailLinkSent,
      new_email: newEmail,
    });
    // nothing applied yet; the profile shows the change as pending
    expect((await userRow(me.userId)).email).toBe(me.email);
    const pending = (await call('/api/settings/profile', me.token)).json().profile;
    expect(pending.email).toBe(me.email);
    expect(pending.pending_email_change).toMatchObject({ new_email: newEmail });
    const told = await outbox(me.email);
    expect(told.at(-1)?.subject).toBe('A change of your Parlay Engine email was requested');
    expect(told.at(-1)?.body).toContain(newEmail);
    expect(told.at(-1)?.body).not.toContain('token=');

    const token = await linkToken(newEmail);
    const early = await call('/api/settings/profile/change/complete', me.token, { token });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TEXT.notVerified);

    const preview = await call('/api/settings/profile/email/verify', me.token, {
      token,
      step: 'preview',
    });
    expect(preview.json()).toMatchObject({ success: true, new_value: newEmail, verified: false });
    expect(
      (await call('/api/settings/profile/change/complete', me.token, { token })).statusCode,
    ).toBe(409);

    const confirm = await call('/api/settings/profile/email/verify', me.token, {
      token,
      step: 'confirm',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ kind: 'email', verified: true });
    expect((await userRow(me.userId)).email).toBe(me.email);

    const done = await call('/api/settings/profile/change/complete', me.token, { token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: TEXT.emailChanged,
      kind: 'email',
      value: newEmail,
    });
    expect((await userRow(me.userId)).email).toBe(newEmail);
    const after = (await call('/api/settings/profile', me.token)).json().profile;
    expect(after).toMatchObject({
      email: newEmail,
      email_verified: true,
      pending_email_change: null,
    });
    expect((await outbox(me.email)).at(-1)?.subject).toBe('Your Parlay Engine email was changed');

    // single use: the link is spent
    for (const [url, payload] of [
      ['/api/settings/profile/email/verify', { token, step: 'confirm' }],
      ['/api/settings/profile/change/complete', { token }],
    ] as const) {
      const used = await call(url, me.token, payload);
      expect(used.statusCode).toBe(400);
      expect(used.json().message).toBe(TEXT.tokenUsed);
    }
    expect(await eventKinds(me.userId)).toEqual(['email_change_requested', 'email_changed']);
  });

  it("refuses an address another account holds without saying so, and tells that account's owner", async () => {
    const me = await account();
    const other = await account();
    const fresh = `fresh-${ctx().dialect}@profile.test`;
    const toFresh = await call('/api/settings/profile/email/change', me.token, {
      new_email: fresh,
      current_password: PASSWORD,
    });
    const before = await outbox(other.email);
    const toTaken = await call('/api/settings/profile/email/change', me.token, {
      new_email: other.email,
      current_password: PASSWORD,
    });
    // the same answer as for a free address
    expect(toTaken.statusCode).toBe(toFresh.statusCode);
    const strip = (body: Record<string, unknown>) => ({ ...body, new_email: '', expires_at: '' });
    expect(strip(toTaken.json())).toEqual(strip(toFresh.json()));
    // but no link: its holder hears of it instead, and nothing about who asked
    const notices = (await outbox(other.email)).slice(before.length);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Someone tried to use your email on Parlay Engine');
    expect(notices[0]?.body).not.toContain('token=');
    expect(notices[0]?.body).not.toContain(me.email);
    expect((await userRow(me.userId)).email).toBe(me.email);
    // the earlier link to the free address was replaced by this request
    const replaced = await call('/api/settings/profile/email/verify', me.token, {
      token: await linkToken(fresh),
      step: 'confirm',
    });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().message).toBe(TEXT.tokenReplaced);
  });

  it("refuses another account's token, a made-up one and an expired one, and changes nothing", async () => {
    const { clock } = ctx();
    const me = await account();
    const other = await account();
    const target = `other-target-${ctx().dialect}@profile.test`;
    await call('/api/settings/profile/email/change', other.token, {
      new_email: target,
      current_password: PASSWORD,
    });
    const token = await linkToken(target);
    for (const payload of [
      { token, step: 'confirm' },
      { token: 'made-up-token', step: 'preview' },
    ]) {
      const res = await call('/api/settings/profile/email/verify', me.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TEXT.tokenInvalid);
    }
    const complete = await call('/api/settings/profile/change/complete', me.token, { token });
    expect(complete.json().message).toBe(TEXT.tokenInvalid);
    // the owner's change was not touched by any of that
    const preview = await call('/api/settings/profile/email/verify', other.token, {
      token,
      step: 'preview',
    });
    expect(preview.json().verified).toBe(false);

    clock.advance(24 * 3_600_000 + 1000);
    for (const [url, payload] of [
      ['/api/settings/profile/email/verify', { token, step: 'confirm' }],
      ['/api/settings/profile/change/complete', { token }],
    ] as const) {
      const expired = await call(url, other.token, payload);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(TEXT.tokenExpired);
    }
    expect((await userRow(other.userId)).email).toBe(other.email);
  });

  it('names the field of every bad request', async () => {
    const me = await account();
    const cases: [string, object, string][] = [
      [
        '/api/settings/profile/email/change',
        { new_email: 'not-an-email', current_password: PASSWORD },
        TEXT.invalidEmail,
      ],
      [
        '/api/settings/profile/email/change',
        { new_email: me.email.toUpperCase(), current_password: PASSWORD },
        TEXT.sameEmail,
      ],
      [
        '/api/settings/profile/phone/change',
        { new_phone: '12', current_password: PASSWORD },
        TEXT.invalidPhone,
      ],
      [
        '/api/settings/profile/phone/change',
        { new_phone: me.phone, current_password: PASSWORD },
        TEXT.samePhone,
      ],
      [
        '/api/settings/profile/phone/change',
        { new_phone: '+15557770000', current_password: 'nope' },
        TEXT.wrongPassword,
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await call(url, me.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const missing = await call('/api/settings/profile/email/change', me.token, {
      new_email: 'a@b.co',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/current_password/);
    const badStep = await call('/api/settings/profile/email/verify', me.token, {
      token: 'x',
      step: 'apply',
    });
    expect(badStep.statusCode).toBe(400);
    expect(badStep.json().message).toMatch(/step/);
  });

  it('limits wrong passwords like sign-in: after 5 the right one waits too', async () => {
    const me = await account();
    for (let i = 0; i < 5; i += 1) {
      const res = await call('/api/settings/profile/phone/change', me.token, {
        new_phone: '+15557771111',
        current_password: `wrong-${i}`,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const limited = await call('/api/settings/profile/phone/change', me.token, {
      new_phone: '+15557771111',
      current_password: PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TEXT.passwordLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox('+15557771111')).toEqual([]);
  });

  it('changes the phone after the texted code, with the code rules of sign-in', async () => {
    const { clock } = ctx();
    const me = await account();
    const newPhone = ctx().dialect === 'sqlite' ? '+15557772001' : '+15557772002';
    const res = await call('/api/settings/profile/phone/change', me.token, {
      new_phone: newPhone.slice(2), // ten digits: normalised to +1…
      current_password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const started = res.json();
    expect(started).toMatchObject({
      success: true,
      message: TEXT.phoneCodeSent,
      target: `•••• ${newPhone.slice(-4)}`,
      resend_after_seconds: 60,
    });
    const token = started.token as string;
    expect((await outbox(me.email)).at(-1)?.subject).toBe(
      'A change of your Parlay Engine phone was requested',
    );
    const code = await textedCode(newPhone);
    const verify = (payload: object) =>
      call('/api/settings/profile/phone/verify', me.token, { token, ...payload });

    expect((await verify({ step: 'confirm', code: '12' })).json().message).toBe(TEXT.codeRequired);
    // resend within 60 s is refused
    const tooSoon = await verify({ step: 'resend' });
    expect(tooSoon.statusCode).toBe(429);
    // five wrong tries kill the code: the right one is then told it expired
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verify({ step: 'confirm', code: wrongCode });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(TEXT.codeInvalid);
    }
    const dead = await verify({ step: 'confirm', code });
    expect(dead.statusCode).toBe(400);
    expect(dead.json().message).toBe(TEXT.codeExpired);
    expect(
      (await call('/api/settings/profile/change/complete', me.token, { token })).statusCode,
    ).toBe(409);
    expect((await userRow(me.userId)).phone).toBe(me.phone);

    clock.advance(61_000);
    const resent = await verify({ step: 'resend' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ step: 'resend', verified: false });
    const fresh = await textedCode(newPhone);
    // an email-change call cannot use a phone change's token
    const crossed = await call('/api/settings/profile/email/verify', me.token, {
      token,
      step: 'confirm',
    });
    expect(crossed.json().message).toBe(TEXT.tokenInvalid);
    const ok = await verify({ step: 'confirm', code: fresh });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ kind: 'phone', verified: true });
    expect((await userRow(me.userId)).phone).toBe(me.phone);

    const done = await call('/api/settings/profile/change/complete', me.token, { token });
    expect(done.json()).toEqual({
      success: true,
      message: TEXT.phoneChanged,
      kind: 'phone',
      value: `•••• ${newPhone.slice(-4)}`,
    });
    expect((await userRow(me.userId)).phone).toBe(newPhone);
    expect((await call('/api/settings/profile', me.token)).json().profile.phone).toBe(
      `•••• ${newPhone.slice(-4)}`,
    );
    expect((await outbox(me.email)).at(-1)?.subject).toBe('Your Parlay Engine phone was changed');
    expect(
      (await call('/api/settings/profile/change/complete', me.token, { token })).json().message,
    ).toBe(TEXT.tokenUsed);
    expect(await eventKinds(me.userId)).toEqual(['phone_change_requested', 'phone_changed']);
  });

  it('refuses a phone another account holds: same answer, a notice instead of a code, never verifiable', async () => {
    const me = await account();
    const other = await account();
    const res = await call('/api/settings/profile/phone/change', me.token, {
      new_phone: other.phone,
      current_password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: TEXT.phoneCodeSent });
    const texts = await outbox(other.phone);
    expect(texts.at(-1)?.body).toMatch(/already belongs to yours/);
    expect(texts.at(-1)?.body).not.toMatch(/\d{6}/);
    const token = res.json().token as string;
    const guess = await call('/api/settings/profile/phone/verify', me.token, {
      token,
      step: 'confirm',
      code: '123456',
    });
    expect(guess.json().message).toBe(TEXT.codeInvalid);
    expect(
      (await call('/api/settings/profile/change/complete', me.token, { token })).statusCode,
    ).toBe(409);
    expect((await userRow(me.userId)).phone).toBe(me.phone);
  });

  it('applies a replayed request once (Idempotency-Key): one link, one event', async () => {
    const me = await account();
    const target = `replayed-${ctx().dialect}@profile.test`;
    const headers = { 'idempotency-key': `email-change-${ctx().dialect}-1` };
    const payload = { new_email: target, current_password: PASSWORD };
    const first = await call('/api/settings/profile/email/change', me.token, payload, headers);
    const second = await call('/api/settings/profile/email/change', me.token, payload, headers);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await outbox(target)).toHaveLength(1);
    expect(await eventKinds(me.userId)).toEqual(['email_change_requested']);
  });
});
