// The reCAPTCHA bot check (issue [K]) against a local fake of Google's siteverify (no network):
// a good token passes once, another action, a low score, a rejected token and an unreachable
// service fail closed; ten concurrent uses of one token pass once. With its keys set, the
// public config names it, the challenge route is off, and Google's hosts join the policy.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { BOT_CHECK_REASONS } from '../../server/providers/bot-check/bot-check-reasons';
import { recaptchaBotCheck } from '../../server/providers/bot-check/recaptcha-bot-check';
import {
  botCheckProviderFromEnv,
  recaptchaSettingsFromEnv,
} from '../../server/providers/bot-check/select-bot-check';
import { fixedClock } from '../../server/services/clock';
import { CHECKOUT_BOT_ACTION } from '../../src/domain/payments/payment-plans';
import { createTestDatabase, postgresAvailable, type TestDatabase } from './support/databases';
import { PINNED_NOW } from './support/harness';

const SECRET = 'fake-recaptcha-secret';

/** Google's answers by token, as siteverify words them. */
const ANSWERS: Record<string, object> = {
  good: { success: true, score: 0.9, action: CHECKOUT_BOT_ACTION, hostname: 'localhost' },
  'other-action': { success: true, score: 0.9, action: 'login' },
  'low-score': { success: true, score: 0.3, action: CHECKOUT_BOT_ACTION },
  'borderline-score': { success: true, score: 0.5, action: CHECKOUT_BOT_ACTION },
  invalid: { success: false, 'error-codes': ['invalid-input-response'] },
};

interface FakeSiteverify {
  url: string;
  requests: URLSearchParams[];
  close(): Promise<void>;
}

async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const requests: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const token = form.get('response') ?? '';
      if (token === 'server-error') {
        response.writeHead(500).end('oops');
        return;
      }
      const answer =
        form.get('secret') !== SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : (ANSWERS[token] ?? ANSWERS.good);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: the service is unreachable. */
