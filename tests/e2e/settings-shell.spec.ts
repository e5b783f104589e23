// Account Settings (issue [J]): each of the five tabs opens at phone and desktop sizes with no
// serious axe violation; offline after one online visit the tabs show the last loaded values with
// the offline note; odds format → decimal shows at once on a pick card; a preference saved offline
// reaches the server when the connection returns.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshAccount, storeDeviceToken, type FreshAccount } from './support/fresh-account';
import { waitForServiceWorker } from './support/picks-browser';
import AxeBuilder from '@axe-core/playwright';

// the settings route is a lazy chunk, and this machine is shared: give first paints room
const expect = baseExpect.configure({ timeout: 15_000 });

const TABS = ['profile', 'preferences', 'billing', 'referrals', 'security'] as const;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shell-shots';

async function signedIn(page: Page, label: string, roles: string[] = ['member']) {
  const account = await freshAccount(label, roles);
  await page.goto('/signin');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceToken(page, account);
  await page.goto('/dashboard');
  await expect(page.getByTestId('view-home')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorker(page);
  return account;
}

async function openTab(page: Page, tab: (typeof TABS)[number]) {
  await page.getByTestId(`settings-tab-${tab}`).click();
  const panel = page.getByTestId(`settings-panel-${tab}`);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId(`settings-loading-${tab}`)).toHaveCount(0, { timeout: 10_000 });
  return panel;
}

/** Serious and critical axe violations on the settings view, named by the tab open. */
async function seriousAxeViolations(page: Page, tab: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-testid="view-settings"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${tab}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function serverPreferences(request: APIRequestContext, account: FreshAccount) {
  const reply = await request.get('/api/settings/preferences', {
    headers: { 'x-device-token': account.token },
  });
  return ((await reply.json()) as { preferences: Record<string, unknown> }).preferences;
}

for (const size of SIZES) {
  test(`every tab opens at ${size.width}x${size.height}, with no serious axe violation`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signedIn(page, `settings-${size.name}`, []);
    await page.goto('/settings');
    await expect(page.getByTestId('settings-tab-profile')).toHaveAttribute('aria-selected', 'true');
    const violations: string[] = [];
    for (const tab of TABS) {
      const panel = await openTab(page, tab);
      await expect(page.getByTestId(`settings-tab-${tab}`)).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // only the open tab's panel shows
      await expect(page.locator('[role="tabpanel"]:visible')).toHaveCount(1);
      if (tab === 'preferences') {
        await expect(panel.getByTestId('prefs-odds-american')).toBeChecked();
        await expect(panel.getByTestId('prefs-session-duration')).toHaveValue('720');
      }
      if (tab === 'billing') {
        await expect(panel.getByTestId('billing-plan')).toHaveText('Free');
        await expect(panel.getByTestId('billing-no-payments')).toHaveText('No payments yet');
        await expect(panel.getByTestId('billing-upgrade')).toHaveAttribute('href', '/upgrade');
      }
      await page.screenshot({ path: `${SHOTS}/${size.name}-${tab}.png`, fullPage: true });
      violations.push(...(await seriousAxeViolations(page, tab)));
    }
    expect(violations).toEqual([]);
  });
}

test('offline after one online visit: the last loaded values, with the offline note', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const account = await signedIn(page, 'settings-offline');
  // a saved choice, so the offline page has something of its own to show
  await page.request.post('/api/settings/preferences', {
    headers: { 'x-device-token': account.token },
    data: { default_league: 'NHL', bankroll: 321 },
  });
  await page.goto('/settings');
  await openTab(page, 'preferences');
  await expect(page.getByTestId('prefs-bankroll')).toHaveValue('321');
  await openTab(page, 'billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Member');

  await context.setOffline(true);
  await page.reload();
  await openTab(page, 'preferences');
  await expect(page.getByTestId('settings-offline-preferences')).toContainText("You're offline");
  await expect(page.getByTestId('prefs-bankroll')).toHaveValue('321');
  await expect(page.getByTestId('prefs-default-league')).toHaveValue('NHL');
  await expect(page.getByTestId('prefs-session-duration')).toBeDisabled();
  await openTab(page, 'billing');
  await expect(page.getByTestId('settings-offline-billing')).toBeVisible();
  await expect(page.getByTestId('billing-plan')).toHaveText('Member');
  await page.screenshot({ path: `${SHOTS}/offline-billing.png` });
  await context.setOffline(false);
});

test('odds format → decimal shows at once on a pick card', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'settings-odds');
  await page.goto('/add-picks');
  const odds = page.getByTestId('pick-card').first().getByTestId('pick-card-odds');
  await expect(odds).toHaveText(/^[+-]\d{3,}$/, { timeout: 15_000 });
  const american = Number(await odds.innerText());

  await page.getByTestId('nav-settings').click();
  await openTab(page, 'preferences');
  await page.getByTestId('prefs-odds-decimal').check();
  await expect(page.getByTestId('preferences-status')).toHaveText(/^Saved/);
  await page.getByTestId('nav-back').click();
  await expect(page).toHaveURL(/\/add-picks/);
  const decimal = american > 0 ? 1 + american / 100 : 1 + 100 / Math.abs(american);
  await expect(odds).toHaveText(decimal.toFixed(2));
});

test('a preference saved offline reaches the server on reconnect', async ({ page, context }) => {
  test.setTimeout(120_000);
  const account = await signedIn(page, 'settings-outbox');
  await page.goto('/settings');
  await openTab(page, 'preferences');
  await context.setOffline(true);
  await expect(page.getByTestId('settings-offline-preferences')).toBeVisible();
  await page.getByTestId('prefs-odds-decimal').check();
  await page.getByTestId('prefs-reduced-motion').check();
  await expect(page.getByTestId('preferences-status')).toHaveText(/^Saved on this device/);
  expect(await serverPreferences(page.request, account)).toMatchObject({
    odds_format: 'american',
    reduced_motion: false,
  });
  await context.setOffline(false);
  await expect
    .poll(async () => serverPreferences(page.request, account), { timeout: 20_000 })
    .toMatchObject({ odds_format: 'decimal', reduced_motion: true });
  // reduced motion applied to the page at once, and remembered on the device
  await expect(page.locator('html')).toHaveAttribute('data-reduced-motion', '');
});
