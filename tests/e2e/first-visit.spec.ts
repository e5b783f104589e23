// A visitor's first visit (issue [N] item 5): the splash over the sign-in hero paints from the
// HTML before any script (and the server's CSP lets its styles apply), and the app carries the
// splash on into the sign-in card without a 'Loading...' screen in between.
import { expect, test } from '@playwright/test';
import { LOGIN_PITCH } from '../../src/features/auth/login-pitch';

test('the first frame paints from the HTML alone, styled', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/dashboard');
  const frame = page.locator('[data-first-frame]');
  await expect(frame.locator('.login-pitch')).toHaveText(LOGIN_PITCH);
  // the entry stylesheet applied (an inline style would be refused by the CSP): the splash covers
  // the window, the hero sentence sits under it at its own size
  const splash = page.locator('#first-splash');
  await expect(splash).toHaveCSS('position', 'fixed');
  await expect(splash.locator('.splash-logo')).toBeVisible();
  await expect(frame.locator('.login-pitch')).toHaveCSS('max-width', /px$/);
  await context.close();
});

test('a visitor goes from the first frame through the splash to the card, never "Loading..."', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { loading: false, splash: false };
    (window as unknown as { firstVisit: typeof seen }).firstVisit = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="view-loading"]')) seen.loading = true;
      if (document.querySelector('[data-testid="splash"]')) seen.splash = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('view-login')).toBeVisible();
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  // the splash carried on from the first frame and is gone after its cap and fade
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('[data-first-frame]')).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { firstVisit: { loading: boolean; splash: boolean } }).firstVisit,
  );
  expect(seen).toEqual({ loading: false, splash: true });
  await expect(page.getByTestId('login-title')).toBeVisible();
});
