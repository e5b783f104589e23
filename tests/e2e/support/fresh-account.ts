// A new account with its own device token, made in the e2e server's database, for specs that
// sign out or revoke: the seeded accounts' tokens are shared by every spec and must stay valid.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readStore } from './picks-browser';
import { storeDeviceRecord } from './session';
import { openDatabase } from '../../../server/db/database';
import { systemClock } from '../../../server/services/clock';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { createUser } from '../../../server/services/users';
import { E2E_DIR } from './accounts';

export interface FreshAccount {
  userId: number;
  email: string;
  token: string;
  deviceId: string;
}

export async function freshAccount(
  label: string,
  roles: string[] = ['member'],
): Promise<FreshAccount> {
  const database = openDatabase({
    databaseUrl: null,
    databaseSchema: null,
    dataDir: path.join(E2E_DIR, 'data'),
  });
  try {
    const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
    const userId = await createUser(database.db, systemClock, { email, roles });
    const deviceId = `e2e-${label}-${userId}`;
    const token = await issueDeviceToken(database.db, systemClock, {
      userId,
      deviceId,
      uaHash: 'e2e',
    });
    return { userId, email, token, deviceId };
  } finally {
    await database.close();
  }
}

/**
 * Stores `account` as this browser's signed-in device (the record docs/testing.md describes),
 * without loading a page: the caller reloads when it wants the app to pick it up.
 */
export async function storeDeviceToken(page: Page, account: FreshAccount): Promise<void> {
  await storeDeviceRecord(page, account.token, account.deviceId);
}

/** Every row of one object store of the app's database, as a tester reads it. */
export const storedRows = readStore;
