// Every path of the route table lands where the spec says, for each kind of account.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

const VIEW_TEST_IDS: Record<string, string> = {
  '/dashboard': 'view-home',
  '/bet-tracking': 'view-bet-tracking',
  '/settings': 'view-settings',
  '/add-picks': 'view-add-picks',
  '/upgrade': 'view-upgrade',
  '/checkout': 'view-checkout',
  '/admin': 'view-admin',
  '/handicapper-profile': 'view-handicapper-profile',
};

async function expectLanding(page: Page, from: string, landsOn: string) {
  await page.goto(from);
  await expect(page).toHaveURL(new RegExp(`${landsOn.replace(/\//g, '\\/')}$`));
  await expect(page.getByTestId(VIEW_TEST_IDS[landsOn] ?? 'missing')).toBeVisible();
}

test.describe('signed in as a paid member', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'member');
  });

  const table: Array<[string, string]> = [
    ['/', '/dashboard'],
    ['/signin', '/dashboard'],
    ['/signup', '/dashboard'],
    ['/dashboard', '/dashboard'],
    ['/bet-tracking', '/bet-tracking'],
    ['/settings', '/settings'],
    ['/add-picks', '/add-picks'],
    ['/upgrade', '/upgrade'],
    ['/checkout', '/checkout'],
    ['/admin', '/dashboard'],
    ['/handicapper-profile', '/handicapper-profile'],
    ['/no/such/page', '/dashboard'],
  ];
  for (const [from, to] of table) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await expectLanding(page, from, to);
    });
  }

  test('the Bet Tracking teaser says coming soon and shows its preview image', async ({ page }) => {
    await page.goto('/bet-tracking');
    const view = page.getByTestId('view-bet-tracking');
    await expect(view.getByRole('heading', { name: 'Bet Tracking' })).toBeVisible();
    await expect(view).toContainText(/coming soon/i);
    const image = view.locator('img');
    await expect(image).toBeVisible();
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
  });

  test('back and forward move through the navigation history, mouse buttons too', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByTestId('nav-bet-tracking').first().click();
    await expect(page.getByTestId('view-bet-tracking')).toBeVisible();
    await page.getByTestId('nav-settings').first().click();
    await expect(page.getByTestId('view-settings')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('view-bet-tracking')).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(new MouseEvent('mouseup', { button: 3, bubbles: true })),
    );
    await expect(page.getByTestId('view-home')).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(new MouseEvent('mouseup', { button: 4, bubbles: true })),
    );
    await expect(page.getByTestId('view-bet-tracking')).toBeVisible();
  });

  test('the header shows the slate date from the server through the data worker', async ({
    page,
    request,
  }) => {
    const { date } = (await (await request.get('/api/settings/date')).json()) as { date: string };
    const [y, m, d] = date.split('-').map(Number);
    const label = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
    }).format(new Date(Date.UTC(y!, m! - 1, d!)));
    await page.goto('/dashboard');
    await expect(page.getByTestId('slate-date').first()).toContainText(label);
  });
});

test.describe('signed in as a free user', () => {
  test('/add-picks redirects to /upgrade and /admin to /dashboard', async ({ page }) => {
    await signInAs(page, 'free');
    await expectLanding(page, '/add-picks', '/upgrade');
    await expectLanding(page, '/admin', '/dashboard');
  });

  test('home shows the premium upsell instead of My Picks', async ({ page }) => {
    await signInAs(page, 'free');
    await page.goto('/dashboard');
    await expect(page.getByText('Unlock Premium Picks')).toBeVisible();
    await page
      .getByRole('button', { name: 'Upgrade Now' })
      .or(page.getByRole('link', { name: 'Upgrade Now' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/upgrade$/);
  });
});

test.describe('signed in as an admin', () => {
  test('/admin opens the admin page and the sidebar has an Admin entry', async ({ page }) => {
    await signInAs(page, 'admin');
    await expectLanding(page, '/admin', '/admin');
    await expect(page.getByTestId('nav-admin').first()).toBeAttached();
  });
});

test.describe('signed out', () => {
  test('every view shows the sign-in screen, and /signup selects the sign-up mode', async ({
    page,
  }) => {
    await page.goto('/add-picks');
    await expect(page.getByTestId('view-login')).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByTestId('view-login')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
