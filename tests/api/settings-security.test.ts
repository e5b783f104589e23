// The Security tab's server (issue [J]): security events recorded by the access flows and listed
// newest first in pages, kept 180 days; signed-in devices (this one marked, sign one out, sign out
// every other one); a password change that signs out every other device but not the caller.
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { startSecurityEventRetention } from '../../server/jobs/security-event-retention';
import { isoAt } from '../../server/services/clock';
import { recordSecurityEvent } from '../../server/services/security-events';
import { cookieFrom, latestCode } from './support/auth-flow';
import { describeApi } from './support/harness';
import {
  accountWithDevices,
  IPHONE_SAFARI,
  MAC_CHROME,
  PASSWORD,
} from './support/security-accounts';

const DAY = 86_400_000;

describeApi('security events, devices and password change', (ctx) => {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string | null,
    payload?: object,
    extra: { ua?: string; ip?: string } = {},
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: {
        ...(token ? { 'x-device-token': token } : {}),
        ...(extra.ua ? { 'user-agent': extra.ua } : {}),
      },
      ...(extra.ip ? { remoteAddress: extra.ip } : {}),
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const profileStatus = async (token: string) =>
    (await call('GET', '/api/auth/profile', token)).statusCode;
  const events = async (token: string, query = '') =>
    (await call('GET', `/api/settings/security/events${query}`, token)).json() as {
      events: {
        id: number;
        kind: string;
        device: string;
        browser: string;
        address: string;
        detail: Record<string, unknown>;
      }[];
      next_before: number | null;
      retention_days: number;
    };

  it('records a whole sign-in (failed password, code sent, failed code, sign-in) and the sign-out', async () => {
    const { app } = ctx();
    const a = await accountWithDevices(app, ctx().clock, 'flow', []);
    const browser = { ua: IPHONE_SAFARI, ip: '203.0.113.57' };
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: a.email, password },
        headers: { 'user-agent': browser.ua },
        remoteAddress: browser.ip,
      });
    expect((await signIn('Wrong-password-1!')).statusCode).toBe(401);
    const accepted = await signIn(PASSWORD);
    expect(accepted.statusCode).toBe(200);
    const pe_2fa = cookieFrom(accepted, 'pe_2fa');
    const twoFactor = (url: string, payload: object) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        cookies: { pe_2fa },
        headers: { 'user-agent': browser.ua },
        remoteAddress: browser.ip,
      });
    expect((await twoFactor('/api/auth/2fa/start', {})).statusCode).toBe(200);
    const code = await latestCode(app, a.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const device = { device_id: 'iphone-1', ua_hash: 'aXBob25l' };
    expect((await twoFactor('/api/auth/2fa/verify', { code: wrong, ...device })).statusCode).toBe(
      400,
    );
    const verified = await twoFactor('/api/auth/2fa/verify', { code, ...device });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().device_token as string;

    const page = await events(token);
    expect(page.events.map((e) => e.kind)).toEqual([
      'sign_in',
      'code_failed',
      'code_sent',
      'sign_in_failed',
    ]);
    for (const event of page.events) {
      expect(event).toMatchObject({ device: 'iPhone', browser: 'Safari', address: '203.0.113.x' });
    }
    expect(page.events.find((e) => e.kind === 'code_sent')?.detail).toEqual({ channel: 'sms' });
    expect(page.retention_days).toBe(180);
    // the new device is named by the browser it signed in with
    const devices = (await call('GET', '/api/settings/security/devices', token)).json();
    expect(devices.devices).toEqual([
      expect.objectContaining({ current: true, device: 'iPhone', browser: 'Safari' }),
    ]);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'x-device-token': token },
    });
    expect(out.statusCode).toBe(200);
    const rows = await app.database.db
      .selectFrom('security_events')
      .select('kind')
      .where('user_id', '=', a.userId)
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0]?.kind).toBe('sign_out');
  });

  it('records nothing for an email without an account', async () => {
    const { app } = ctx();
    const before = await app.database.db
      .selectFrom('security_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nobody-here@security.test', password: 'Wrong-password-1!' },
      remoteAddress: '198.51.100.9',
    });
    const after = await app.database.db
      .selectFrom('security_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("pages the events newest first, without gaps or repeats, and only the caller's", async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'paging');
    const other = await accountWithDevices(app, clock, 'paging-other');
    for (let i = 0; i < 45; i += 1) {
      await recordSecurityEvent(app.database.db, clock, {
        userId: a.userId,
        kind: 'code_sent',
        origin: { address: '2001:db8:85a3::8a2e:370:7334', userAgent: MAC_CHROME, deviceId: null },
        detail: { n: i },
      });
    }
    await recordSecurityEvent(app.database.db, clock, {
      userId: other.userId,
      kind: 'sign_in',
      origin: { address: null, userAgent: null, deviceId: null },
    });
    const seen: number[] = [];
    let query = '?limit=20';
    const sizes: number[] = [];
    for (;;) {
      const page = await events(a.tokens[0]!, query);
      sizes.push(page.events.length);
      seen.push(...page.events.map((e) => Number(e.detail.n)));
      if (page.next_before === null) break;
      query = `?limit=20&before=${page.next_before}`;
    }
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => 44 - i));
    const first = await events(a.tokens[0]!, '?limit=1');
    expect(first.events[0]).toMatchObject({
      device: 'Mac',
      browser: 'Chrome',
      address: '2001:db8:85a3:x:x:x:x:x',
    });
    // the default page is 20; bounds are enforced
    expect((await events(a.tokens[0]!)).events).toHaveLength(20);
    for (const bad of ['?limit=0', '?limit=51', '?before=0', '?limit=abc']) {
      const res = await call('GET', `/api/settings/security/events${bad}`, a.tokens[0]!);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await call('GET', '/api/settings/security/events', null)).statusCode).toBe(401);
    expect((await events(other.tokens[0]!)).events.map((e) => e.kind)).toEqual(['sign_in']);
  });

  it('keeps events 180 days: the retention job deletes only older ones', async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'retention');
    const at = async (ageDays: number, label: string) => {
      await app.database.db
        .insertInto('security_events')
        .values({
          user_id: a.userId,
          kind: 'sign_in',
          address: null,
          user_agent: null,
          device_id: null,
          detail: JSON.stringify({ label }),
          created_at: isoAt(clock, -ageDays * DAY),
        })
        .execute();
    };
    await at(400, 'ancient');
    await at(180.01, 'just past');
    await at(179.99, 'just inside');
    await at(1, 'recent');
    const job = startSecurityEventRetention({
      database: app.database,
      clock,
      log: app.log,
      intervalMs: 3_600_000,
    });
    await job.firstRun;
    job.stop();
    const left = (await events(a.tokens[0]!)).events.map((e) => e.detail.label);
    expect(left).toEqual(['recent', 'just inside']);
  });

  it('lists the devices with this one marked, and signs one out (own devices only)', async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'devices', [MAC_CHROME, IPHONE_SAFARI]);
    const b = await accountWithDevices(app, clock, 'devices-b');
    const [mac, phone] = a.tokens as [string, string];
    const list = (await call('GET', '/api/settings/security/devices', mac)).json();
    expect(list.devices).toHaveLength(2);
    const macRow = list.devices.find((d: { current: boolean }) => d.current);
    const phoneRow = list.devices.find((d: { current: boolean }) => !d.current);
    expect(macRow).toMatchObject({ device: 'Mac', browser: 'Chrome', created_at: isoAt(clock) });
    expect(phoneRow).toMatchObject({ device: 'iPhone', browser: 'Safari' });
    expect(macRow.expires_at > isoAt(clock)).toBe(true);
    expect(macRow.last_used_at).toBe(isoAt(clock)); // this call used it
    expect(JSON.stringify(list)).not.toMatch(/token_hash|ua_hash/);

    // another account's device id looks like a missing one, and is left alone
    const bId = (await call('GET', '/api/settings/security/devices', b.tokens[0]!)).json()
      .devices[0].id as number;
    const foreign = await call('POST', `/api/settings/security/devices/${bId}/revoke`, mac);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Device not found.' });
    expect(await profileStatus(b.tokens[0]!)).toBe(200);
    expect(
      (await call('POST', '/api/settings/security/devices/999999/revoke', mac)).statusCode,
    ).toBe(404);

    const revoked = await call('POST', `/api/settings/security/devices/${phoneRow.id}/revoke`, mac);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true, message: 'Device signed out.', signed_out: 1 });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(mac)).toBe(200);
    // once signed out, the same id is gone
    const again = await call('POST', `/api/settings/security/devices/${phoneRow.id}/revoke`, mac);
    expect(again.statusCode).toBe(404);
    const latest = (await events(mac, '?limit=1')).events[0];
    expect(latest).toMatchObject({
      kind: 'device_signed_out',
      detail: { device: 'Safari on iPhone' },
    });
    // this device is signed out with Logout, not here
    const own = await call('POST', `/api/settings/security/devices/${macRow.id}/revoke`, mac);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('This is the device you are using: sign it out with Logout.');
    expect(await profileStatus(mac)).toBe(200);
  });

  it('signs out every other device, and not the caller', async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'others', [
      MAC_CHROME,
      IPHONE_SAFARI,
      MAC_CHROME,
    ]);
    const b = await accountWithDevices(app, clock, 'others-b');
    const res = await call('POST', '/api/settings/security/devices/revoke-others', a.tokens[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, signed_out: 2 });
    expect(await profileStatus(a.tokens[0]!)).toBe(200);
    expect(await profileStatus(a.tokens[1]!)).toBe(401);
    expect(await profileStatus(a.tokens[2]!)).toBe(401);
    expect(await profileStatus(b.tokens[0]!)).toBe(200);
    expect((await events(a.tokens[0]!, '?limit=1')).events[0]).toMatchObject({
      kind: 'other_devices_signed_out',
      detail: { devices_signed_out: 2 },
    });
    expect(
      (await call('POST', '/api/settings/security/devices/revoke-others', null)).statusCode,
    ).toBe(401);
  });

  it('changes the password: refusals change nothing; success signs out the others, not the caller', async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'change', [MAC_CHROME, IPHONE_SAFARI]);
    const [mine, theirs] = a.tokens as [string, string];
    const change = (current_password: string, new_password: string) =>
      call('POST', '/api/settings/security/password/change', mine, {
        current_password,
        new_password,
      });
    const refusals: [string, string, string][] = [
      ['Wrong-current-1!', 'New-password-22!', 'Current password is incorrect.'],
      [PASSWORD, 'Ab1!', 'Password must be at least 8 characters.'],
      [PASSWORD, PASSWORD, 'Choose a new password that differs from the current one.'],
    ];
    for (const [current, next, message] of refusals) {
      const res = await change(current, next);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const missing = await call('POST', '/api/settings/security/password/change', mine, {
      current_password: PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/new_password/);
    // nothing changed: both devices live, the old password still signs in
    expect(await profileStatus(mine)).toBe(200);
    expect(await profileStatus(theirs)).toBe(200);
    expect(await signInStatus(app, a.email, PASSWORD)).toBe(200);

    const ok = await change(PASSWORD, 'New-password-22!');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Password changed. Your other devices were signed out.',
    });
    expect(await profileStatus(mine)).toBe(200);
    expect(await profileStatus(theirs)).toBe(401);
    expect(await signInStatus(app, a.email, PASSWORD)).toBe(401);
    expect(await signInStatus(app, a.email, 'New-password-22!')).toBe(200);
    const kinds = (await events(mine, '?limit=5')).events.map((e) => e.kind);
    expect(kinds).toContain('password_changed');
  });

  it('limits wrong current passwords per account: the sixth try is refused even when right', async () => {
    const { app, clock } = ctx();
    const a = await accountWithDevices(app, clock, 'change-limit');
    const attempt = (current_password: string) =>
      call('POST', '/api/settings/security/password/change', a.tokens[0]!, {
        current_password,
        new_password: 'Another-password-3!',
      });
    const burst = await Promise.all(Array.from({ length: 7 }, () => attempt('Wrong-current-1!')));
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const right = await attempt(PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many password attempts/);
    expect(await profileStatus(a.tokens[0]!)).toBe(200);
  });
});

let signInIp = 0;
/** Each sign-in from its own address, so the per-address sign-in limit never interferes. */
async function signInStatus(app: FastifyInstance, email: string, password: string) {
  signInIp += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: `192.0.2.${signInIp}`,
  });
  return res.statusCode;
}
