// Accounts and their roles.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';
import {
  findContact,
  findEmailVerificationByEmail,
  findSignInRowByEmail,
  findUserIdByEmail,
  findUserSummary,
  getContact,
  getProfileRow,
  insertUser,
  insertUserRoles,
  selectAccountRowsForTokenHash,
  selectRolesAt,
  setEmailVerifiedOnce,
  updateUser,
} from '../repositories/users.repository';
import { isoAt, type Clock } from './clock';

type Db = Kysely<DB> | Transaction<DB>;

export interface Profile {
  user: { id: number; email: string };
  roles: string[];
  credits: number;
  /** The device token the request came with (set by accountForTokenHash only). */
  device?: { tokenId: number; lastUsedAt: string | null };
}

export interface NewUser {
  email: string;
  phone?: string | null;
  passwordHash?: string | null;
  roles?: readonly string[];
}

export async function createUser(db: Kysely<DB>, clock: Clock, input: NewUser): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      email: input.email.trim().toLowerCase(),
      phone: input.phone ?? null,
      password_hash: input.passwordHash ?? null,
      email_verified_at: null,
      phone_verified_at: null,
      created_at: isoAt(clock),
    });
    const roles = [...new Set(input.roles ?? [])];
    if (roles.length > 0) await insertUserRoles(trx, id, roles);
    return id;
  });
}

/**
 * An account's roles: its permanent ones (user_roles) and those of its running membership grants
 * (migration 0017), at the injected clock's now. When a grant lapses its role goes with it.
 */
export async function profileOf(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
): Promise<Profile | undefined> {
  const user = await findUserSummary(db, userId);
  if (!user) return undefined;
  const roles = await selectRolesAt(db, userId, isoAt(clock));
  return {
    user: { id: user.id, email: user.email },
    roles: [...new Set(roles.map((r) => r.role))].sort(),
    credits: Number(user.credits),
  };
}

/**
 * The account a live (unexpired, unrevoked) device token belongs to, with its roles (permanent
 * ones and those of running membership grants), in one query: every API call asks this, so it is
 * one round trip instead of four. An account holds a few of each, so the join stays tiny.
 */
export async function accountForTokenHash(
  db: Kysely<DB>,
  clock: Clock,
  tokenHash: string,
): Promise<Profile | undefined> {
  const rows = await selectAccountRowsForTokenHash(db, tokenHash, isoAt(clock));
  const first = rows[0];
  if (!first) return undefined;
  const roles = new Set(rows.flatMap((row) => [row.role, row.granted_role]));
  roles.delete(null);
  return {
    user: { id: first.id, email: first.email },
    roles: [...(roles as Set<string>)].sort(),
    credits: Number(first.credits),
    device: { tokenId: first.token_id, lastUsedAt: first.last_used_at },
  };
}

/** What a password sign-in needs of the account an email names, if any. */
export function signInAccountByEmail(db: Kysely<DB>, email: string) {
  return findSignInRowByEmail(db, email);
}

export function accountIdByEmail(db: Kysely<DB>, email: string) {
  return findUserIdByEmail(db, email);
}

/** Whether the account an email names still has to verify it. */
export function emailVerificationByEmail(db: Kysely<DB>, email: string) {
  return findEmailVerificationByEmail(db, email);
}

/** The account's own email and phone: where its codes and notices go. */
export function contactOf(db: Db, userId: number) {
  return findContact(db, userId);
}

/** As contactOf, for the signed-in caller's account, which exists. */
export function ownContactOf(db: Db, userId: number) {
  return getContact(db, userId);
}

/** The columns the Settings profile shows, for the signed-in caller's account. */
export function profileRowOf(db: Db, userId: number) {
  return getProfileRow(db, userId);
}

/** The sign-up's phone was verified before the account existed: the account keeps that time. */
export async function markPhoneVerified(
  db: Db,
  userId: number,
  verifiedAt: string | null,
): Promise<void> {
  await updateUser(db, userId, { phone_verified_at: verifiedAt });
}

/** The verification link was opened: the email counts as verified from now (once). */
export async function markEmailVerified(db: Db, clock: Clock, userId: number): Promise<void> {
  await setEmailVerifiedOnce(db, userId, isoAt(clock));
}
