// Settings → Security end to end (issue [J]): a password change in one browser signs another one
// out (its next call lands on the sign-in screen); "Forgot password?" through the emailed link,
// then sign-in with the new password; the tab's look at phone and desktop sizes, with axe.
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { systemClock } from '../../server/services/clock';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { hashPassword } from '../../server/services/passwords';
import { recordSecurityEvent } from '../../server/services/security-events';
import { createUser } from '../../server/services/users';
import { E2E_DIR } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/research-screens';
import { storeDeviceRecord } from './support/session';

// Each test opens fresh browser contexts (a first visit installs the service worker) and hashes
// passwords with argon2: generous limits keep it steady on a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOTS = '/tmp/security-shots';
const PASSWORD = 'Old-password-2026!';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Account {
  email: string;
  phone: string;
  tokens: string[];
}

/** A verified account with a password, `devices` signed-in devices and `events` past events. */
async function accountWithPassword(label: string, devices = 2, events = 0): Promise<Account> {
  const database = openDatabase({
    databaseUrl: null,
    databaseSchema: null,
    dataDir: path.join(E2E_DIR, 'data'),
  });
  try {
    const suffix = `${Date.now()}`.slice(-7);
    const email = `${label}-${suffix}@e2e.test`;
    const phone = `+1555${suffix}`;
    const userId = await createUser(database.db, systemClock, {
      email,
      phone,
      passwordHash: await hashPassword(PASSWORD),
      roles: ['member'],
    });
    const now = new Date().toISOString();
    await database.db
      .updateTable('users')
      .set({ email_verified_at: now, phone_verified_at: now })
      .where('id', '=', userId)
      .execute();
    const tokens: string[] = [];
    for (let i = 0; i < devices; i += 1) {
      tokens.push(
        await issueDeviceToken(database.db, systemClock, {
          userId,
          deviceId: `e2e-security-${userId}-${i}`,
          uaHash: 'e2e',
          userAgent: i === 0 ? null : IPHONE,
        }),
      );
    }
    const kinds = ['sign_in', 'code_sent', 'sign_in_failed', 'code_failed'] as const;
    for (let i = 0; i < events; i += 1) {
      await recordSecurityEvent(database.db, systemClock, {
        userId,
        kind: kinds[i % kinds.length]!,
        origin: { address: `203.0.113.${i + 1}`, userAgent: IPHONE, deviceId: null },
      });
    }
    return { email, phone, tokens };
  } finally {
    await database.close();
  }
}

