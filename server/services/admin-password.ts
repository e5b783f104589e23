// The admin password: ADMIN_PASSWORD when set, otherwise one generated at first start and kept
// only as an argon2id hash in app_settings. Checked on the server; never sent to the client.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { selectSetting, upsertSetting } from '../repositories/app-settings.repository';
import { isoAt, type Clock } from './clock';
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords';

export const ADMIN_PASSWORD_SETTING = 'admin_password_hash';

/** ADMIN_PASSWORD from the environment, or null when unset or blank. */
export function adminPasswordFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.ADMIN_PASSWORD;
  return value === undefined || value.trim() === '' ? null : value;
}

async function storedHash(db: Kysely<DB>): Promise<string | null> {
  const row = await selectSetting(db, ADMIN_PASSWORD_SETTING);
  if (!row) return null;
  const value: unknown = JSON.parse(row.value);
  return typeof value === 'string' ? value : null;
}

/** Stores the argon2id hash of `password` as the admin password (replacing any earlier one). */
export async function storeAdminPassword(
  db: Kysely<DB>,
  clock: Clock,
  password: string,
): Promise<void> {
  const value = JSON.stringify(await hashPassword(password));
  await upsertSetting(db, ADMIN_PASSWORD_SETTING, value, isoAt(clock));
}

/**
 * First start: with no ADMIN_PASSWORD and no stored hash, generates a password, stores its hash
 * and returns it (shown once in the banner). Otherwise null.
 */
export async function ensureAdminPassword(
  db: Kysely<DB>,
  clock: Clock,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  if (adminPasswordFromEnv(env) !== null || (await storedHash(db)) !== null) return null;
  const password = randomBytes(15).toString('base64url');
  await storeAdminPassword(db, clock, password);
  return password;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** True when `candidate` is the admin password; comparisons take the same time either way. */
export async function isAdminPassword(
  db: Kysely<DB>,
  candidate: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (candidate === '' || candidate.length > PASSWORD_MAX_LENGTH) return false;
  const configured = adminPasswordFromEnv(env);
  if (configured !== null) return timingSafeEqual(sha256(candidate), sha256(configured));
  return verifyPassword(await storedHash(db), candidate);
}

/** First-start step (server/demo/first-start.ts): makes sure an admin password exists. */
export async function seedAdminPasswordStep(context: {
  database: { db: Kysely<DB> };
  clock: Clock;
}): Promise<string[]> {
  if (adminPasswordFromEnv() !== null) return ['Admin password: from ADMIN_PASSWORD'];
  const generated = await ensureAdminPassword(context.database.db, context.clock);
  return generated === null
    ? [
        'Admin password: the one generated at first start (stored hashed; set ADMIN_PASSWORD to replace it)',
      ]
    : [
        `Admin password (header X-Admin-Password): ${generated}`,
        '  shown only now, stored hashed; set ADMIN_PASSWORD to choose your own',
      ];
}
