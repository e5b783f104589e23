// What a bot-check attempt reports besides its token. reCAPTCHA's failures use the spec's words
// (CHECKOUT_MESSAGES in payment-texts.ts); the proof of work's own are ours, since the spec's name
// reCAPTCHA. None is shown as an error: the token becomes null and checkout goes on (the server
// decides whether a checkout without a valid token may proceed).
import { CHECKOUT_MESSAGES } from './payment-texts';

export type BotCheckMode = 'pow' | 'recaptcha';

export const POW_CHECK_MESSAGES = {
  /** The challenge (or the public config naming the check) could not be fetched or solved. */
  unavailable: 'Failed to load the bot check',
  notReady: 'Bot check not ready in time',
} as const;

/** The readiness limit passed: the spec's text for reCAPTCHA (and before the mode is known). */
export function botCheckNotReadyText(mode: BotCheckMode | null): string {
  return mode === 'pow' ? POW_CHECK_MESSAGES.notReady : CHECKOUT_MESSAGES.botCheckNotReady;
}

/** The check could not start or finish (script, challenge, config). */
export function botCheckFailedText(mode: BotCheckMode | null): string {
  return mode === 'recaptcha'
    ? CHECKOUT_MESSAGES.botCheckLoadFailed
    : POW_CHECK_MESSAGES.unavailable;
}
