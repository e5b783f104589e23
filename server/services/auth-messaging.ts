// Sends one-time codes and email links through the configured providers, within the send limits.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import type { EmailProvider } from '../providers/email/email-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { Clock } from './clock';
import { issueCode, type CodeChannel } from './one-time-codes';
import { SEND_LIMITS, SEND_LIMITS_PER_ADDRESS, takeSlots } from './rate-limits';

export interface Messaging {
  sms: SmsProvider;
  email: EmailProvider;
}

export interface SendContext {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  messaging: Messaging;
}

export type SendOutcome = 'sent' | 'limited' | 'failed';

/**
 * Whether another message may go to `target` (and from `address`) now; counts it when yes. One
 * atomic step for both buckets, so a concurrent burst sends exactly what the limits allow.
 */
export async function takeSendSlot(
  ctx: SendContext,
  target: string,
  address: string,
): Promise<boolean> {
  const refused = await takeSlots(ctx.db, ctx.clock, [
    { bucket: `send:${target}`, limits: SEND_LIMITS },
    { bucket: `send-ip:${address}`, limits: SEND_LIMITS_PER_ADDRESS },
  ]);
  return refused === null;
}

/** Issues a code for the attempt and sends it by SMS or email. */
export async function sendCode(
  ctx: SendContext,
  input: { attemptId: number; channel: CodeChannel; target: string; address: string },
): Promise<SendOutcome> {
  if (!(await takeSendSlot(ctx, input.target, input.address))) return 'limited';
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