async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/siteverify`;
}

const postgresReady = await postgresAvailable();

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !postgresReady)(
    `bot check: reCAPTCHA [${dialect}]`,
    () => {
      let testDb: TestDatabase;
      let fake: FakeSiteverify;
      let app: FastifyInstance;
      const clock = fixedClock(PINNED_NOW);

      const env = () => ({
        RECAPTCHA_SITE_KEY: 'site-key-123',
        RECAPTCHA_SECRET_KEY: SECRET,
        RECAPTCHA_VERIFY_URL: fake.url,
      });

      beforeAll(async () => {
        testDb = await createTestDatabase(dialect);
        fake = await startFakeSiteverify();
        const botCheck = botCheckProviderFromEnv(env(), { db: testDb.database.db, clock });
        const config = { ...readConfig({}), staticDir: path.join(os.tmpdir(), 'parlay-no-build') };
        app = await buildApp({ config, database: testDb.database, clock, logger: false, botCheck });
        await app.ready();
      });
      afterAll(async () => {
        await app?.close();
        await testDb?.dispose();
        await fake?.close();
      });

      const verify = (token: string, action = CHECKOUT_BOT_ACTION) =>
        app.botCheck.verify(token, action, '198.51.100.9');

      it('passes a good token once, sending the secret, the token and the address', async () => {
        expect(app.botCheck.name).toBe('recaptcha');
        expect(await verify(`good-${dialect}-1`)).toEqual({ ok: true });
        const sent = fake.requests.at(-1);
        expect(sent?.get('secret')).toBe(SECRET);
        expect(sent?.get('response')).toBe(`good-${dialect}-1`);
        expect(sent?.get('remoteip')).toBe('198.51.100.9');
        expect(await verify(`good-${dialect}-1`)).toEqual({
          ok: false,
          reason: BOT_CHECK_REASONS.replayed,
        });
      });

      it('refuses another action, a low score and a rejected token; accepts the threshold', async () => {
        expect(await verify('other-action')).toEqual({
          ok: false,
          reason: BOT_CHECK_REASONS.wrongAction,
        });
        expect(await verify('low-score')).toEqual({
          ok: false,
          reason: BOT_CHECK_REASONS.lowScore,
        });
        expect(await verify('invalid')).toEqual({ ok: false, reason: BOT_CHECK_REASONS.rejected });
        expect(await verify('')).toEqual({ ok: false, reason: BOT_CHECK_REASONS.missing });
        expect(await verify('borderline-score')).toEqual({ ok: true });
      });

      it('fails closed when siteverify errs or cannot be reached', async () => {
        expect(await verify('server-error')).toEqual({
          ok: false,
          reason: BOT_CHECK_REASONS.unavailable,
        });
        const unreachable = recaptchaBotCheck(
          { ...recaptchaSettingsFromEnv(env())!, verifyUrl: await closedPortUrl() },
          { db: testDb.database.db, clock },
        );
        expect(await unreachable.verify('good', CHECKOUT_BOT_ACTION, '')).toEqual({
          ok: false,
          reason: BOT_CHECK_REASONS.unavailable,
        });
      });

      it('honours RECAPTCHA_MIN_SCORE', async () => {
        const strict = botCheckProviderFromEnv(
          { ...env(), RECAPTCHA_MIN_SCORE: '0.95' },
          { db: testDb.database.db, clock },
        );
        expect(
          (await strict.verify(`good-${dialect}-strict`, CHECKOUT_BOT_ACTION, '')).reason,
        ).toBe(BOT_CHECK_REASONS.lowScore);
      });

      it('lets exactly one of ten concurrent uses of one token through', async () => {
        const token = `good-${dialect}-burst`;
        const verdicts = await Promise.all(Array.from({ length: 10 }, () => verify(token)));
        expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
      });

      it('names reCAPTCHA and its site key in the public config; the challenge route is off', async () => {
        const config = await app.inject({ method: 'GET', url: '/api/config/public' });
        expect(config.json().bot_check).toEqual({
          provider: 'recaptcha',
          site_key: 'site-key-123',
          challenge_url: null,
        });
        const challenge = await app.inject({
          method: 'GET',
          url: `/api/bot-check/challenge?action=${CHECKOUT_BOT_ACTION}`,
        });
        expect(challenge.statusCode).toBe(404);
      });

      it("adds Google's script and frame hosts to the Content-Security-Policy", async () => {
        const res = await app.inject({ method: 'GET', url: '/api/health' });
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain(
          "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
        );
        expect(csp).toContain(
          "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
        );
        expect(csp).toContain("connect-src 'self';");
        expect(csp).toContain("default-src 'self'");
      });
    },
  );
}

describe('bot check: choosing the provider', () => {
  const deps = { db: null as never, clock: fixedClock(PINNED_NOW) };
  const keys = { RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 't' };

  it('is the proof of work by default, and reCAPTCHA when both keys are set (auto)', () => {
    expect(botCheckProviderFromEnv({}, deps).name).toBe('pow');
    expect(botCheckProviderFromEnv({ RECAPTCHA_SITE_KEY: 's' }, deps).name).toBe('pow');
    expect(botCheckProviderFromEnv(keys, deps).name).toBe('recaptcha');
    expect(botCheckProviderFromEnv({ ...keys, BOT_CHECK_PROVIDER: 'auto' }, deps).name).toBe(
      'recaptcha',
    );
    expect(botCheckProviderFromEnv({ ...keys, BOT_CHECK_PROVIDER: 'pow' }, deps).name).toBe('pow');
  });

  it('refuses a configuration that cannot work, at start', () => {
    expect(() => botCheckProviderFromEnv({ BOT_CHECK_PROVIDER: 'recaptcha' }, deps)).toThrow(
      /RECAPTCHA_SITE_KEY/,
    );
    expect(() => botCheckProviderFromEnv({ BOT_CHECK_PROVIDER: 'hcaptcha' }, deps)).toThrow(
      /BOT_CHECK_PROVIDER/,
    );
    expect(() => botCheckProviderFromEnv({ ALTCHA_HMAC_KEY: 'short' }, deps)).toThrow(
      /at least 32/,
    );
    expect(() => botCheckProviderFromEnv({ ...keys, RECAPTCHA_MIN_SCORE: '2' }, deps)).toThrow(
      /RECAPTCHA_MIN_SCORE/,
    );
    expect(() =>
      botCheckProviderFromEnv({ ...keys, RECAPTCHA_VERIFY_URL: 'not a url' }, deps),
    ).toThrow(/RECAPTCHA_VERIFY_URL/);
  });
});
