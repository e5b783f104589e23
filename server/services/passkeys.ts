// Passkey rows and WebAuthn challenges (tables passkeys, webauthn_challenges). Challenges live in
// the database, bound to an account (and a sign-in attempt), expiring and single use, so any
// server process can finish a ceremony another one started.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Passkey } from '../../src/api/passkeys-contract';
import type { DB } from '../db/tables';
import {
  advanceCounter,
  deleteChallengesOf,
  deletePasskeyOf,
  findAnyPasskeyId,
  findPasskeyByCredential,
  insertChallenge,
  insertPasskeyRow,
  renamePasskeyOf,
  selectPasskeysOf,
  useChallenge,
  type PasskeyRow,
} from '../repositories/passkeys.repository';
import { isoAt, type Clock } from './clock';

export type { PasskeyRow };
export type ChallengePurpose = 'registration' | 'authentication';

/** A ceremony must finish within this (the browser's own timeout is shorter). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    synced: row.device_type === 'multiDevice',
    transports: parseTransports(row.transports),
  };
}

export function parseTransports(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export async function passkeysOf(db: Kysely<DB>, userId: number): Promise<PasskeyRow[]> {
  return selectPasskeysOf(db, userId);
}

export async function hasPasskey(db: Kysely<DB>, userId: number): Promise<boolean> {
  return (await findAnyPasskeyId(db, userId)) !== undefined;
}

export async function passkeyByCredential(
  db: Kysely<DB>,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  return findPasskeyByCredential(db, credentialId);
}

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  name: string;
  deviceType: string;
  backedUp: boolean;
}

export async function insertPasskey(
  db: Kysely<DB>,
  clock: Clock,
  input: NewPasskey,
): Promise<PasskeyRow> {
  return insertPasskeyRow(db, {
    user_id: input.userId,
    credential_id: input.credentialId,
    public_key: input.publicKey,
    counter: input.counter,
    transports: JSON.stringify(input.transports),
    name: input.name,
    device_type: input.deviceType,
    backed_up: input.backedUp ? 1 : 0,
    created_at: isoAt(clock),
    last_used_at: null,
  });
}

/**
 * Records a sign-in with the passkey. Only the update that still sees the counter the check was
 * made against wins, so two uses of one assertion at once cannot both pass.
 */
export async function recordPasskeyUse(
  db: Kysely<DB>,
  clock: Clock,
  input: { id: number; previousCounter: number; newCounter: number },
): Promise<boolean> {
  return advanceCounter(db, { ...input, at: isoAt(clock) });
}

/** A fresh challenge; the account's earlier ones of this purpose stop working. */
export async function issueChallenge(
  db: Kysely<DB>,
  clock: Clock,
  input: {
    purpose: ChallengePurpose;
    userId: number;
    attemptId: number | null;
    challenge?: string;
  },
): Promise<string> {
  const challenge = input.challenge ?? randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await deleteChallengesOf(trx, input.userId, input.purpose);
    await insertChallenge(trx, {
      purpose: input.purpose,
      challenge,
      user_id: input.userId,
      attempt_id: input.attemptId,
      created_at: isoAt(clock),
      expires_at: isoAt(clock, CHALLENGE_LIFETIME_MS),
      used_at: null,
    });
  });
  return challenge;
}

/**
 * Uses up the challenge a response names, if it is live and belongs to this account (and
 * attempt). Used up before the response is checked: a wrong answer spends it too.
 */
export async function consumeChallenge(
  db: Kysely<DB>,
  clock: Clock,
  input: { purpose: ChallengePurpose; userId: number; attemptId: number | null; challenge: string },
): Promise<boolean> {
  return useChallenge(db, { ...input, now: isoAt(clock) });
}

/** Renames one of the account's passkeys; undefined when it has none with that id. */
export async function renamePasskey(
  db: Kysely<DB>,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  return renamePasskeyOf(db, userId, id, name);
}

/** Removes one of the account's passkeys; its name, undefined when it has none with that id. */
export async function removePasskey(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<{ name: string } | undefined> {
  return deletePasskeyOf(db, userId, id);
}
