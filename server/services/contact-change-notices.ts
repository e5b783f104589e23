// The messages an email or phone change sends: the link to the new address, the code to the new
// phone, and the notices to the account's own address. Never a secret beyond the link or code.
import { EMAIL_CHANGE_LIFETIME_MS } from '../../src/domain/account/contact-change';
import { VERIFY_EMAIL_CHANGE_PATH } from '../../src/domain/navigation/routes';
import { maskPhone, sendEmail, type SendContext } from './auth-messaging';

const HOURS = Math.round(EMAIL_CHANGE_LIFETIME_MS / 3_600_000);

export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${VERIFY_EMAIL_CHANGE_PATH}?token=${token}`;
}

/** To the new address: the link that proves it. */
export function sendEmailChangeLink(
  ctx: SendContext,
  input: { to: string; link: string },
): Promise<boolean> {
  return sendEmail(ctx, {
    to: input.to,
    subject: 'Confirm your new email for Parlay Engine',
    text: `Someone signed in to Parlay Engine asked to use this address for their account. Open this link in the browser where you are signed in to confirm it:\n${input.link}\n\nThe link works once and expires in ${HOURS} hours. If this was not you, ignore this email: nothing changes.`,
  });
}

/** To an address another account already holds: a notice instead of a link. */
export function sendAddressInUseNotice(ctx: SendContext, to: string): Promise<boolean> {
  return sendEmail(ctx, {
    to,
    subject: 'Someone tried to use your email on Parlay Engine',
    text: `Someone asked to move another Parlay Engine account to ${to}. Your account already uses this address, so nothing was changed and no link was sent. If this was you, use a different address for the other account.`,
  });
}

/** A notice to the account's own address about its email or phone (`newValue`, a phone masked). */
interface OwnContactNotice {
  to: string;
  what: 'email' | 'phone';
  newValue: string;
}

function sendOwnContactNotice(
  ctx: SendContext,
  input: OwnContactNotice,
  write: (shown: string) => { subject: string; text: string },
): Promise<boolean> {
  const shown = input.what === 'phone' ? maskPhone(input.newValue) : input.newValue;
  return sendEmail(ctx, { to: input.to, ...write(shown) });
}

/** To the account's current address, when a change of its email or phone is requested. */
export function sendChangeRequestedNotice(
  ctx: SendContext,
  input: OwnContactNotice,
): Promise<boolean> {
  return sendOwnContactNotice(ctx, input, (shown) => ({
    subject: `A change of your Parlay Engine ${input.what} was requested`,
    text: `Someone signed in to your Parlay Engine account with your password asked to change its ${input.what} to ${shown}. Nothing changes until the new ${input.what} is verified. If this was not you, change your password now and sign out your other devices in Settings > Security.`,
  }));
}

/** To the account's previous (email) or current (phone) address, once a change is applied. */
export function sendChangedNotice(ctx: SendContext, input: OwnContactNotice): Promise<boolean> {
  return sendOwnContactNotice(ctx, input, (shown) => ({
    subject: `Your Parlay Engine ${input.what} was changed`,
    text: `The ${input.what} of your Parlay Engine account is now ${shown}. If this was not you, reset your password from the sign-in screen and contact us.`,
  }));
}

/** Texts a phone, logging (not throwing) a provider failure; returns whether it went out. */
async function sendText(
  ctx: SendContext,
  to: string,
  text: string,
  failure: string,
): Promise<boolean> {
  try {
    await ctx.messaging.sms.send(to, text);
    return true;
  } catch (error) {
    ctx.log.error({ err: error }, failure);
    return false;
  }
}

/** To a phone another account already holds: a notice instead of a code. */
function sendPhoneInUseNotice(ctx: SendContext, to: string): Promise<boolean> {
  return sendText(
    ctx,
    to,
    'Parlay Engine: someone asked to add this number to another account. It already belongs to yours, so nothing changed and no code was sent.',
    'sending a phone-in-use notice failed',
  );
}

/** To the new phone: the code that proves it. */
function sendPhoneChangeCode(
  ctx: SendContext,
  input: { to: string; code: string },
): Promise<boolean> {
  return sendText(
    ctx,
    input.to,
    `Your Parlay Engine verification code is ${input.code}. It expires in 10 minutes. It confirms this number for your account.`,
    'sending a phone change code failed',
  );
}

/**
 * To the new phone, on a request or a resend: its code, or (`code` null: the number is another
 * account's) the in-use notice. False only when a code did not go out; a lost notice refuses nothing.
 */
export async function sendPhoneCodeOrNotice(
  ctx: SendContext,
  to: string,
  code: string | null,
): Promise<boolean> {
  if (code !== null) return sendPhoneChangeCode(ctx, { to, code });
  await sendPhoneInUseNotice(ctx, to);
  return true;
}
