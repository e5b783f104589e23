// Attempts in progress (a sign-up, a password sign-in awaiting its second factor). The browser
// holds the attempt's random secret in an httpOnly cookie; only its SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthAttemptsTable, DB } from '../db/tables';
import {
  findLiveAttempt,
  insertAttempt,
  updateAttempt,
} from '../repositories/auth-attempts.repository';
import { isoAt, type Clock } from './clock';
import { hashToken } from './device-tokens';

export type AttemptKind = 'signup' | 'sign_in';
export type AuthAttempt = Selectable<AuthAttemptsTable>;

/** A sign-up has 30 minutes to finish; a password sign-in 10 minutes to pass the second factor. */
export const ATTEMPT_LIFETIME_MS: Record<AttemptKind, number> = {
  signup: 30 * 60_000,
  sign_in: 10 * 60_000,
};

export const ATTEMPT_COOKIES: Record<AttemptKind, string> = {
  signup: 'pe_signup',
  sign_in: 'pe_2fa',
};

export async function startAttempt(
  db: Kysely<DB>,
  clock: Clock,
  input: { kind: AttemptKind; userId?: number | null; phone?: string | null },
): Promise<{ attempt: AuthAttempt; secret: string }> {
  const secret = randomBytes(32).toString('base64url');
  const attempt = await insertAttempt(db, {
    kind: input.kind,
    secret_hash: hashToken(secret),
    user_id: input.userId ?? null,
    phone: input.phone ?? null,
    phone_verified_at: null,
    created_at: isoAt(clock),
    expires_at: isoAt(clock, ATTEMPT_LIFETIME_MS[input.kind]),
    consumed_at: null,
  });
  return { attempt, secret };
}

/** The live (unexpired, unconsumed) attempt of this kind for a cookie secret, or undefined. */
export async function liveAttempt(
  db: Kysely<DB>,
  clock: Clock,
  kind: AttemptKind,
  secret: string | undefined,
): Promise<AuthAttempt | undefined> {
  if (!secret) return undefined;
  return findLiveAttempt(db, hashToken(secret), kind, isoAt(clock));
}

/**
 * The live sign-in attempt whose password step has passed (it names the account), or null: what
 * every second factor (a code, a passkey) continues from.
 */
export async function passwordPassedAttempt(
  db: Kysely<DB>,
  clock: Clock,
  secret: string | undefined,
): Promise<{ id: number; userId: number } | null> {
  const attempt = await liveAttempt(db, clock, 'sign_in', secret);
  return attempt && attempt.user_id !== null ? { id: attempt.id, userId: attempt.user_id } : null;
}

export async function updateAttemptPhone(
  db: Kysely<DB>,
  attemptId: number,
  phone: string,
  verifiedAt: string | null,
): Promise<void> {
  await updateAttempt(db, attemptId, { phone, phone_verified_at: verifiedAt });
}

export async function consumeAttempt(
  db: Kysely<DB>,
  clock: Clock,
  attemptId: number,
): Promise<void> {
  await updateAttempt(db, attemptId, { consumed_at: isoAt(clock) });
}
