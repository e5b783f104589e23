// Changing the account's email or phone: the steps of each flow, how long each proof lives, and
// the words every answer uses (server and Profile tab alike).

/** The emailed link and a pending change live this long; the link says so. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 3_600_000;
/** A phone change must be verified and completed within this; each code lives 10 minutes. */
export const PHONE_CHANGE_LIFETIME_MS = 30 * 60_000;

/**
 * `step` of POST /settings/profile/email/verify: 'preview' reads what the link would change and
 * uses nothing; 'confirm' proves the new address (uses the link's verification once).
 */
export const EMAIL_VERIFY_STEPS = ['preview', 'confirm'] as const;
export type EmailVerifyStep = (typeof EMAIL_VERIFY_STEPS)[number];

/**
 * `step` of POST /settings/profile/phone/verify: 'resend' texts a new code (the code field is
 * ignored), 'confirm' checks the typed code.
 */
export const PHONE_VERIFY_STEPS = ['resend', 'confirm'] as const;
export type PhoneVerifyStep = (typeof PHONE_VERIFY_STEPS)[number];

export const CONTACT_CHANGE_MESSAGES = {
  wrongPassword: 'Current password is incorrect.',
  passwordRequired: 'Current password: enter your password to confirm the change.',
  passwordLimited:
    'Too many wrong passwords. Wait a few minutes before you try to change your email or phone again.',
  invalidEmail: 'New email: enter a valid address, like name@example.com.',
  sameEmail: 'New email: that is already your email address.',
  invalidPhone: 'New phone: enter a valid number, like +15551234567.',
  samePhone: 'New phone: that is already your phone number.',
  // The same answer whether or not another account holds the address, so a caller learns no more
  // than sign-up tells; the holder of a taken address gets a notice instead of a link.
  emailLinkSent:
    'Check the new inbox: we sent a verification link to it. Your email does not change until you open that link.',
  phoneCodeSent: 'We texted a 6-digit code to the new phone. It expires in 10 minutes.',
  tooManyRequests:
    'Too many change requests. Please wait a minute before you request another code or link.',
  sendFailed: 'We could not send the message. Please try again in a moment.',
  tokenInvalid: 'This verification link is not valid for the account you are signed in to.',
  tokenExpired: 'This verification link has expired. Request the change again.',
  tokenUsed: 'This verification link was already used.',
  tokenReplaced: 'A newer change was requested: use the latest link or code.',
  codeInvalid: 'Invalid code',
  codeExpired: 'This code has expired. Request a new code.',
  codeRequired: 'Code: enter the 6-digit code we texted you.',
  emailVerified: 'New email verified. Finishing the change…',
  phoneVerified: 'New phone verified.',
  notVerified: 'Verify the new address first: open the emailed link or enter the texted code.',
  addressTaken: 'That address can no longer be used. Start again with another.',
  emailChanged: 'Your email address has been changed.',
  phoneChanged: 'Your phone number has been changed.',
  needsNetwork: 'You are offline. Changing your email or phone needs a connection.',
} as const;

/** The email change's resend countdown (the code flows use resendCountdownText). */
export function resendLinkCountdownText(secondsLeft: number): string {
  return `Resend link in ${secondsLeft}s`;
}
