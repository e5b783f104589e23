// Signs a page in as a seeded account: the device token goes where the app keeps it (Dexie's meta table).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { TOKENS_FILE, type E2eAccount, type E2eTokens } from './accounts';

export function tokenFor(account: E2eAccount): string {
  return (JSON.parse(fs.readFileSync(TOKENS_FILE, 'utf8')) as E2eTokens)[account];
}

/**
 * Opens the app once (so it creates its database), stores the account's device identity, and
 * reloads. This is the recipe docs/testing.md gives testers.
 */
export async function signInAs(page: Page, account: E2eAccount): Promise<void> {
  await page.goto('/dashboard');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceRecord(page, tokenFor(account), `e2e-${account}`);
  await page.reload();
}

/**
 * Writes the device record (token and device id) where the app keeps it, without loading a page:
 * the caller reloads when it wants the app to pick it up.
 */
export async function storeDeviceRecord(
  page: Page,
  token: string,
  deviceId: string,
): Promise<void> {
  await page.evaluate(
    ({ token, deviceId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('parlay-engine');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('meta', 'readwrite');
          tx.objectStore('meta').put({
            key: 'device',
            value: {
              device_token: token,
              device_id: deviceId,
              ua_hash: 'e2e',
              last_interactive_auth: Date.now(),
            },
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { token, deviceId },
  );
}
