// Demo accounts for a fresh database: a free user, a paid member and an admin, each verified with
// a password and a phone, so a new user can sign in (codes appear in the log in outbox mode).
import type { Database } from '../db/database';
import { isoAt, type Clock } from '../services/clock';
import { hashPassword } from '../services/passwords';
import { createUser } from '../services/users';

export const DEMO_ACCOUNTS = [
  {
    label: 'free',
    email: 'free@parlay.local',
    password: 'Free-demo-2026!',
    phone: '+15550100001',
    roles: [],
  },
  {
    label: 'member',
    email: 'member@parlay.local',
    password: 'Member-demo-2026!',
    phone: '+15550100002',
    roles: ['member'],
  },
  {
    label: 'admin',
    email: 'admin@parlay.local',
    password: 'Admin-demo-2026!',
    phone: '+15550100003',
    roles: ['admin'],
  },
] as const;

export async function seedDemoAccounts({
  database,
  clock,
}: {
  database: Database;
  clock: Clock;
}): Promise<string[]> {
  const db = database.db;
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (exists) continue;
    const userId = await createUser(db, clock, {
      email: account.email,
      phone: account.phone,
      passwordHash: await hashPassword(account.password),
      roles: account.roles,
    });
    await db
      .updateTable('users')
      .set({ email_verified_at: isoAt(clock), phone_verified_at: isoAt(clock) })
      .where('id', '=', userId)
      .execute();
    created += 1;
  }
  const smsNote =
    (process.env.SMS_PROVIDER ?? 'outbox') === 'outbox'
      ? 'sign-in codes are printed in this log ([outbox sms to ...])'
      : `sign-in codes go out through SMS_PROVIDER=${process.env.SMS_PROVIDER}`;
  return [
    `Demo accounts${created > 0 ? ' (created now)' : ''}; ${smsNote}:`,
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `  ${a.label.padEnd(7)} ${a.email.padEnd(22)} password ${a.password.padEnd(18)} phone ${a.phone}`,
    ),
  ];
}
