// The bot check in the page (issue [K]): the 8 s readiness limit with fake timers (a null token and
// the spec's 'reCAPTCHA not ready in time', the solver told to stop), the spec's texts for a
// missing site key and a script that fails, and the proof of work's own failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POW_CHECK_MESSAGES } from '../../../../src/domain/payments/bot-check-texts';
import {
  BOT_CHECK_READY_TIMEOUT_MS,
  CHECKOUT_BOT_ACTION,
} from '../../../../src/domain/payments/payment-plans';
import { CHECKOUT_MESSAGES } from '../../../../src/domain/payments/payment-texts';
import {
  requestBotCheckTokenWith,
  type BotCheckDeps,
  type PublicBotCheck,
} from '../../../../src/features/upgrade/bot-check';

const POW: PublicBotCheck = {
  provider: 'pow',
  site_key: null,
  challenge_url: '/api/bot-check/challenge',
};
const RECAPTCHA: PublicBotCheck = {
  provider: 'recaptcha',
  site_key: 'site-key',
  challenge_url: null,
};

/** A promise that settles only when the signal aborts (a script or solver that never finishes). */
function never(signal: AbortSignal, seen: { aborted: boolean }): Promise<string> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => {
      seen.aborted = true;
      reject(new Error('aborted'));
    });
  });
}

function deps(overrides: Partial<BotCheckDeps>): BotCheckDeps {
  return {
    publicSettings: async () => POW,
    powToken: async () => 'pow-token',
    recaptchaToken: async () => 'recaptcha-token',
    ...overrides,
  };
}

describe('requestBotCheckToken', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the proof-of-work token for the action', async () => {
    const powToken = vi.fn(async () => 'solved');
    const result = await requestBotCheckTokenWith(deps({ powToken }), CHECKOUT_BOT_ACTION);
    expect(result).toEqual({ token: 'solved', error: null });
    expect(powToken).toHaveBeenCalledWith(
      POW.challenge_url,
      CHECKOUT_BOT_ACTION,
      expect.any(AbortSignal),
    );
  });

  it("gives reCAPTCHA's token with the site key and the action", async () => {
    const recaptchaToken = vi.fn(async () => 'g-token');
    const result = await requestBotCheckTokenWith(
      deps({ publicSettings: async () => RECAPTCHA, recaptchaToken }),
      CHECKOUT_BOT_ACTION,
    );
    expect(result).toEqual({ token: 'g-token', error: null });
    expect(recaptchaToken).toHaveBeenCalledWith(
      'site-key',
      CHECKOUT_BOT_ACTION,
      expect.any(AbortSignal),
    );
  });

  it("answers 'reCAPTCHA not ready in time' with a null token at 8 s, not before", async () => {
    const seen = { aborted: false };
    const pending = requestBotCheckTokenWith(
      deps({
        publicSettings: async () => RECAPTCHA,
        recaptchaToken: (_key, _action, signal) => never(signal, seen),
      }),
      CHECKOUT_BOT_ACTION,
    );
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(BOT_CHECK_READY_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ token: null, error: CHECKOUT_MESSAGES.botCheckNotReady });
    expect(CHECKOUT_MESSAGES.botCheckNotReady).toBe('reCAPTCHA not ready in time');
    expect(seen.aborted).toBe(true);
  });

  it('stops a proof of work that is not solved within 8 s, with its own text', async () => {
    const seen = { aborted: false };
    const pending = requestBotCheckTokenWith(
      deps({ powToken: (_url, _action, signal) => never(signal, seen) }),
      CHECKOUT_BOT_ACTION,
    );
    await vi.advanceTimersByTimeAsync(BOT_CHECK_READY_TIMEOUT_MS);
    expect(await pending).toEqual({ token: null, error: POW_CHECK_MESSAGES.notReady });
    expect(seen.aborted).toBe(true);
  });

  it('applies the limit to the config call too (mode unknown: the spec text)', async () => {
    const pending = requestBotCheckTokenWith(
      deps({ publicSettings: () => new Promise(() => undefined) }),
      CHECKOUT_BOT_ACTION,
    );
    await vi.advanceTimersByTimeAsync(BOT_CHECK_READY_TIMEOUT_MS);
    expect(await pending).toEqual({ token: null, error: 'reCAPTCHA not ready in time' });
  });

  it("answers 'Missing site key' when reCAPTCHA has no key, without loading it", async () => {
    const recaptchaToken = vi.fn(async () => 'never');
    const result = await requestBotCheckTokenWith(
      deps({ publicSettings: async () => ({ ...RECAPTCHA, site_key: null }), recaptchaToken }),
      CHECKOUT_BOT_ACTION,
    );
    expect(result).toEqual({ token: null, error: 'Missing site key' });
    expect(recaptchaToken).not.toHaveBeenCalled();
  });

  it("answers 'Failed to load reCAPTCHA' when the script fails", async () => {
    const result = await requestBotCheckTokenWith(
      deps({
        publicSettings: async () => RECAPTCHA,
        recaptchaToken: async () => {
          throw new Error('script failed');
        },
      }),
      CHECKOUT_BOT_ACTION,
    );
    expect(result).toEqual({ token: null, error: 'Failed to load reCAPTCHA' });
  });

  it('reports a proof of work or config that cannot be had, with a null token', async () => {
    const failedPow = await requestBotCheckTokenWith(
      deps({
        powToken: async () => {
          throw new Error('no challenge');
        },
      }),
      CHECKOUT_BOT_ACTION,
    );
    expect(failedPow).toEqual({ token: null, error: POW_CHECK_MESSAGES.unavailable });
    const noUrl = await requestBotCheckTokenWith(
      deps({ publicSettings: async () => ({ ...POW, challenge_url: null }) }),
      CHECKOUT_BOT_ACTION,
    );
    expect(noUrl).toEqual({ token: null, error: POW_CHECK_MESSAGES.unavailable });
    const offline = await requestBotCheckTokenWith(
      deps({ publicSettings: async () => null }),
      CHECKOUT_BOT_ACTION,
    );
    expect(offline).toEqual({ token: null, error: POW_CHECK_MESSAGES.unavailable });
    const thrown = await requestBotCheckTokenWith(
      deps({
        publicSettings: async () => {
          throw new Error('network');
        },
      }),
      CHECKOUT_BOT_ACTION,
    );
    expect(thrown.token).toBeNull();
  });

  it('leaves no timer behind once answered', async () => {
    await requestBotCheckTokenWith(deps({}), CHECKOUT_BOT_ACTION);
    expect(vi.getTimerCount()).toBe(0);
  });
});
