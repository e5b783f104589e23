import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  SCREEN_TEXTS,
  TWO_FACTOR_MESSAGES,
} from '../../../../src/domain/auth/auth-messages';
import { resendSecondsLeft } from '../../../../src/domain/auth/resend-countdown';
import {
  AUTO_SEND_THROTTLE_MS,
  emailChannelError,
  initialTwoFactorState,
  isSmsRateLimited,
  shouldAutoSendCode,
  twoFactorPrimaryAction,
  twoFactorReducer,
} from '../../../../src/domain/auth/two-factor';

describe('automatic two-factor send', () => {
  it('sends on entry when a phone is known, at most once per 60 000 ms', () => {
    expect(AUTO_SEND_THROTTLE_MS).toBe(60_000);
    const fresh = initialTwoFactorState();
    expect(shouldAutoSendCode(fresh, false, 0)).toBe(false);
    expect(shouldAutoSendCode(fresh, true, 0)).toBe(true);
    const sent = twoFactorReducer(fresh, { type: 'sendStarted', atMs: 1000, automatic: true });
    const done = twoFactorReducer(sent, { type: 'sendSucceeded', atMs: 1000 });
    expect(shouldAutoSendCode(done, true, 60_999)).toBe(false);
    expect(shouldAutoSendCode(done, true, 61_000)).toBe(true);
  });

  it('remembers a send from before the screen re-opened', () => {
    expect(shouldAutoSendCode(initialTwoFactorState('sms', 0), true, 30_000)).toBe(false);
  });

  it('does not auto-send while busy or on the email channel', () => {
    const busy = twoFactorReducer(initialTwoFactorState(), { type: 'verifyStarted' });
    expect(shouldAutoSendCode(busy, true, 0)).toBe(false);
    expect(shouldAutoSendCode(initialTwoFactorState('email'), true, 0)).toBe(false);
  });

  it('a manual send does not reset the automatic throttle but starts the resend countdown', () => {
    const state = twoFactorReducer(
      twoFactorReducer(initialTwoFactorState(), {
        type: 'sendStarted',
        atMs: 10,
        automatic: false,
      }),
      { type: 'sendSucceeded', atMs: 10 },
    );
    expect(state.lastAutoSendAtMs).toBeNull();
    expect(state.lastSentAtMs).toBe(10);
  });
});

describe('SMS rate limiting', () => {
  it('is a 429 or a message mentioning rate limit or sms', () => {
    expect(isSmsRateLimited(429)).toBe(true);
    expect(isSmsRateLimited(400, 'Rate limit exceeded')).toBe(true);
    expect(isSmsRateLimited(500, 'SMS provider down')).toBe(true);
    expect(isSmsRateLimited(500, 'Internal error')).toBe(false);
    expect(isSmsRateLimited(null)).toBe(false);
  });

  it('turns a rate-limited automatic send into the email suggestion', () => {
    const state = twoFactorReducer(initialTwoFactorState(), {
      type: 'sendFailed',
      status: 429,
      message: '',
      automatic: true,
    });
    expect(state.error).toBe('SMS is unavailable right now. You can verify through email instead.');
    expect(state.channel).toBe('email');
  });

  it('shows other send failures as they are, or the default', () => {
    const failed = (message: string) =>
      twoFactorReducer(initialTwoFactorState(), {
        type: 'sendFailed',
        status: 500,
        message: message,
        automatic: false,
      });
    expect(failed('2FA start failed').error).toBe('2FA start failed');
    expect(failed('').error).toBe('Failed to send code');
    expect(failed('').channel).toBe('sms');
  });
});

describe('two-factor code entry', () => {
  it('switches the primary action to verify at 6 digits', () => {
    const typed = twoFactorReducer(initialTwoFactorState(), {
      type: 'codeChanged',
      code: '123456',
    });
    expect(twoFactorPrimaryAction(typed)).toBe('verify');
    expect(twoFactorPrimaryAction(initialTwoFactorState())).toBe('send');
  });

  it('shows verify failures, defaulting to Invalid code', () => {
    const fail = (message: string) =>
      twoFactorReducer(initialTwoFactorState(), { type: 'verifyFailed', message });
    expect(fail('').error).toBe('Invalid code');
    expect(fail('2FA verification failed').error).toBe('2FA verification failed');
  });

  it('clears a dead code and its countdown so Resend is offered at once (mend 3)', () => {
    const sent = twoFactorReducer(
      { ...initialTwoFactorState(), code: '123456', busy: true },
      { type: 'sendSucceeded', atMs: 5_000 },
    );
    expect(resendSecondsLeft(sent.lastSentAtMs, 10_000)).toBe(55);
    const state = twoFactorReducer(sent, { type: 'codeExpired', message: 'expired' });
    expect(state).toMatchObject({ code: '', busy: false, error: 'expired' });
    expect(resendSecondsLeft(state.lastSentAtMs, 10_000)).toBe(0);
    expect(twoFactorPrimaryAction(state)).toBe('send');
  });

  it('lets the user switch channel, which clears the error', () => {
    const state = twoFactorReducer(
      { ...initialTwoFactorState(), error: 'x' },
      { type: 'channelChanged', channel: 'email' },
    );
    expect(state).toMatchObject({ channel: 'email', error: null });
  });

  it('needs an email address for the email channel', () => {
    expect(emailChannelError(null)).toBe(
      "We couldn't determine your email. Please enter your email on the sign-in form.",
    );
    expect(emailChannelError(' ')).toBe(TWO_FACTOR_MESSAGES.emailUnknown);
    expect(emailChannelError('a@b.co')).toBeNull();
  });
});

describe('auth catalogue', () => {
  it('keeps the spec wording', () => {
    expect(TWO_FACTOR_MESSAGES.title).toBe('Two-Factor Authentication Required');
    expect(AUTH_MESSAGES.verifyEmailFirst).toBe('Please verify your email before signing in');
    expect(AUTH_MESSAGES.authenticationSuccessful).toBe('Authentication successful!');
    expect(SCREEN_TEXTS).toEqual({
      loading: 'Loading...',
      generalFailure: 'An error occurred. Please reload the page.',
    });
  });
});
