// A bettor's preferences (staking, display, session duration): read (the defaults until they save
// any) and replace, stored as one JSON set the domain checked (src/domain/account/account-preferences.ts).
import type { Kysely, Transaction } from 'kysely';
import {
  readAccountPreferences,
  type AccountPreferences,
} from '../../src/domain/account/account-preferences';
import type { DB } from '../db/tables';
import { selectPreferences, upsertPreferences } from '../repositories/user-preferences.repository';
import { isoAt, type Clock } from './clock';

export interface StoredPreferences {
  preferences: AccountPreferences;
  updatedAt: string | null;
}

export async function readUserPreferences(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
): Promise<StoredPreferences> {
  const row = await selectPreferences(db, userId);
  if (!row) return { preferences: readAccountPreferences(null), updatedAt: null };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(row.preferences);
  } catch {
    // an unreadable row reads as the defaults; the next save replaces it
  }
  return { preferences: readAccountPreferences(parsed), updatedAt: row.updated_at };
}

export async function writeUserPreferences(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  userId: number,
  preferences: AccountPreferences,
): Promise<string> {
  const value = JSON.stringify(preferences);
  const updatedAt = isoAt(clock);
  await upsertPreferences(db, userId, value, updatedAt);
  return updatedAt;
}

/** How long this account's devices stay signed in (the default until the bettor chooses). */
export async function sessionDurationHours(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
): Promise<number> {
  return (await readUserPreferences(db, userId)).preferences.session_duration_hours;
}
