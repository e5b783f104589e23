// Single-use email links (verify the address): a 256-bit token in the link, its SHA-256 stored.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { insertEmailLink, useLiveLink } from '../repositories/email-links.repository';
import { isoAt, type Clock } from './clock';
import { hashToken } from './device-tokens';

export const EMAIL_LINK_LIFETIME_MS = 24 * 3_600_000;
export type EmailLinkPurpose = 'verify_email' | 'password_reset';

export async function issueEmailLink(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  purpose: EmailLinkPurpose,
  lifetimeMs = EMAIL_LINK_LIFETIME_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertEmailLink(db, {
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    created_at: isoAt(clock),
    expires_at: isoAt(clock, lifetimeMs),
    used_at: null,
  });
  return token;
}

/** Uses the link up; returns its user id, or undefined for an unknown, used or expired link. */
export async function redeemEmailLink(
  db: Kysely<DB>,
  clock: Clock,
  token: string,
  purpose: EmailLinkPurpose,
): Promise<number | undefined> {
  const row = await useLiveLink(db, hashToken(token), purpose, isoAt(clock));
  return row?.user_id;
}
