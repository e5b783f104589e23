// "Download my data": everything the account holds, as one JSON document. Secrets stay out: no
// password hash, no token or code hash, no email link; addresses appear as the Security tab shows
// them (approximate), since failed attempts may come from someone else's network.
import type { Kysely } from 'kysely';
import type { AccountExport } from '../../src/api/security-contract';
import { describeUserAgent } from '../../src/domain/account/user-agent';
import type { DB } from '../db/tables';
import { selectExportedCheckoutsOf } from '../repositories/checkouts.repository';
import { selectChangesOf } from '../repositories/contact-changes.repository';
import { selectAllTokensOf } from '../repositories/device-tokens.repository';
import { selectExportedGrantsOf } from '../repositories/membership-grants.repository';
import { selectPasskeyNamesOf } from '../repositories/passkeys.repository';
import { selectCodesOf, selectReferralsBy } from '../repositories/referrals.repository';
import { selectPreferencesJson } from '../repositories/user-preferences.repository';
import { selectExportedUser } from '../repositories/users.repository';
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
  const user = await selectExportedUser(db, userId);
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
    selectPreferencesJson(db, userId),
    readFavorites(db, userId),
    readUserPicks(db, userId),
    selectAllTokensOf(db, userId),
    // passkeys by name and dates only (the credential id and public key identify the device)
    selectPasskeyNamesOf(db, userId),
    selectChangesOf(db, userId),
    selectCodesOf(db, userId),
    // the people who used your codes are other accounts: dates and credits only
    selectReferralsBy(db, userId),
    // paid access and the checkouts behind it (the provider's ids stay with the provider)
    selectExportedGrantsOf(db, userId),
    selectExportedCheckoutsOf(db, userId),
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
