// The bot-check token for an action ('upgrade_checkout'), from whichever check the server names in
// GET /config/public: our proof of work (solved off the main thread) or reCAPTCHA v3 (Google's
// script, loaded only in that mode). Everything must be ready within BOT_CHECK_READY_TIMEOUT_MS;
// past that, or on any failure, the token is null with the reason and the caller goes on.
// The solvers are imported on demand: nothing of them is in the upgrade screen's own chunk.
import { botCheckApi } from '../../api/bot-check-api';
import type { PublicConfigReply } from '../../api/payments-contract';
import {
  botCheckFailedText,
  botCheckNotReadyText,
  type BotCheckMode,
} from '../../domain/payments/bot-check-texts';
import { BOT_CHECK_READY_TIMEOUT_MS } from '../../domain/payments/payment-plans';
import { CHECKOUT_MESSAGES } from '../../domain/payments/payment-texts';

export interface BotCheckResult {
  token: string | null;
  error: string | null;
}

export type PublicBotCheck = PublicConfigReply['bot_check'];

/** The pieces a check is made of; tests pass fakes, the page the real ones. */
export interface BotCheckDeps {
  /** The server's bot-check settings, or null when they cannot be fetched. */
  publicSettings(): Promise<PublicBotCheck | null>;
  powToken(challengeUrl: string, action: string, signal: AbortSignal): Promise<string>;
  recaptchaToken(siteKey: string, action: string, signal: AbortSignal): Promise<string>;
  readyTimeoutMs?: number;
}

const pageDeps: BotCheckDeps = {
  async publicSettings() {
    const reply = await botCheckApi.publicConfig();
    return 'bot_check' in reply && reply.success ? reply.bot_check : null;
  },
  async powToken(challengeUrl, action, signal) {
    const { solvePowCheck } = await import('./bot-check-pow');
    return solvePowCheck(challengeUrl, action, signal);
  },
  async recaptchaToken(siteKey, action, signal) {
    const { recaptchaToken } = await import('./bot-check-recaptcha');
    return recaptchaToken(siteKey, action, signal);
  },
};

export function requestBotCheckToken(action: string): Promise<BotCheckResult> {
  return requestBotCheckTokenWith(pageDeps, action);
}

export async function requestBotCheckTokenWith(
  deps: BotCheckDeps,
  action: string,
): Promise<BotCheckResult> {
  const controller = new AbortController();
  let mode: BotCheckMode | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const deadline = new Promise<BotCheckResult>((resolve) => {
    timer = setTimeout(() => {
      // stops the solver's workers (or the wait for Google's script): nothing runs on for nothing
      controller.abort();
      resolve({ token: null, error: botCheckNotReadyText(mode) });
    }, deps.readyTimeoutMs ?? BOT_CHECK_READY_TIMEOUT_MS);
  });

  const attempt = async (): Promise<BotCheckResult> => {
    const settings = await deps.publicSettings().catch(() => null);
    if (!settings) return { token: null, error: botCheckFailedText(mode) };
    mode = settings.provider;
    try {
      if (settings.provider === 'recaptcha') {
        if (!settings.site_key) return { token: null, error: CHECKOUT_MESSAGES.missingSiteKey };
        const token = await deps.recaptchaToken(settings.site_key, action, controller.signal);
        return { token, error: null };
      }
      if (!settings.challenge_url) return { token: null, error: botCheckFailedText(mode) };
      const token = await deps.powToken(settings.challenge_url, action, controller.signal);
      return { token, error: null };
    } catch {
      return { token: null, error: botCheckFailedText(mode) };
    }
  };

  try {
    return await Promise.race([attempt(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
