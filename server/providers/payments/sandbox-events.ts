// The sandbox's webhook wire format (JSON, our own, shaped like Stripe's envelope): building the
// events it sends and reading them back into PaymentEvents once the signature has been checked.
import { randomBytes } from 'node:crypto';
import type { PaymentEvent } from './payment-provider';

export type SandboxEventType =
  'checkout.paid' | 'checkout.failed' | 'subscription.renewed' | 'subscription.ended';

export interface SandboxEvent {
  id: string;
  type: SandboxEventType | string;
  /** Unix seconds. */
  created: number;
  data: Record<string, string | number | null>;
}

/** Thrown for a signed body that is not a sandbox event (answered 400, nothing applied). */
export class MalformedSandboxEvent extends Error {}

export function sandboxId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

export function sandboxEvent(
  type: SandboxEventType,
  nowMs: number,
  data: SandboxEvent['data'],
): SandboxEvent {
  return { id: sandboxId('evt'), type, created: Math.floor(nowMs / 1000), data };
}

function text(data: SandboxEvent['data'], key: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value === '' || value.length > 255) {
    throw new MalformedSandboxEvent(`event data.${key} must be a non-empty string`);
  }
  return value;
}

function optionalText(data: SandboxEvent['data'], key: string): string | null {
  return data[key] === null || data[key] === undefined ? null : text(data, key);
}

function cents(data: SandboxEvent['data'], key: string): number {
  const value = data[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new MalformedSandboxEvent(`event data.${key} must be a whole number of cents`);
  }
  return value;
}

function time(data: SandboxEvent['data'], key: string): Date {
  const parsed = new Date(text(data, key));
  if (Number.isNaN(parsed.getTime()))
    throw new MalformedSandboxEvent(`event data.${key} is no time`);
  return parsed;
}

function optionalTime(data: SandboxEvent['data'], key: string): Date | null {
  return data[key] === null || data[key] === undefined ? null : time(data, key);
}

/** The PaymentEvent a verified body carries; throws MalformedSandboxEvent. */
export function paymentEventFromSandbox(rawBody: Buffer): PaymentEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new MalformedSandboxEvent('event body is not JSON');
  }
  const event = parsed as Partial<SandboxEvent> | null;
  if (!event || typeof event !== 'object' || typeof event.id !== 'string' || !event.id) {
    throw new MalformedSandboxEvent('event has no id');
  }
  const data = event.data && typeof event.data === 'object' ? event.data : {};
  const eventId = event.id.slice(0, 255);
  switch (event.type) {
    case 'checkout.paid':
      return {
        kind: 'checkout_paid',
        eventId,
        sessionId: text(data, 'session_id'),
        paymentId: text(data, 'payment_id'),
        subscriptionId: optionalText(data, 'subscription_id'),
        amountCents: cents(data, 'amount_cents'),
        currency: text(data, 'currency'),
        periodEnd: optionalTime(data, 'period_end'),
      };
    case 'checkout.failed':
      return {
        kind: 'checkout_failed',
        eventId,
        sessionId: text(data, 'session_id'),
        reason: text(data, 'reason'),
      };
    case 'subscription.renewed':
      return {
        kind: 'subscription_renewed',
        eventId,
        subscriptionId: text(data, 'subscription_id'),
        paymentId: text(data, 'payment_id'),
        amountCents: cents(data, 'amount_cents'),
        currency: text(data, 'currency'),
        periodEnd: time(data, 'period_end'),
      };
    case 'subscription.ended':
      return {
        kind: 'subscription_ended',
        eventId,
        subscriptionId: text(data, 'subscription_id'),
        endedAt: time(data, 'ended_at'),
      };
    default:
      return { kind: 'ignored', eventId, type: String(event.type).slice(0, 100) };
  }
}
