// Sends one-time codes and email links through the configured providers, within the send limits.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import type { EmailProvider } from '../providers/email/email-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { Clock } from './clock';
import { issueCode, newestCodeSpent, type CodeChannel } from './one-time-codes';
import {
  SEND_LIMIT_PER_HOUR,
  SEND_LIMIT_PER_MINUTE,
  SEND_LIMITS,
  SEND_LIMITS_PER_ADDRESS,
  takeSlots,
  type RateLimitStore,
  type Slot,
} from './rate-limits';

export interface Messaging {
  sms: SmsProvider;
  email: EmailProvider;
}

export interface SendContext {
  db: Kysely<DB>;
  /** Where the send limits count (the app's store). */
  limits: RateLimitStore;
  clock: Clock;
  log: FastifyBaseLogger;
  messaging: Messaging;
}

export type SendOutcome = 'sent' | 'limited' | 'failed';

/**
 * Which one-per-60 s window a code send counts in. 'shared': the target's own, which every message
 * to it fills (sign-up codes, links). 'sign_in': the two-factor codes' own window, so the first
 * sign-in code right after the sign-up text goes out, while a second sign-in code within 60 s does
 * not. Either way the send counts in the target's window and hourly cap (a sign-up code right after
 * a sign-in code waits) and in the address's cap: the rule is written in docs/decisions.md.
 */
export type SendWindow = 'shared' | 'sign_in';

/**
 * The buckets one code send takes, all in one atomic step. A code killed by wrong tries is replaced
 * at once: its replacement counts in a minute window of its own attempt instead (one per minute,
 * still under the hourly cap), so the user is offered a new code rather than a countdown.
 */
function codeSendSlots(target: string, address: string, minuteBucket: string | null): Slot[] {
  const perAddress = { bucket: `send-ip:${address}`, limits: SEND_LIMITS_PER_ADDRESS };
  if (minuteBucket === null) return [{ bucket: `send:${target}`, limits: SEND_LIMITS }, perAddress];
  return [
    { bucket: `send:${target}`, limits: SEND_LIMIT_PER_HOUR },
    { bucket: minuteBucket, limits: SEND_LIMIT_PER_MINUTE },
    perAddress,
  ];
}

/**
 * Whether another message may go to `target` (and from `address`) now; counts it when yes. One
 * atomic step for both buckets, so a concurrent burst sends exactly what the limits allow.
 */
export async function takeSendSlot(
  ctx: SendContext,
  target: string,
  address: string,
): Promise<boolean> {
  const refused = await takeSlots(ctx.limits, ctx.clock, [
    { bucket: `send:${target}`, limits: SEND_LIMITS },
    { bucket: `send-ip:${address}`, limits: SEND_LIMITS_PER_ADDRESS },
  ]);
  return refused === null;
}

/** Issues a code for the attempt and sends it by SMS or email. */
export async function sendCode(
  ctx: SendContext,
  input: {
    attemptId: number;
    channel: CodeChannel;
    target: string;
    address: string;
    window?: SendWindow;
  },
): Promise<SendOutcome> {
  const minuteBucket = (await newestCodeSpent(ctx.db, input.attemptId))
    ? `send-replace:${input.attemptId}`
    : input.window === 'sign_in'
      ? `send-sign-in:${input.target}`
      : null;
  const slots = codeSendSlots(input.target, input.address, minuteBucket);
  if ((await takeSlots(ctx.limits, ctx.clock, slots)) !== null) return 'limited';
  const code = await issueCode(ctx.db, ctx.clock, input);
  const text = `Your Parlay Engine verification code is ${code}. It expires in 10 minutes.`;
  try {
    if (input.channel === 'sms') await ctx.messaging.sms.send(input.target, text);
    else {
      await ctx.messaging.email.send({
        to: input.target,
        subject: 'Your Parlay Engine sign-in code',
        text: `${text}\n\nEnter it on the Two-Factor Authentication screen to sign in. If you did not try to sign in, change your password.`,
      });
    }
    return 'sent';
  } catch (error) {
    ctx.log.error({ err: error, channel: input.channel }, 'sending a one-time code failed');
    return 'failed';
  }
}

/** Sends an email, logging (not throwing) a provider failure; returns whether it went out. */
export async function sendEmail(
  ctx: SendContext,
  message: { to: string; subject: string; text: string },
): Promise<boolean> {
  try {
    await ctx.messaging.email.send(message);
    return true;
  } catch (error) {
    ctx.log.error({ err: error }, 'sending an email failed');
    return false;
  }
}

/** '•••• 4567': enough for the user to recognise their phone, not enough to learn someone's. */
export function maskPhone(phone: string): string {
  return `•••• ${phone.slice(-4)}`;
}
