// Accounts and their roles.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

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
    const { id } = await trx
      .insertInto('users')
      .values({
        email: input.email.trim().toLowerCase(),
        phone: input.phone ?? null,
        password_hash: input.passwordHash ?? null,
        email_verified_at: null,
        phone_verified_at: null,
        created_at: isoAt(clock),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roles = [...new Set(input.roles ?? [])];
    if (roles.length > 0) {
      await trx
        .insertInto('user_roles')
        .values(roles.map((role) => ({ user_id: id, role })))
        .execute();
    }
    return id;
  });
}

export async function profileOf(db: Kysely<DB>, userId: number): Promise<Profile | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'credits'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const roles = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return {
    user: { id: user.id, email: user.email },
    roles: roles.map((r) => r.role),
    credits: Number(user.credits),
  };
}

/**
 * The account a live (unexpired, unrevoked) device token belongs to, with its roles, in one
 * query: every API call asks this, so it is one round trip instead of three.
 */
export async function accountForTokenHash(
  db: Kysely<DB>,
  clock: Clock,
  tokenHash: string,
): Promise<Profile | undefined> {
  const rows = await db
    .selectFrom('device_tokens')
    .innerJoin('users', 'users.id', 'device_tokens.user_id')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.credits',
      'user_roles.role',
      'device_tokens.id as token_id',
      'device_tokens.last_used_at',
    ])
    .where('device_tokens.token_hash', '=', tokenHash)
    .where('device_tokens.revoked_at', 'is', null)
    .where('device_tokens.expires_at', '>', isoAt(clock))
    .orderBy('user_roles.role')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    user: { id: first.id, email: first.email },
    roles: rows.flatMap((row) => (row.role === null ? [] : [row.role])),
    credits: Number(first.credits),
    device: { tokenId: first.token_id, lastUsedAt: first.last_used_at },
  };
}
