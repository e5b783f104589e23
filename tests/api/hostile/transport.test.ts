// The transport promises: a client cannot choose its address (X-Forwarded-For only from proxies
// TRUST_PROXY names), links in emails never follow a request's Host headers, a body that trickles
// in is cut off, and answers about one account are never cached.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import {
  parsePublicUrl,
  parseTrustProxy,
  readConfig,
  type ServerConfig,
} from '../../../server/config';
import { fixedClock } from '../../../server/services/clock';
import { SEND_LIMITS_PER_ADDRESS } from '../../../server/services/rate-limits';
import { createUser } from '../../../server/services/users';
import { tokenFor } from '../support/accounts';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { describeApi, PINNED_NOW } from '../support/harness';

const opened: { app: FastifyInstance; testDb: TestDatabase }[] = [];
afterAll(async () => {
  for (const { app, testDb } of opened) {
    await app.close();
    await testDb.dispose();
  }
});

/** An app on SQLite with config overrides, and a probe route that echoes the client address. */
async function appWith(overrides: Partial<ServerConfig>): Promise<FastifyInstance> {
  const testDb = await createTestDatabase('sqlite');
  const config = {
    ...readConfig({}),
    staticDir: path.join(os.tmpdir(), 'parlay-no-build'),
    ...overrides,
  };
  const app = await buildApp({
    config,
    database: testDb.database,
    clock: fixedClock(PINNED_NOW),
    logger: false,
  });
  app.get('/api/probe/address', async (request) => ({ address: request.clientAddress }));
  await app.ready();
  opened.push({ app, testDb });
  return app;
}

const addressOf = async (app: FastifyInstance, xff?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/probe/address',
      remoteAddress: '127.0.0.1',
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
    })
  ).json().address as string;

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const app = await appWith({ trustProxy: false });
    expect(await addressOf(app, '203.0.113.9')).toBe('127.0.0.1');
    const elsewhere = await appWith({ trustProxy: ['10.0.0.1'] });
    expect(await addressOf(elsewhere, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('takes the client a trusted proxy names, and ignores an entry that is not an IP', async () => {
    const app = await appWith({ trustProxy: 1 });
    expect(await addressOf(app, '203.0.113.9')).toBe('203.0.113.9');
    // one hop trusted: what the client wrote before the proxy's own entry is not believed
    expect(await addressOf(app, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf(app, 'evil.example')).toBe('127.0.0.1');
    const listed = await appWith({ trustProxy: parseTrustProxy('loopback, 10.0.0.0/8') });
    expect(await addressOf(listed, '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf(listed, '<script>')).toBe('127.0.0.1');
  });

  it('reads TRUST_PROXY strictly: off by default, never "true", no garbage', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/proxy\.internal/);
  });

  it('refuses to start in production without PUBLIC_URL, and defaults to its own address otherwise', () => {
    expect(() => parsePublicUrl({ NODE_ENV: 'production' }, '0.0.0.0', 8080)).toThrow(/PUBLIC_URL/);
    expect(parsePublicUrl({}, '0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(parsePublicUrl({ PUBLIC_URL: 'https://parlay.example.com/' }, 'x', 1)).toBe(
      'https://parlay.example.com',
    );
    expect(() => parsePublicUrl({ PUBLIC_URL: 'javascript:alert(1)' }, 'x', 1)).toThrow();
  });
});

describe('slow bodies', () => {
  it('cuts off a request whose body trickles in past the request timeout', async () => {
    const app = await appWith({ requestTimeoutMs: 1000 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as net.AddressInfo).port;
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      const drip = setInterval(() => socket.write('1'), 200);
      const giveUp = setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        resolve('still open after 6 s');
      }, 6000);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(giveUp);
        resolve(answer.split('\r\n')[0] || 'closed');
      });
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/telemetry/picks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n[',
      );
    });
    expect(outcome).not.toBe('still open after 6 s');
    expect(outcome).toMatch(/408|closed/);
    expect(Date.now() - started).toBeLessThan(4500);
  }, 10_000);
});

describeApi('links and caching', (ctx) => {
  it('builds email links from PUBLIC_URL, whatever Host or X-Forwarded-Host say', async () => {
    const { app, clock, dialect } = ctx();
    const email = `host-${dialect}@links.test`;
    await createUser(app.database.db, clock, { email, phone: '+15550107777' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      payload: { email },
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode).toBe(200);
    const message = await app.database.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(message.body).toContain(`${app.config.publicUrl}/api/auth/verify-email?token=`);
    expect(message.body).not.toContain('evil.example');
  });

  it('cannot be made to send codes to any number by inventing X-Forwarded-For (SMS pumping)', async () => {
    const { app, dialect } = ctx();
    const socket = dialect === 'sqlite' ? '192.0.2.10' : '192.0.2.11';
    const sends = SEND_LIMITS_PER_ADDRESS[0]!.max + 5;
    let sent = 0;
    for (let i = 0; i < sends; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup/phone/start',
        payload: { phone: `+1555013${String(1000 + i)}` },
        remoteAddress: socket,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      if (res.statusCode === 200) sent += 1;
      else expect(res.statusCode).toBe(429);
    }
    expect(sent).toBe(SEND_LIMITS_PER_ADDRESS[0]!.max);
  });

  it('marks answers about one account private and never stored', async () => {
    const { app, clock, dialect } = ctx();
    const token = await tokenFor(app, clock, `cache-${dialect}@links.test`, ['member']);
    for (const url of ['/api/auth/profile', '/api/favorites', '/api/user_picks']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-device-token': token } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});
