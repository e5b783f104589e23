// The proof-of-work bot check (issue [K]): GET /api/config/public, a challenge from
// GET /api/bot-check/challenge solved here with altcha-lib as the browser would, then verified
// once; a replay, another action, an expired or tampered token fail; ten concurrent verifications
// of one token let exactly one through; challenges are rate limited; used rows are pruned.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect, it } from 'vitest';
import type { BotCheckChallengeReply } from '../../src/api/bot-check-contract';
import {
  decodePowToken,
  encodePowToken,
  type PowToken,
} from '../../src/domain/payments/bot-check-token';
import { CHECKOUT_BOT_ACTION } from '../../src/domain/payments/payment-plans';
import { BOT_CHECK_REASONS } from '../../server/providers/bot-check/bot-check-reasons';
import {
  isPowBotCheck,
  POW_CHALLENGE_TTL_MS,
  POW_DIFFICULTY,
} from '../../server/providers/bot-check/pow-bot-check';
import { botCheckProviderFromEnv } from '../../server/providers/bot-check/select-bot-check';
import { deleteExpiredBotCheckUses } from '../../server/services/bot-check-uses';
import { describeApi, PINNED_NOW } from './support/harness';

describeApi('bot check: proof of work', (ctx) => {
  let address = 0;
  /** A fresh network address per challenge, so the per-address limit never trips by accident. */
  const nextAddress = () => `198.51.100.${(address += 1)}`;

  async function challengeFor(action: string, remoteAddress = nextAddress()) {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/bot-check/challenge?action=${action}`,
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as BotCheckChallengeReply).challenge;
  }

  /** Solves as the page does (same library, same algorithm). */
  async function solvedToken(action = CHECKOUT_BOT_ACTION): Promise<string> {
    const challenge = await challengeFor(action);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('challenge not solved');
    return encodePowToken({ challenge, solution });
  }

  const verify = (token: string, action = CHECKOUT_BOT_ACTION) =>
    ctx().app.botCheck.verify(token, action, '198.51.100.200');

  it('tells the page to expect the proof of work, and the sandbox', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      bot_check: { provider: 'pow', site_key: null, challenge_url: '/api/bot-check/challenge' },
      payments: { provider: 'sandbox', enabled: true },
    });
  });

  it('hands out a signed challenge bound to the action, expiring in 5 minutes, not cached', async () => {
    const { app, clock } = ctx();
    const res = await app.inject({
      method: 'GET',
      url: `/api/bot-check/challenge?action=${CHECKOUT_BOT_ACTION}`,
      remoteAddress: nextAddress(),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = (res.json() as BotCheckChallengeReply).challenge;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.algorithm).toBe(POW_DIFFICULTY.algorithm);
    expect(parameters.cost).toBe(POW_DIFFICULTY.cost);
    expect(parameters.data).toEqual({
      action: CHECKOUT_BOT_ACTION,
      expires_at: clock.now() + POW_CHALLENGE_TTL_MS,
    });
  });

  it('accepts a solved token once; its replay fails', async () => {
    const token = await solvedToken();
    expect(await verify(token)).toEqual({ ok: true });
    expect(await verify(token)).toEqual({ ok: false, reason: BOT_CHECK_REASONS.replayed });
  });

  it('refuses a token for another action, and does not spend it', async () => {
    const token = await solvedToken('sign_in');
    expect(await verify(token)).toEqual({ ok: false, reason: BOT_CHECK_REASONS.wrongAction });
    expect(await verify(token, 'sign_in')).toEqual({ ok: true });
  });

  it('refuses an expired token', async () => {
    const { clock } = ctx();
    const token = await solvedToken();
    clock.advance(POW_CHALLENGE_TTL_MS + 1);
    try {
      expect(await verify(token)).toEqual({ ok: false, reason: BOT_CHECK_REASONS.expired });
    } finally {
      clock.set(PINNED_NOW);
    }
  });

  it('lets exactly one of ten concurrent verifications of one token through', async () => {
    const token = await solvedToken();
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => verify(token)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
    expect(verdicts.filter((v) => v.reason === BOT_CHECK_REASONS.replayed)).toHaveLength(9);
  });

  it('refuses missing, malformed, tampered and unsolved tokens', async () => {
    expect(await verify('')).toEqual({ ok: false, reason: BOT_CHECK_REASONS.missing });
    expect(await verify('not a token')).toEqual({ ok: false, reason: BOT_CHECK_REASONS.malformed });
    const genuine = decodePowToken(await solvedToken()) as PowToken;
    // the action rewritten to the one wanted: the signature no longer matches
    const retargeted: PowToken = structuredClone(genuine);
    retargeted.challenge.parameters.data = { action: 'other', expires_at: Date.now() * 2 };
    expect(await verify(encodePowToken(retargeted), 'other')).toEqual({
      ok: false,
      reason: BOT_CHECK_REASONS.forged,
    });
    // a guessed answer instead of the work
    const guessed: PowToken = structuredClone(genuine);
    guessed.solution = { counter: 1, derivedKey: 'ab'.repeat(32) };
    expect(await verify(encodePowToken(guessed))).toEqual({
      ok: false,
      reason: BOT_CHECK_REASONS.unsolved,
    });
    // a challenge the server never signed, solved honestly
    const unsigned: PowToken = structuredClone(genuine);
    delete unsigned.challenge.signature;
    expect(await verify(btoa(JSON.stringify(unsigned)))).toEqual({
      ok: false,
      reason: BOT_CHECK_REASONS.malformed,
    });
    // none of these spent the genuine token
    expect(await verify(encodePowToken(genuine))).toEqual({ ok: true });
  });

  it('answers a bad action with 400 and nothing issued', async () => {
    for (const url of [
      '/api/bot-check/challenge',
      '/api/bot-check/challenge?action=',
      '/api/bot-check/challenge?action=has%20space',
      `/api/bot-check/challenge?action=${'a'.repeat(65)}`,
    ]) {
      const res = await ctx().app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('limits challenges per address: a burst of 15 gets exactly 10, then 429', async () => {
    const remoteAddress = '203.0.113.77';
    const replies = await Promise.all(
      Array.from({ length: 15 }, () =>
        ctx().app.inject({
          method: 'GET',
          url: `/api/bot-check/challenge?action=${CHECKOUT_BOT_ACTION}`,
          remoteAddress,
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = replies.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('prunes used tokens once they have expired', async () => {
    const { app, clock } = ctx();
    expect(await verify(await solvedToken())).toEqual({ ok: true });
    const count = async () =>
      Number(
        (
          await app.database.db
            .selectFrom('bot_check_uses')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBeGreaterThan(0);
    expect(await deleteExpiredBotCheckUses(app.database.db, clock)).toBe(0);
    clock.advance(POW_CHALLENGE_TTL_MS + 1);
    try {
      expect(await deleteExpiredBotCheckUses(app.database.db, clock)).toBeGreaterThan(0);
      expect(await count()).toBe(0);
    } finally {
      clock.set(PINNED_NOW);
    }
  });

  it('shares its generated key through the database: another process verifies our token', async () => {
    const { app, clock } = ctx();
    const deps = { db: app.database.db, clock };
    const first = botCheckProviderFromEnv({}, deps);
    const second = botCheckProviderFromEnv({}, deps);
    if (!isPowBotCheck(first)) throw new Error('expected the proof of work');
    const challenge = await first.createChallenge(CHECKOUT_BOT_ACTION);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('challenge not solved');
    const token = encodePowToken({ challenge, solution });
    expect(await second.verify(token, CHECKOUT_BOT_ACTION, '')).toEqual({ ok: true });
    // and a process with its own configured key does not accept it
    const other = botCheckProviderFromEnv({ ALTCHA_HMAC_KEY: 'k'.repeat(40) }, deps);
    const fresh = await first.createChallenge(CHECKOUT_BOT_ACTION);
    const freshSolution = await solveChallenge({ challenge: fresh, deriveKey });
    if (!freshSolution) throw new Error('challenge not solved');
    const foreign = encodePowToken({ challenge: fresh, solution: freshSolution });
    expect((await other.verify(foreign, CHECKOUT_BOT_ACTION, '')).reason).toBe(
      BOT_CHECK_REASONS.forged,
    );
  });

  it('keeps the Content-Security-Policy at self', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config/public' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/google|gstatic|recaptcha|frame-src/);
  });
});
