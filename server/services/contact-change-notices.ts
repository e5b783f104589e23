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

/** To the account's current address, when a change of its email or phone is requested. */
export function sendChangeRequestedNotice(
  ctx: SendContext,
  input: { to: string; what: 'email' | 'phone'; newValue: string },
): Promise<boolean> {
  const shown = input.what === 'phone' ? maskPhone(input.newValue) : input.newValue;
  return sendEmail(ctx, {
    to: input.to,
    subject: `A change of your Parlay Engine ${input.what} was requested`,
    text: `Someone signed in to your Parlay Engine account with your password asked to change its ${input.what} to ${shown}. Nothing changes until the new ${input.what} is verified. If this was not you, change your password now and sign out your other devices in Settings > Security.`,
  });
}

/** To the account's previous (email) or current (phone) address, once a change is applied. */
export function sendChangedNotice(
  ctx: SendContext,
  input: { to: string; what: 'email' | 'phone'; newValue: string },
): Promise<boolean> {
  const shown = input.what === 'phone' ? maskPhone(input.newValue) : input.newValue;
  return sendEmail(ctx, {
    to: input.to,
    subject: `Your Parlay Engine ${input.what} was changed`,
    text: `The ${input.what} of your Parlay Engine account is now ${shown}. If this was not you, reset your password from the sign-in screen and contact us.`,
  });
}

/** To a phone another account already holds: a notice instead of a code. */
export async function sendPhoneInUseNotice(ctx: SendContext, to: string): Promise<boolean> {
  try {
    await ctx.messaging.sms.send(
      to,
      'Parlay Engine: someone asked to add this number to another account. It already belongs to yours, so nothing changed and no code was sent.',
    );
    return true;
  } catch (error) {
    ctx.log.error({ err: error }, 'sending a phone-in-use notice failed');
    return false;
  }
}

/** To the new phone: the code that proves it. */
export async function sendPhoneChangeCode(
  ctx: SendContext,
  input: { to: string; code: string },
): Promise<boolean> {
  try {
    await ctx.messaging.sms.send(
      input.to,
      `Your Parlay Engine verification code is ${input.code}. It expires in 10 minutes. It confirms this number for your account.`,
    );
    return true;
  } catch (error) {
    ctx.log.error({ err: error }, 'sending a phone change code failed');
    return false;
  }
}