/** Waits until the service worker controls the page (its first activation may reload it). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** A page signed in with `token`, on Settings → Security. */
async function securityTab(
  browser: Browser,
  token: string,
  viewport = { width: 1440, height: 900 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceRecord(page, token, `e2e-security-${token.slice(0, 6)}`);
  await controlled(page);
  await page.goto('/settings');
  await page.getByTestId('settings-tab-security').click();
  await expect(page.getByTestId('security-devices')).toBeVisible();
  return page;
}

/** Closes the pages' contexts; a close that hangs on a busy machine does not fail the test. */
async function closeAll(pages: Page[]): Promise<void> {
  const closing = Promise.all(pages.map((page) => page.context().close()));
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

async function outboxBodies(page: Page, recipient: string): Promise<string[]> {
  const res = await page.request.get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`);
  return ((await res.json()) as { messages: { body: string }[] }).messages.map((m) => m.body);
}

test('a password change in one browser signs the other one out at its next call', async ({
  browser,
}) => {
  const account = await accountWithPassword('change');
  const [mine, theirs] = account.tokens as [string, string];
  const a = await securityTab(browser, mine);
  const b = await securityTab(browser, theirs);
  await expect(a.getByTestId('security-device-current')).toHaveCount(1);
  await expect(a.locator('[data-testid^="security-device-revoke-"]')).toHaveCount(1);

  // offline, the change is refused with a clear message and nothing is sent
  await a.context().setOffline(true);
  await a.getByTestId('security-password-current').fill(PASSWORD);
  await a.getByTestId('security-password-new').fill('New-password-2026!');
  await a.getByTestId('security-password-confirm').fill('New-password-2026!');
  await a.getByTestId('security-password-submit').click();
  await expect(a.getByTestId('security-password-error')).toHaveText(/You are offline/);
  await a.context().setOffline(false);

  // a wrong current password is refused, and A stays signed in
  await a.getByTestId('security-password-current').fill('Not-my-password-1!');
  await a.getByTestId('security-password-submit').click();
  await expect(a.getByTestId('security-password-error')).toHaveText(
    'Current password is incorrect.',
  );
  await expect(a.getByTestId('password-strength')).toHaveAttribute('data-score', '5');

  await a.getByTestId('security-password-current').fill(PASSWORD);
  await a.getByTestId('security-password-submit').click();
  await expect(a.getByTestId('security-password-done')).toHaveText(
    'Password changed. Your other devices were signed out.',
  );
  await expect(a.locator('[data-testid^="security-device-revoke-"]')).toHaveCount(0);
  await expect(
    a.getByTestId('security-events').locator('[data-kind="password_changed"]'),
  ).toBeVisible();

  // B's next call (opening a tab it has not loaded yet) is refused: B lands on the sign-in screen
  await b.getByTestId('settings-tab-referrals').click();
  await expect(b.getByTestId('view-login')).toBeVisible();
  // A is still signed in
  await a.reload();
  await expect(a.getByTestId('view-settings')).toBeVisible();
  await closeAll([a, b]);
});

test('forgot password: the emailed link sets a new password that then signs in', async ({
  page,
}) => {
  const account = await accountWithPassword('reset', 1);
  await page.goto('/signin');
  await controlled(page);
  await page.getByTestId('sign-in-forgot').click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByTestId('password-reset-email').fill(account.email);
  await page.getByTestId('password-reset-request').click();
  await expect(page.getByTestId('password-reset-sent')).toHaveText(
    /^If an account uses that email/,
  );

  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outboxBodies(page, account.email)).find((b) => b.includes('reset'));
      link = /\/reset-password\?token=[\w-]+/.exec(mail ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByTestId('password-reset-title')).toHaveText('Choose a new password');
  await page.getByTestId('password-reset-new').fill('short');
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '0');
  await page.getByTestId('password-reset-confirm').fill('short');
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByTestId('password-reset-error')).toHaveText(
    'Password must be at least 8 characters.',
  );
  await page.getByTestId('password-reset-new').fill('Reset-password-2026!');
  await page.getByTestId('password-reset-confirm').fill('Reset-password-2026!');
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByTestId('password-reset-done')).toHaveText(
    'Your password was reset. Sign in with your new password.',
  );
  // the link worked once
  await page.goto(link);
  await page.getByTestId('password-reset-new').fill('Another-password-2026!');
  await page.getByTestId('password-reset-confirm').fill('Another-password-2026!');
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByTestId('password-reset-error')).toHaveText(
    'This reset link is invalid, used or expired. Request a new one.',
  );

  await page.getByTestId('password-reset-back').click();
  await page.getByTestId('sign-in-identifier').fill(account.email);
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-in-error')).toHaveText('Invalid email or password');
  const seen = new Set(await outboxBodies(page, account.phone));
  await page.getByTestId('sign-in-password').fill('Reset-password-2026!');
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('two-factor')).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const fresh = (await outboxBodies(page, account.phone)).find((b) => !seen.has(b));
      code = /\b(\d{6})\b/.exec(fresh ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await page.getByTestId('two-factor-code').fill(code);
  await page.getByTestId('two-factor-submit').click();
  await expect(page.getByTestId('view-home')).toBeVisible();
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`the Security tab at ${size.width}x${size.height}: devices, activity paged, axe`, async ({
    browser,
  }) => {
    const account = await accountWithPassword(`look-${size.name}`, 2, 25);
    const page = await securityTab(browser, account.tokens[0]!, size);
    const events = page.getByTestId('security-events').locator('[data-testid^="security-event-"]');
    await expect(events.filter({ has: page.getByTestId('security-event-kind') })).toHaveCount(20);
    // the devices card does not move once the activity below it has loaded
    const before = await page.getByTestId('security-devices').boundingBox();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('security-devices').boundingBox()).toEqual(before);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/security-${size.name}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/security-${size.name}-first-screen.png` });
    await expectNoSeriousAxeViolations(page, '[data-testid="security-tab"]');

    await page.getByTestId('security-events-more').click();
    await expect(events.filter({ has: page.getByTestId('security-event-kind') })).toHaveCount(25);
    await expect(page.getByTestId('security-events-more')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/security-${size.name}-more.png`, fullPage: true });

    // sign the iPhone out from here
    const iphone = page.locator('[data-testid^="security-device-revoke-"]');
    await expect(iphone).toHaveAccessibleName('Sign out Safari on iPhone');
    await iphone.click();
    await expect(iphone).toHaveCount(0);
    await expect(
      page.getByTestId('security-events').locator('[data-kind="device_signed_out"]'),
    ).toBeVisible();
    await closeAll([page]);
  });
}
