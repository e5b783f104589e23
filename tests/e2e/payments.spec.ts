// Upgrade and payments as a bettor meets them, on the sandbox provider with nothing configured:
// a new free user signs up, pays with the 4242 test card on the sandbox's hosted page, comes back
// to the success toast and opens the picks without a reload; a declined card shows the failure
// toast and leaves the user free; a returning member sees their access date and payment history.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshAccount, storeDeviceToken } from './support/fresh-account';
import { screenshot } from './support/screenshots';
import { sentCode, sentMessages } from './support/message-outbox';

// Lazy chunks, argon2 and the webhook share a loaded machine with other suites: wait longer.
const expect = baseExpect.configure({ timeout: 15_000 });
const PASSWORD = 'Paying-bettor-2026!';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SUCCESS_TOAST = 'Welcome to the product Early Access! Your subscription is now active.';
const FAILURE_TOAST = 'Payment failed for Early Access. Please try again or contact support.';
/** The toast container loads with the first toast: give a busy machine time to fetch it. */
const TOAST_WAIT = { timeout: 15_000 };

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

/** Signs up through the screens (phone code, email link, sign-in, second factor): a free user. */
async function signUp(page: Page): Promise<string> {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7);
  const phone = `+1557${suffix}`;
  const email = `payer${suffix}@example.com`;
  await page.goto('/signup');
  await page.getByTestId('sign-up-phone').fill(phone);
  await page.getByTestId('sign-up-primary').click();
  await page.getByTestId('sign-up-code').fill(await sentCode(page.request, phone, 1));
  await page.getByTestId('sign-up-primary').click();
  await page.getByTestId('sign-up-email').fill(email);
  await page.getByTestId('sign-up-password').fill(PASSWORD);
  await page.getByTestId('sign-up-confirm').fill(PASSWORD);
  await page.getByTestId('sign-up-continue').click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const [mail = ''] = await sentMessages(page.request, email);
  await page.goto(/\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail)?.[0] ?? '');
  await page.goto('/signin');
  await page.getByTestId('sign-in-identifier').fill(email);
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('two-factor-code').fill(await sentCode(page.request, phone, 2));
  await page.getByTestId('two-factor-submit').click();
  await expect(page.getByTestId('view-home')).toBeVisible();
  return email;
}

/** A free account made in the server's database and stored as this browser's device. */
async function freeUser(page: Page, label: string) {
  const account = await freshAccount(label, []);
  await page.goto('/dashboard');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceToken(page, account);
  await page.reload();
  // Home's chunk may take a while on a busy machine
  await expect(page.getByTestId('upsell')).toBeVisible({ timeout: 15_000 });
  return account;
}

/** 'Start Membership' on /upgrade, to the sandbox's hosted checkout page. */
async function openCheckout(page: Page) {
  await page.goto('/upgrade');
  await expect(page.getByTestId('upgrade-price')).toContainText('$45');
  await page.getByTestId('upgrade-start').click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toContainText('45');
  const pending = await page.evaluate(() => localStorage.getItem('pending_upgrade'));
  // the record was written on our origin before the redirect; the sandbox page shares the origin
  expect(JSON.parse(pending ?? '{}')).toMatchObject({ plan: 'early_access', amount_cents: 4500 });
}

async function payWith(page: Page, card: string) {
  await page.getByTestId('sandbox-card-number').fill(card);
  await page.getByTestId('sandbox-expiry').fill('12 / 34');
  await page.getByTestId('sandbox-cvc').fill('123');
  await page.getByTestId('sandbox-pay').click();
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-testid="view-upgrade"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// The first test walks a whole sign-up (argon2 twice) on a shared machine.
test.describe.configure({ timeout: 120_000 });

test('a new free user upgrades with 4242, sees the success toast and opens the picks', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page);
  await expect(page.getByTestId('upsell')).toBeVisible();
  await page.goto('/upgrade');
  await expect(page.getByTestId('upgrade-start')).toHaveText('Start Membership');
  await screenshot(page, 'payments-upgrade-desktop', true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await openCheckout(page);
  await payWith(page, '4242 4242 4242 4242');

  // back home, verified, the profile refreshed: the toast, the query gone, the record gone
  await expect(toast(page, SUCCESS_TOAST)).toBeVisible(TOAST_WAIT);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('pending_upgrade'))).toBeNull();
  await screenshot(page, 'payments-success-toast-desktop');

  // no reload: the paid screens unlock in place
  await expect(page.getByTestId('upsell')).toHaveCount(0);
  await page.getByTestId('my-picks-empty-add').click();
  await expect(page).toHaveURL(/\/add-picks$/);
  await expect(page.getByTestId('picks-list')).toBeVisible();
  await expect(page.getByTestId('upsell')).toHaveCount(0);
});

test('a declined card shows the sandbox error, then the failure toast, and the user stays free', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await freeUser(page, 'declined');
  await page.goto('/upgrade');
  await expect(page.getByTestId('upgrade-start')).toBeEnabled();
  await screenshot(page, 'payments-upgrade-phone', true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // offline, checkout says it needs a connection instead of failing
  await context.setOffline(true);
  await expect(page.getByTestId('upgrade-offline')).toContainText('Checkout needs a connection');
  await expect(page.getByTestId('upgrade-start')).toBeDisabled();
  await screenshot(page, 'payments-upgrade-offline-phone', true);
  await context.setOffline(false);
  await expect(page.getByTestId('upgrade-start')).toBeEnabled();

  await openCheckout(page);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('sandbox-error')).toBeVisible();
  await page.getByTestId('sandbox-return').click();

  await expect(toast(page, FAILURE_TOAST)).toBeVisible(TOAST_WAIT);
  expect(await page.evaluate(() => localStorage.getItem('pending_upgrade'))).toBeNull();
  expect(new URL(page.url()).search).toBe('');
  await screenshot(page, 'payments-failure-toast-phone');
  await page.goto('/add-picks');
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByTestId('upgrade-start')).toBeEnabled();
});

test('a returning member sees their access date on /upgrade and the payment in Billing', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  await freeUser(page, 'returning');
  await openCheckout(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(toast(page, SUCCESS_TOAST)).toBeVisible(TOAST_WAIT);

  // a later visit, in a new tab
  await page.close();
  const later = await context.newPage();
  await later.setViewportSize(DESKTOP);
  await later.goto('/upgrade');
  const access = later.getByTestId('upgrade-access-until');
  await expect(access).toContainText(/^You have access until \w{3} \d{1,2}, \d{4}$/, {
    timeout: 15_000,
  });
  await expect(later.getByTestId('upgrade-start')).toHaveCount(0);
  await screenshot(later, 'payments-upgrade-member-desktop', true);

  await later.goto('/settings');
  await later.getByTestId('settings-tab-billing').click();
  await expect(later.getByTestId('billing-access-until')).toContainText(/\d{4}/);
  await expect(later.getByTestId('billing-renewal')).toHaveText('One-time payment, no renewal');
  const row = later.locator('tr[data-testid^="billing-payment-"]').filter({ hasText: 'Paid' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('billing-payment-amount')).toHaveText('$45');
  await screenshot(later, 'payments-billing-desktop', true);
  await later.setViewportSize(PHONE);
  // the phone layout, without the sidebar sliding shut from the desktop one
  await later.reload();
  await later.getByTestId('settings-tab-billing').click();
  await expect(later.getByTestId('billing-history')).toBeVisible();
  await screenshot(later, 'payments-billing-phone', true);
});
