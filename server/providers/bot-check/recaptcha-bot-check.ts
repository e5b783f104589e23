// reCAPTCHA v3 as the bot check, when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set: the
// page gets a token from Google's script, the server asks Google's siteverify whether it is
// genuine, for this action, and scored above RECAPTCHA_MIN_SCORE. Any failure to get an answer
// refuses (fail closed). Google's script and frame hosts join the Content-Security-Policy.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { claimBotCheckToken } from '../../services/bot-check-uses';
import type { Clock } from '../../services/clock';
import type { BotCheckProvider, BotCheckVerdict } from './bot-check-provider';
import { BOT_CHECK_REASONS } from './bot-check-reasons';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;
/** How long siteverify may take before we give up and refuse. */
export const RECAPTCHA_VERIFY_TIMEOUT_MS = 5_000;
/** Google accepts a token for two minutes; our single-use row lives as long. */
export const RECAPTCHA_TOKEN_TTL_MS = 2 * 60_000;

/** Google's documented CSP sources for reCAPTCHA (developers.google.com/recaptcha/docs/faq). */
export const RECAPTCHA_CSP_HOSTS = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  connect: [],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

export interface RecaptchaSettings {
  siteKey: string;
  secretKey: string;
  /** Score from 0 (bot) to 1 (human) below which a token is refused. */
  minScore: number;
  verifyUrl: string;
}

export interface RecaptchaDeps {
  db: Kysely<DB>;
  clock: Clock;
  fetch?: typeof fetch;
}

/** The fields of siteverify's answer this check reads. */
interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

export function recaptchaBotCheck(
  settings: RecaptchaSettings,
  deps: RecaptchaDeps,
): BotCheckProvider {
  const fetchImpl = deps.fetch ?? fetch;
  const refuse = (reason: string): BotCheckVerdict => ({ ok: false, reason });

  async function siteverify(token: string, remoteIp: string): Promise<SiteverifyAnswer | null> {
    const body = new URLSearchParams({ secret: settings.secretKey, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await fetchImpl(settings.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(RECAPTCHA_VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const answer: unknown = await response.json();
      return typeof answer === 'object' && answer !== null ? (answer as SiteverifyAnswer) : null;
    } catch {
      return null;
    }
  }

  return {
    name: 'recaptcha',
    cspHosts: RECAPTCHA_CSP_HOSTS,
    publicSettings: () => ({ site_key: settings.siteKey, challenge_url: null }),

    async verify(token, action, remoteIp) {
      if (!token) return refuse(BOT_CHECK_REASONS.missing);
      const answer = await siteverify(token, remoteIp);
      if (!answer) return refuse(BOT_CHECK_REASONS.unavailable);
      if (answer.success !== true) return refuse(BOT_CHECK_REASONS.rejected);
      if (answer.action !== action) return refuse(BOT_CHECK_REASONS.wrongAction);
      if (typeof answer.score !== 'number' || answer.score < settings.minScore) {
        return refuse(BOT_CHECK_REASONS.lowScore);
      }
      // Google refuses a second siteverify of one token, but two concurrent ones may both pass:
      // the single-use row settles it here, as for the proof of work.
      const first = await claimBotCheckToken(deps.db, deps.clock, {
        tokenKey: createHash('sha256').update(token).digest('hex'),
        provider: 'recaptcha',
        action,
        expiresAtMs: deps.clock.now() + RECAPTCHA_TOKEN_TTL_MS,
      });
      return first ? { ok: true } : refuse(BOT_CHECK_REASONS.replayed);
    },
  };
}
