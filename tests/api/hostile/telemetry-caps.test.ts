// Anonymous telemetry cannot fill the disk (issue 13, item 8): per-address and per-day caps that
// hold under concurrent bursts and rotated addresses, trimmed payloads, and a 30-day retention job.
import { beforeAll, expect, it } from 'vitest';
import {
  TELEMETRY_EVENT_NAME_MAX,
  TELEMETRY_PAYLOAD_MAX_BYTES,
} from '../../../src/api/admin-contract';
import { startTelemetryRetention } from '../../../server/jobs/telemetry-retention';
import { isoAt } from '../../../server/services/clock';
import {
  ACCOUNT_EVENTS_PER_DAY,
  ANONYMOUS_EVENTS_PER_DAY,
  deleteExpiredTelemetry,
  telemetryBucket,
} from '../../../server/services/telemetry';
import { tokenFor } from '../support/accounts';
import { describeApi } from '../support/harness';

const DAY_MS = 86_400_000;

const events = (n: number, payload: unknown = { pickId: 'p1', source: 'list' }) =>
  Array.from({ length: n }, (_, i) => ({ event: 'pick_view', ts: 1_795_000_000_000 + i, payload }));

it('counts IPv6 callers per /64 and everyone else per address or account', () => {
  expect(telemetryBucket(null, '2001:db8:1:2::7')).toBe('telemetry:anon:2001:db8:1:2::/64');
  expect(telemetryBucket(null, '2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(
    'telemetry:anon:2001:db8:1:2::/64',
  );
  expect(telemetryBucket(null, '2001:db8::1')).toBe('telemetry:anon:2001:db8:0:0::/64');
  expect(telemetryBucket(null, '2001:db8:1::5:6:7:8')).toBe('telemetry:anon:2001:db8:1:0::/64');
  // an IPv4-mapped address is the same caller as its IPv4 address: one budget, not two
  expect(telemetryBucket(null, '::ffff:192.0.2.1')).toBe('telemetry:anon:192.0.2.1');
  expect(telemetryBucket(null, '64:ff9b::192.0.2.1')).toBe('telemetry:anon:64:ff9b:0:0::/64');
  expect(telemetryBucket(null, '192.0.2.1')).toBe('telemetry:anon:192.0.2.1');
  expect(telemetryBucket(7, '192.0.2.1')).toBe('telemetry:user:7');
});

describeApi('telemetry caps', (ctx) => {
  let token = '';

  beforeAll(async () => {
    const { app, clock } = ctx();
    token = await tokenFor(app, clock, 'caps@telemetry.test');
  });

  const send = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/telemetry/picks',
      payload: JSON.stringify(body),
      remoteAddress: address,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    });

  const storedSince = async (iso: string) => {
    const row = await ctx()
      .app.database.db.selectFrom('telemetry_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('received_at', '>=', iso)
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('lets exactly 6 of 30 concurrent anonymous batches from one address through', async () => {
    const started = isoAt(ctx().clock);
    const before = await storedSince(started);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send({ events: events(50) }, '203.0.113.9')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(24);
    expect((await storedSince(started)) - before).toBe(6 * 50);
  });

  it('counts rotated IPv6 addresses inside one /64 as one caller', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1) {
      statuses.push(
        (await send({ events: events(1) }, `2001:db8:77:1::${i.toString(16)}`)).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
    expect((await send({ events: events(1) }, '2001:db8:77:2::1')).statusCode).toBe(202);
  });

  it('keeps payloads up to 2 KB, replaces larger ones by their size, refuses long names', async () => {
    const { app, clock } = ctx();
    // JSON.stringify('x'.repeat(n)) is n + 2 bytes
    const fits = 'x'.repeat(TELEMETRY_PAYLOAD_MAX_BYTES - 2);
    const tooBig = 'é'.repeat(TELEMETRY_PAYLOAD_MAX_BYTES); // 2 bytes each in UTF-8
    const res = await send(
      {
        events: [
          { event: 'fits', ts: 1, payload: fits },
          { event: 'too_big', ts: 2, payload: { q: tooBig } },
        ],
      },
      '203.0.113.10',
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, accepted: 2 });
    const rows = await app.database.db
      .selectFrom('telemetry_events')
      .select(['event', 'payload'])
      .where('received_at', '=', isoAt(clock))
      .where('event', 'in', ['fits', 'too_big'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.event)).toEqual(['fits', 'too_big']);
    expect(JSON.parse(rows[0]?.payload ?? 'null')).toBe(fits);
    const tooBigBytes = Buffer.byteLength(JSON.stringify({ q: tooBig }));
    expect(JSON.parse(rows[1]?.payload ?? 'null')).toEqual({ dropped_bytes: tooBigBytes });

    const longName = await send(
      { events: [{ event: 'n'.repeat(TELEMETRY_EVENT_NAME_MAX + 1), ts: 1 }] },
      '203.0.113.10',
    );
    expect(longName.statusCode).toBe(400);
    expect(longName.json().success).toBe(false);
  });

  it('stops anonymous telemetry at 20,000 events a UTC day across rotated addresses', async () => {
    const { app, clock } = ctx();
    // a fresh day, then the first 18,000 events of it as earlier traffic
    clock.set(Date.parse('2026-11-23T09:00:00.000Z'));
    const day = '2026-11-23';
    await app.database.db
      .insertInto('telemetry_quota')
      .values({ day, caller: 'anonymous', events: ANONYMOUS_EVENTS_PER_DAY - 2_000 })
      .execute();
    const since = isoAt(clock);
    // 60 rotated addresses, each under its own per-minute limit, send 50 events at once
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => send({ events: events(50) }, `192.0.2.${i + 1}`)),
    );
    const accepted = answers.filter((a) => a.statusCode === 202);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(accepted).toHaveLength(40);
    expect(refused).toHaveLength(20);
    expect(refused[0]?.json()).toEqual({
      success: false,
      message: 'Telemetry is full for today. Please try again tomorrow.',
    });
    // until midnight UTC: 15 hours
    expect(Number(refused[0]?.headers['retry-after'])).toBe(15 * 3600);
    expect(await storedSince(since)).toBe(2_000);
    const quota = await app.database.db
      .selectFrom('telemetry_quota')
      .select('events')
      .where('day', '=', day)
      .where('caller', '=', 'anonymous')
      .executeTakeFirstOrThrow();
    expect(Number(quota.events)).toBe(ANONYMOUS_EVENTS_PER_DAY);

    // a signed-in caller is not held by the anonymous cap
    const signedIn = await send({ events: events(5) }, '192.0.2.200', { 'x-device-token': token });
    expect(signedIn.statusCode).toBe(202);
    // the next UTC day starts afresh
    clock.set(Date.parse('2026-11-24T00:00:30.000Z'));
    expect((await send({ events: events(1) }, '192.0.2.201')).statusCode).toBe(202);
  });

  it('stops one account at its daily cap, exactly, under a burst', async () => {
    const { app, clock } = ctx();
    clock.set(Date.parse('2026-11-25T09:00:00.000Z'));
    const userId = (
      await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { 'x-device-token': token },
      })
    ).json().user.id as number;
    await app.database.db
      .insertInto('telemetry_quota')
      .values({ day: '2026-11-25', caller: `user:${userId}`, events: ACCOUNT_EVENTS_PER_DAY - 100 })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send({ events: events(20) }, '192.0.2.220', { 'x-device-token': token }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
  });

  it('deletes telemetry older than 30 days, in chunks, safely from two processes at once', async () => {
    const { app, clock } = ctx();
    const { db } = app.database;
    const row = (ageMs: number, event: string) => ({
      user_id: null,
      event,
      client_ts: 1,
      payload: null,
      received_at: isoAt(clock, -ageMs),
    });
    await db
      .insertInto('telemetry_events')
      .values([
        ...Array.from({ length: 7 }, () => row(31 * DAY_MS, 'expired')),
        row(30 * DAY_MS + 1_000, 'expired'),
        row(30 * DAY_MS - 60_000, 'kept'),
        row(DAY_MS, 'kept'),
      ])
      .execute();
    await db
      .insertInto('telemetry_quota')
      .values({ day: '2026-10-01', caller: 'anonymous', events: 5 })
      .execute();
    const count = async (event: string) =>
      Number(
        (
          await db
            .selectFrom('telemetry_events')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .where('event', '=', event)
            .executeTakeFirstOrThrow()
        ).n,
      );

    // small chunks: the loop goes on until a chunk comes back short
    expect(await deleteExpiredTelemetry(db, clock, 3)).toBe(8);
    expect(await count('expired')).toBe(0);
    expect(await count('kept')).toBe(2);

    await db
      .insertInto('telemetry_events')
      .values(Array.from({ length: 40 }, () => row(45 * DAY_MS, 'expired')))
      .execute();
    const failures: unknown[] = [];
    const quiet = { info: () => undefined, warn: (e: unknown) => failures.push(e) };
    const jobs = [1, 2].map(() =>
      startTelemetryRetention({
        database: app.database,
        clock,
        log: quiet as never,
        intervalMs: 3_600_000,
      }),
    );
    await Promise.all(jobs.map((job) => job.firstRun));
    for (const job of jobs) job.stop();
    expect(failures).toEqual([]);
    expect(await count('expired')).toBe(0);
    expect(await count('kept')).toBe(2);
    const oldQuota = await db
      .selectFrom('telemetry_quota')
      .select('day')
      .where('day', '=', '2026-10-01')
      .execute();
    expect(oldQuota).toEqual([]);
  });
});
