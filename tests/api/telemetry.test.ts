// POST /api/telemetry/picks: JSON or sendBeacon's text/plain, signed in or anonymous, at most 500
// events signed in (50 anonymous) and 256 KiB a batch, rate limited per account or address.
import { expect, it } from 'vitest';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

const events = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    event: 'pick_card_view',
    ts: 1_795_000_000_000 + i,
    payload: { pickId: i, tier: 'top' },
  }));

describeApi('picks telemetry', (ctx) => {
  const send = (
    payload: string,
    contentType: string,
    headers: Record<string, string> = {},
    address = '203.0.113.1',
  ) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/telemetry/picks',
      payload,
      remoteAddress: address,
      headers: { 'content-type': contentType, ...headers },
    });

  const stored = async () =>
    ctx()
      .app.database.db.selectFrom('telemetry_events')
      .select(['user_id', 'event', 'client_ts', 'payload'])
      .orderBy('id')
      .execute();

  it("accepts sendBeacon's text/plain JSON from an anonymous caller", async () => {
    const res = await send(JSON.stringify({ events: events(3) }), 'text/plain;charset=UTF-8');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, accepted: 3 });
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ user_id: null, event: 'pick_card_view' });
    expect(Number(rows[0]?.client_ts)).toBe(1_795_000_000_000);
    expect(JSON.parse(rows[0]?.payload ?? 'null')).toEqual({ pickId: 0, tier: 'top' });
  });

  let signedIn = '';
  let signedInId = 0;

  it('accepts a keepalive fetch (JSON) and records the signed-in user', async () => {
    const { app, clock } = ctx();
    signedInId = await createUser(app.database.db, clock, { email: 'tele@picks.test' });
    signedIn = await issueDeviceToken(app.database.db, clock, {
      userId: signedInId,
      deviceId: 'd',
      uaHash: 'u',
    });
    const res = await send(
      JSON.stringify({ events: [{ event: 'warmup_complete', ts: 1 }] }),
      'application/json',
      { 'x-device-token': signedIn },
    );
    expect(res.statusCode).toBe(202);
    expect((await stored()).at(-1)).toMatchObject({ user_id: signedInId, payload: null });
  });

  it('takes 500 events signed in and 50 anonymous, refusing one more with 413 and storing none', async () => {
    const before = (await stored()).length;
    const auth = { 'x-device-token': signedIn };
    const full = await send(JSON.stringify({ events: events(500) }), 'text/plain', auth);
    expect(full.statusCode).toBe(202);
    expect(full.json().accepted).toBe(500);
    const over = await send(JSON.stringify({ events: events(501) }), 'text/plain', auth);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      success: false,
      message: 'Too many events: a batch holds at most 500 (got 501).',
    });

    const anonymous = '203.0.113.50';
    const fifty = await send(JSON.stringify({ events: events(50) }), 'text/plain', {}, anonymous);
    expect(fifty.statusCode).toBe(202);
    const fiftyOne = await send(
      JSON.stringify({ events: events(51) }),
      'text/plain',
      {},
      anonymous,
    );
    expect(fiftyOne.statusCode).toBe(413);
    expect(fiftyOne.json()).toEqual({
      success: false,
      message: 'Too many events: an anonymous batch holds at most 50 (got 51).',
    });
    expect((await stored()).length).toBe(before + 500 + 50);
  });

  it('refuses bodies over 256 KiB, malformed text and a bad shape', async () => {
    const big = JSON.stringify({
      events: [{ event: 'x', ts: 1, payload: 'y'.repeat(300 * 1024) }],
    });
    for (const type of ['text/plain', 'application/json']) {
      const res = await send(big, type);
      expect(res.statusCode, type).toBe(413);
      expect(res.json().message).toContain('256 KiB');
    }
    const notJson = await send('events=1', 'text/plain');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ success: false, message: 'Request body is not valid JSON.' });
    const badShape = await send(JSON.stringify({ events: [{ ts: 1 }] }), 'text/plain');
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().success).toBe(false);
  });

  it('keeps text/plain to this route only', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/load_user_picks',
      payload: JSON.stringify({ picks: [] }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).not.toBe(200);
  });

  it('rate limits anonymous batches to 6 a minute per address with 429 and Retry-After', async () => {
    const { clock } = ctx();
    const address = '198.51.100.7';
    const one = () => send(JSON.stringify({ events: events(1) }), 'text/plain', {}, address);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await one()).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
    const refused = await one();
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address has its own allowance; a signed-in caller is counted per account
    const other = await send(
      JSON.stringify({ events: events(1) }),
      'text/plain',
      {},
      '198.51.100.8',
    );
    expect(other.statusCode).toBe(202);
    const account = await send(
      JSON.stringify({ events: events(1) }),
      'text/plain',
      {
        'x-device-token': signedIn,
      },
      address,
    );
    expect(account.statusCode).toBe(202);
    // a minute later the address may send again
    clock.advance(61_000);
    expect((await one()).statusCode).toBe(202);
  });
});
