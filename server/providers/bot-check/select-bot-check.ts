// Chooses the bot check from the environment. BOT_CHECK_PROVIDER=pow|recaptcha|auto (default
// auto): auto is reCAPTCHA when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are both set, else
// the self-hosted proof of work. The proof of work signs with ALTCHA_HMAC_KEY, or, when that is
// unset, with a key generated once and kept in the database (every process sharing it agrees).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import type { Clock } from '../../services/clock';
import { storedSecret } from '../../services/server-secrets';
import type { BotCheckProvider } from './bot-check-provider';
import { powBotCheck, type PowDifficulty } from './pow-bot-check';
import {
  DEFAULT_RECAPTCHA_MIN_SCORE,
  RECAPTCHA_VERIFY_URL,
  recaptchaBotCheck,
  type RecaptchaSettings,
} from './recaptcha-bot-check';

/** The name of the generated key's row in server_secrets. */
export const ALTCHA_KEY_SECRET_NAME = 'altcha_hmac_key';
const MIN_HMAC_KEY_LENGTH = 32;

export interface BotCheckDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** siteverify's HTTP client (tests point it at a local fake). */
  fetch?: typeof fetch;
  difficulty?: PowDifficulty;
}

export function recaptchaSettingsFromEnv(env: NodeJS.ProcessEnv): RecaptchaSettings | null {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim();
  if (!siteKey || !secretKey) return null;
  const rawScore = env.RECAPTCHA_MIN_SCORE?.trim();
  const minScore = rawScore ? Number(rawScore) : DEFAULT_RECAPTCHA_MIN_SCORE;
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1) {
    throw new Error(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1, got "${rawScore}"`);
  }
  const verifyUrl = env.RECAPTCHA_VERIFY_URL?.trim() || RECAPTCHA_VERIFY_URL;
  try {
    new URL(verifyUrl);
  } catch {
    throw new Error(`RECAPTCHA_VERIFY_URL must be an absolute URL, got "${verifyUrl}"`);
  }
  return { siteKey, secretKey, minScore, verifyUrl };
}

function altchaKeyFromEnv(env: NodeJS.ProcessEnv): string | null {
  const key = env.ALTCHA_HMAC_KEY?.trim();
  if (!key) return null;
  if (key.length < MIN_HMAC_KEY_LENGTH) {
    throw new Error(`ALTCHA_HMAC_KEY must be at least ${MIN_HMAC_KEY_LENGTH} characters`);
  }
  return key;
}

export function botCheckProviderFromEnv(
  env: NodeJS.ProcessEnv,
  deps: BotCheckDeps,
): BotCheckProvider {
  const named = env.BOT_CHECK_PROVIDER?.trim().toLowerCase() || 'auto';
  if (named !== 'pow' && named !== 'recaptcha' && named !== 'auto') {
    throw new Error(`BOT_CHECK_PROVIDER must be "pow", "recaptcha" or "auto", got "${named}"`);
  }
  const recaptcha = recaptchaSettingsFromEnv(env);
  if (named === 'recaptcha' && !recaptcha) {
    throw new Error(
      'BOT_CHECK_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY',
    );
  }
  if (recaptcha && named !== 'pow') {
    return recaptchaBotCheck(recaptcha, { db: deps.db, clock: deps.clock, fetch: deps.fetch });
  }
  // Checked now, so a short key stops the start instead of the first checkout.
  const configured = altchaKeyFromEnv(env);
  return powBotCheck({
    db: deps.db,
    clock: deps.clock,
    difficulty: deps.difficulty,
    hmacKey: async () =>
      configured ?? (await storedSecret(deps.db, deps.clock, ALTCHA_KEY_SECRET_NAME)),
  });
}
