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

/**
 * An account's roles: its permanent ones (user_roles) and those of its running membership grants
 * (migration 0017), at the injected clock's now. When a grant lapses its role goes with it.
 */
export async function profileOf(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
): Promise<Profile | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'credits'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const now = isoAt(clock);
  const roles = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .union(
      db
        .selectFrom('membership_grants')
        .select('role')
        .where('user_id', '=', userId)
        .where('starts_at', '<=', now)
        .where('expires_at', '>', now),
    )
    .execute();
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
  const now = isoAt(clock);
  const rows = await db
    .selectFrom('device_tokens')
    .innerJoin('users', 'users.id', 'device_tokens.user_id')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('membership_grants', (join) =>
      join
        .onRef('membership_grants.user_id', '=', 'users.id')
        .on('membership_grants.starts_at', '<=', now)
        .on('membership_grants.expires_at', '>', now),
    )
    .select([
      'users.id',
      'users.email',
      'users.credits',
      'user_roles.role',
      'membership_grants.role as granted_role',
      'device_tokens.id as token_id',
      'device_tokens.last_used_at',
    ])
    .where('device_tokens.token_hash', '=', tokenHash)
    .where('device_tokens.revoked_at', 'is', null)
    .where('device_tokens.expires_at', '>', now)
    .execute();
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
