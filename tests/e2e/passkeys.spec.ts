// Passkeys end to end in Chromium's virtual authenticator (CDP WebAuthn domain): a user adds a
// passkey in Settings → Security, signs out, signs in with the password and passes two-factor
// with the passkey. WebAuthn refuses IP addresses as RP IDs, so this spec runs at localhost (the
// server serves its default http://127.0.0.1:port PUBLIC_URL as http://localhost:port).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { isoAt, systemClock } from '../../server/services/clock';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { hashPassword } from '../../server/services/passwords';
import { createUser } from '../../server/services/users';
import { E2E_DIR } from './support/accounts';
import { storeDeviceRecord } from './support/session';

const PORT = Number(process.env.E2E_PORT ?? 4319);
const PASSWORD = 'Passkey-bettor-2026!';
const SHOTS = process.env.PASSKEYS_SHOTS ?? '/tmp/passkeys-shots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.use({ baseURL: `http://localhost:${PORT}` });
// Ceremonies, a sign-out and a sign-in in one test: generous on a busy shared machine.
test.describe.configure({ timeout: 150_000 });

/** A verified account with a password and phone, and a device token to open Settings with. */
async function accountWithPassword() {
  const database = openDatabase({
    databaseUrl: null,
    databaseSchema: null,
    dataDir: path.join(E2E_DIR, 'data'),
  });
  try {
    const suffix = `${Date.now()}`.slice(-7);
    const email = `passkey-${suffix}@e2e.test`;
    const userId = await createUser(database.db, systemClock, {
      email,
      phone: `+1555${suffix}`,
      passwordHash: await hashPassword(PASSWORD),
      roles: ['member'],
    });
    await database.db
      .updateTable('users')
      .set({ email_verified_at: isoAt(systemClock), phone_verified_at: isoAt(systemClock) })
      .where('id', '=', userId)
      .execute();
    const deviceId = `e2e-passkey-${userId}`;
    const token = await issueDeviceToken(database.db, systemClock, {
      userId,
      deviceId,
      uaHash: 'e2e',
    });
    return { email, token, deviceId };
  } finally {
    await database.close();
  }
}

/** Chromium's virtual platform authenticator: a passkey store with the screen lock passed. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function shoot(page: Page, name: string, target: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // a toast may sit over the list on a phone: close it, as a user would, before the shot
  const closeToast = page.getByRole('button', { name: 'close' });
  if ((await closeToast.count()) > 0)
    await closeToast
      .first()
      .click()
      .catch(() => undefined);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 20_000 });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.getByTestId(target).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(SHOTS, `${name}-${size.width}x${size.height}.png`),
      fullPage: false,
    });
  }
  await page.setViewportSize(SIZES[1]!);
}

test('a passkey added in Security passes two-factor at the next sign-in', async ({ page }) => {
  const account = await accountWithPassword();
  const authenticator = await virtualAuthenticator(page);
  await page.setViewportSize(SIZES[1]!);

  await page.goto('/dashboard');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceRecord(page, account.token, account.deviceId);
  await page.goto('/settings');
  await page.getByTestId('settings-tab-security').click();
  const section = page.getByTestId('passkeys-section');
  await expect(section.getByTestId('passkeys-empty')).toBeVisible();

  await section.getByTestId('passkey-new-name').fill('This laptop');
  await section.getByTestId('passkey-add').click();
  const item = section.getByTestId('passkey-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('passkey-name')).toHaveText('This laptop');
  await expect(item.getByTestId('passkey-meta')).toContainText('never used');
  expect(await authenticator.credentials()).toHaveLength(1);

  // rename survives a reload (it is the server's list)
  await item.getByTestId('passkey-rename').click();
  await item.getByTestId('passkey-rename-input').fill('Work laptop');
  await item.getByTestId('passkey-rename-save').click();
  await expect(item.getByTestId('passkey-name')).toHaveText('Work laptop');
  await shoot(page, 'passkeys-section', 'passkeys-section');

  await page.getByTestId('settings-logout').click();
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await page.getByTestId('sign-in-identifier').fill(account.email);
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('two-factor')).toBeVisible();
  const usePasskey = page.getByTestId('two-factor-passkey');
  await expect(usePasskey).toHaveText('Use a passkey instead');
  await shoot(page, 'two-factor-passkey', 'two-factor');

  await usePasskey.click();
  await expect(page.getByTestId('view-home')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // signed in for real: Security now lists the passkey as used
  await page.goto('/settings');
  await page.getByTestId('settings-tab-security').click();
  await expect(page.getByTestId('passkey-meta')).toContainText('last used');
  await expect(page.getByTestId('passkey-name')).toHaveText('Work laptop');
});

test('two-factor offers no passkey to an account without one', async ({ page }) => {
  const account = await accountWithPassword();
  await virtualAuthenticator(page);
  await page.goto('/signin');
  await page.getByTestId('sign-in-identifier').fill(account.email);
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('two-factor')).toBeVisible();
  await expect(page.getByTestId('two-factor-code')).toBeVisible();
  await expect(page.getByTestId('two-factor-passkey')).toHaveCount(0);
});
