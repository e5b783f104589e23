// The account's security events: what happened to its access, for the Security tab. Every route
// that touches access records one here (in the same transaction as the change when there is one).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SecurityEvent } from '../../src/api/security-contract';
import { approximateAddress } from '../../src/domain/account/approximate-address';
import { describeUserAgent } from '../../src/domain/account/user-agent';
import type { DB } from '../db/tables';
import {
  deleteEventsBefore,
  insertSecurityEvent,
  selectAllEvents,
  selectEventsPage,
} from '../repositories/security-events.repository';
import { isoAt, type Clock } from './clock';

/** Every kind the server records; the client names each in words. */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'code_sent',
  'code_failed',
  'sign_out',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'phone_change_requested',
  'phone_changed',
  'device_signed_out',
  'other_devices_signed_out',
  'session_duration_changed',
  'passkey_added',
  'passkey_removed',
  'passkey_used',
  'referral_code_set',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** Kept this long, then deleted by the retention job. */
export const SECURITY_EVENT_RETENTION_DAYS = 180;

const USER_AGENT_MAX = 300;

/** Where a request came from, as a security event keeps it. */
export interface EventOrigin {
  address: string | null;
  userAgent: string | null;
  deviceId: string | null;
}

/** The request's address and User-Agent; the device id when the caller knows it (a token's row). */
export function originOf(request: FastifyRequest, deviceId: string | null = null): EventOrigin {
  const ua = request.headers['user-agent'];
  return {
    address: request.clientAddress || null,
    userAgent: typeof ua === 'string' ? ua.slice(0, USER_AGENT_MAX) : null,
    deviceId,
  };
}

export interface SecurityEventInput {
  userId: number;
  kind: SecurityEventKind;
  origin: EventOrigin;
  /** Details safe to show the account holder (never a secret, a code or a token). */
  detail?: Record<string, string | number | boolean | null>;
}

/** Records one event. Pass the transaction of the change it describes, so both land or neither. */
export async function recordSecurityEvent(
  db: Kysely<DB>,
  clock: Clock,
  event: SecurityEventInput,
): Promise<void> {
  await insertSecurityEvent(db, {
    user_id: event.userId,
    kind: event.kind,
    address: event.origin.address,
    user_agent: event.origin.userAgent,
    device_id: event.origin.deviceId,
    detail: event.detail ? JSON.stringify(event.detail) : null,
    created_at: isoAt(clock),
  });
}

/** One stored event as the Security tab shows it: device and browser named, address approximate. */
export function toShownEvent(row: {
  id: number;
  kind: string;
  created_at: string;
  address: string | null;
  user_agent: string | null;
  detail: string | null;
}): SecurityEvent {
  const { device, browser } = describeUserAgent(row.user_agent);
  return {
    id: row.id,
    kind: row.kind,
    at: row.created_at,
    device,
    browser,
    address: approximateAddress(row.address),
    detail: row.detail ? (JSON.parse(row.detail) as SecurityEvent['detail']) : {},
  };
}

/** One page of the account's events, newest first; `before` is the previous page's last id. */
export async function listSecurityEvents(
  db: Kysely<DB>,
  userId: number,
  page: { before?: number; limit: number },
): Promise<{ events: SecurityEvent[]; nextBefore: number | null }> {
  // one more than the page: whether there is a next page comes with it
  const rows = await selectEventsPage(db, userId, { before: page.before, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit).map(toShownEvent);
  const more = rows.length > page.limit;
  return { events: shown, nextBefore: more ? (shown.at(-1)?.id ?? null) : null };
}

/** Every event of the account (the data export), newest first. */
export async function allSecurityEvents(db: Kysely<DB>, userId: number): Promise<SecurityEvent[]> {
  const rows = await selectAllEvents(db, userId);
  return rows.map(toShownEvent);
}

/** Deletes events older than the retention period, in chunks; returns how many went. */
export async function deleteExpiredSecurityEvents(
  db: Kysely<DB>,
  clock: Clock,
  chunk = 5_000,
): Promise<number> {
  const cutoff = isoAt(clock, -SECURITY_EVENT_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const n = await deleteEventsBefore(db, cutoff, chunk);
    deleted += n;
    if (n < chunk) return deleted;
  }
}
