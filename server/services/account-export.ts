// "Download my data": everything the account holds, as one JSON document. Secrets stay out: no
// password hash, no token or code hash, no email link; addresses appear as the Security tab shows
// them (approximate), since failed attempts may come from someone else's network.
import type { Kysely } from 'kysely';
import type { AccountExport } from '../../src/api/security-contract';
import { describeUserAgent } from '../../src/domain/account/user-agent';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';
import { listPickRecords, PICK_RECORDS_PER_ACCOUNT_MAX } from './pick-records';
import { allSecurityEvents } from './security-events';
import { profileOf } from './users';
import { readFavorites } from './favorites';
import { readUserPicks } from './user-pick-lists';

function parsed<T>(json: string | undefined, fallback: T): T {
  if (json === undefined) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export async function exportAccount(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
): Promise<AccountExport | undefined> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'phone',
      'email_verified_at',
      'phone_verified_at',
      'credits',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [
    profile,
    preferences,
    favorites,
    myPicks,
    devices,
    passkeys,
    changes,
    codes,
    referrals,
    grants,
    checkouts,
  ] = await Promise.all([
    profileOf(db, clock, userId),
    db
      .selectFrom('user_preferences')
      .select('preferences')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    readFavorites(db, userId),
    readUserPicks(db, userId),
    db
      .selectFrom('device_tokens')
      .select(['id', 'user_agent', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
    // passkeys by name and dates only (the credential id and public key identify the device)
    db
      .selectFrom('passkeys')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('contact_changes')
      .select(['kind', 'new_value', 'created_at', 'expires_at', 'verified_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('referral_codes')
      .select(['code', 'created_at', 'retired_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    // the people who used your codes are other accounts: dates and credits only
    db
      .selectFrom('referrals')
      .select(['invited_at', 'signed_up_at', 'paid_at', 'credits_awarded'])
      .where('referrer_user_id', '=', userId)
      .orderBy('id')
      .execute(),
    // paid access and the checkouts behind it (the provider's ids stay with the provider)
    db
      .selectFrom('membership_grants')
      .select(['plan', 'role', 'starts_at', 'expires_at', 'provider', 'amount_cents', 'currency'])
      .select(['renews', 'cancel_at_period_end', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('checkouts')
      .select(['plan', 'amount_cents', 'discount_cents', 'currency', 'provider', 'status'])
      .select(['referral_code', 'created_at', 'paid_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    exported_at: isoAt(clock),
    // the roles the account holds now: its own and those of running grants (as the profile says)
    profile: {
      ...user,
      credits: Number(user.credits),
      roles: profile?.roles ?? [],
    },
    preferences: parsed(preferences?.preferences, null),
    favorite_handicapper_ids: favorites,
    my_picks: myPicks,
    pick_records: await listPickRecords(db, userId, PICK_RECORDS_PER_ACCOUNT_MAX),
    devices: devices.map(({ user_agent: userAgent, ...device }) => ({
      ...device,
      ...describeUserAgent(userAgent),
    })),
    security_events: await allSecurityEvents(db, userId),
    passkeys,
    contact_changes: changes,
    referral_codes: codes,
    referrals: referrals.map((r) => ({ ...r, credits_awarded: Number(r.credits_awarded) })),
    membership_grants: grants.map((g) => ({
      ...g,
      amount_cents: Number(g.amount_cents),
      renews: Number(g.renews) === 1,
      cancel_at_period_end: Number(g.cancel_at_period_end) === 1,
    })),
    checkouts: checkouts.map((c) => ({
      ...c,
      amount_cents: Number(c.amount_cents),
      discount_cents: Number(c.discount_cents),
    })),
  };
}
