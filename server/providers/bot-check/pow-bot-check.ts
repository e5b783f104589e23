// The default bot check: a self-hosted proof of work with ALTCHA (altcha-lib, v2 challenges). The
// server hands out signed challenges bound to an action and an expiry; the browser finds the
// counter; the server checks the signature, the action, the expiry, and that the token is new.
// No third party, so the Content-Security-Policy stays 'self'.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { BotCheckChallengeReply } from '../../../src/api/bot-check-contract';
import { decodePowToken, powChallengeData } from '../../../src/domain/payments/bot-check-token';
import type { DB } from '../../db/tables';
import { claimBotCheckToken } from '../../services/bot-check-uses';
import type { Clock } from '../../services/clock';
import type { BotCheckProvider, BotCheckVerdict } from './bot-check-provider';
import { BOT_CHECK_REASONS } from './bot-check-reasons';

/** Where the page fetches a challenge (GET, ?action=…). */
export const BOT_CHECK_CHALLENGE_PATH = '/api/bot-check/challenge';
/** A challenge must be solved and used within this time. */
export const POW_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The work one challenge asks for. PBKDF2 keeps each try a single native WebCrypto call (a plain
 * SHA-256 per try spends its time in call overhead, not work). In deterministic mode the server
 * picks the counter, so the work is bounded: at most `counterMax` tries of `cost` iterations.
 * Measured in Chromium on a loaded 2-core machine: ≈1.6 ms a try on one worker, so the worst
 * case (750 tries) takes ≈1.2 s, ≈0.7 s on two workers; a phone several times slower stays well
 * inside the 8 s readiness limit (docs/performance.md).
 */
export interface PowDifficulty {
  algorithm: 'PBKDF2/SHA-256';
  cost: number;
  counterMin: number;
  counterMax: number;
}

export const POW_DIFFICULTY: PowDifficulty = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counterMin: 250,
  counterMax: 750,
};

export type BotCheckChallenge = BotCheckChallengeReply['challenge'];

export interface PowBotCheck extends BotCheckProvider {
  readonly name: 'pow';
  /** A fresh challenge for `action`, signed, expiring POW_CHALLENGE_TTL_MS from now. */
  createChallenge(action: string): Promise<BotCheckChallenge>;
}

export function isPowBotCheck(provider: BotCheckProvider): provider is PowBotCheck {
  return provider.name === 'pow' && 'createChallenge' in provider;
}

export interface PowBotCheckDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** The master key (ALTCHA_HMAC_KEY, or the one stored in the database). */
  hmacKey: () => Promise<string>;
  difficulty?: PowDifficulty;
}

/** Two independent secrets from the one master key: one signs challenges, one the derived keys. */
function deriveSecrets(master: string): { challenge: string; key: string } {
  const derive = (label: string) => createHmac('sha256', master).update(label).digest('hex');
  return { challenge: derive('altcha challenge signature'), key: derive('altcha key signature') };
}

export function powBotCheck(deps: PowBotCheckDeps): PowBotCheck {
  const difficulty = deps.difficulty ?? POW_DIFFICULTY;
  let secrets: Promise<{ challenge: string; key: string }> | undefined;
  const loadSecrets = () => {
    // Cached once loaded; a failed load (database down) is retried on the next call.
    secrets ??= deps.hmacKey().then(deriveSecrets, (error: unknown) => {
      secrets = undefined;
      throw error;
    });
    return secrets;
  };
  const refuse = (reason: string): BotCheckVerdict => ({ ok: false, reason });

  return {
    name: 'pow',
    cspHosts: { script: [], connect: [], frame: [] },
    publicSettings: () => ({ site_key: null, challenge_url: BOT_CHECK_CHALLENGE_PATH }),

    async createChallenge(action) {
      const { challenge, key } = await loadSecrets();
      // The expiry lives in the signed data and is checked against our clock (altcha-lib's own
      // expiresAt is checked against the wall clock, which tests pin elsewhere).
      const signed = await createChallenge({
        algorithm: difficulty.algorithm,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMax, difficulty.counterMin),
        deriveKey,
        data: { action, expires_at: deps.clock.now() + POW_CHALLENGE_TTL_MS },
        hmacSignatureSecret: challenge,
        hmacKeySignatureSecret: key,
      });
      // Signed (a secret is given) and carrying the data set above: the contract's shape.
      return signed as BotCheckChallenge;
    },

    async verify(token, action) {
      if (!token) return refuse(BOT_CHECK_REASONS.missing);
      const payload = decodePowToken(token);
      if (!payload) return refuse(BOT_CHECK_REASONS.malformed);
      const { challenge, key } = await loadSecrets();
      let verified: Awaited<ReturnType<typeof verifySolution>>;
      try {
        verified = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: challenge,
          hmacKeySignatureSecret: key,
        });
      } catch {
        return refuse(BOT_CHECK_REASONS.malformed);
      }
      if (verified.invalidSignature) return refuse(BOT_CHECK_REASONS.forged);
      if (!verified.verified) return refuse(BOT_CHECK_REASONS.unsolved);
      // From here the parameters are ours (signed): read the action and expiry they carry.
      const data = powChallengeData(payload.challenge);
      if (!data || !payload.challenge.signature) return refuse(BOT_CHECK_REASONS.malformed);
      if (data.action !== action) return refuse(BOT_CHECK_REASONS.wrongAction);
      if (data.expires_at <= deps.clock.now()) return refuse(BOT_CHECK_REASONS.expired);
      const first = await claimBotCheckToken(deps.db, deps.clock, {
        tokenKey: payload.challenge.signature,
        provider: 'pow',
        action,
        expiresAtMs: data.expires_at,
      });
      return first ? { ok: true } : refuse(BOT_CHECK_REASONS.replayed);
    },
  };
}
