// The two-factor screen as a pure reducer: automatic send (at most once a minute), the resend
// countdown, the code field, and falling back to email when SMS is rate limited.
import { TWO_FACTOR_MESSAGES } from './auth-messages';
import { twoFactorSubmitAction } from './one-time-code';

export const AUTO_SEND_THROTTLE_MS = 60_000;

export type TwoFactorChannel = 'sms' | 'email';

export interface TwoFactorState {
  channel: TwoFactorChannel;
  code: string;
  /** Last automatic send, for the once-per-60 000 ms throttle. */
  lastAutoSendAtMs: number | null;
  /** Last send of any kind, for the 60 s resend countdown. */
  lastSentAtMs: number | null;
  busy: boolean;
  error: string | null;
}

export type TwoFactorEvent =
  | { type: 'sendStarted'; atMs: number; automatic: boolean }
  | { type: 'sendSucceeded'; atMs: number }
  | { type: 'sendFailed'; status: number | null; message: string; automatic: boolean }
  | { type: 'codeChanged'; code: string }
  | { type: 'verifyStarted' }
  | { type: 'verifyFailed'; message: string }
  | { type: 'codeExpired'; message: string }
  | { type: 'channelChanged'; channel: TwoFactorChannel };

export function initialTwoFactorState(
  channel: TwoFactorChannel = 'sms',
  lastAutoSendAtMs: number | null = null,
): TwoFactorState {
  return { channel, code: '', lastAutoSendAtMs, lastSentAtMs: null, busy: false, error: null };
}

/** SMS is rate limited when the server said 429 or its message mentions rate limit or sms. */
export function isSmsRateLimited(status: number | null | undefined, message = ''): boolean {
  return status === 429 || /rate.?limit|sms/i.test(message);
}

/** Entering needsPhoneVerify with a known phone sends a code, unless one went out < 60 s ago. */
export function shouldAutoSendCode(
  state: TwoFactorState,
  phoneKnown: boolean,
  nowMs: number,
): boolean {
  if (!phoneKnown || state.busy || state.channel !== 'sms') return false;
  return state.lastAutoSendAtMs === null || nowMs - state.lastAutoSendAtMs >= AUTO_SEND_THROTTLE_MS;
}

export function twoFactorReducer(state: TwoFactorState, event: TwoFactorEvent): TwoFactorState {
  switch (event.type) {
    case 'sendStarted':
      return {
        ...state,
        busy: true,
        error: null,
        lastAutoSendAtMs: event.automatic ? event.atMs : state.lastAutoSendAtMs,
      };
    case 'sendSucceeded':
      return { ...state, busy: false, lastSentAtMs: event.atMs, error: null };
    case 'sendFailed':
      if (event.automatic && isSmsRateLimited(event.status, event.message)) {
        const error = TWO_FACTOR_MESSAGES.smsUnavailable;
        return { ...state, busy: false, channel: 'email', error };
      }
      return { ...state, busy: false, error: event.message || TWO_FACTOR_MESSAGES.sendCodeFailed };
    case 'codeChanged':
      return { ...state, code: event.code, error: null };
    case 'verifyStarted':
      return { ...state, busy: true, error: null };
    case 'verifyFailed':
      return { ...state, busy: false, error: event.message || TWO_FACTOR_MESSAGES.invalidCode };
    case 'codeExpired':
      // No retyping can help: clear the dead code and the countdown, so Resend is offered at once
      // (the server replaces a code killed by wrong tries without waiting out the minute).
      return { ...state, busy: false, code: '', lastSentAtMs: null, error: event.message };
    case 'channelChanged':
      return { ...state, channel: event.channel, error: null };
  }
}

/** What pressing the main button does now: send a code or verify the typed one. */
export function twoFactorPrimaryAction(state: TwoFactorState): 'send' | 'verify' {
  return twoFactorSubmitAction(state.code);
}

/** The email channel needs an address; without one the screen shows this message. */
export function emailChannelError(email: string | null | undefined): string | null {
  return email && email.trim() !== '' ? null : TWO_FACTOR_MESSAGES.emailUnknown;
}
