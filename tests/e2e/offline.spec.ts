// Offline: once the service worker controls the page, the app reloads and navigates without a network.
import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('the installed app renders and navigates offline', async ({ page, context }) => {
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await expect(page.getByTestId('view-home')).toBeVisible();
  const slateOnline = await page.getByTestId('slate-date').first().innerText();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('view-home')).toBeVisible();
  // the slate date comes back from the service worker's store, not the network
  await expect(page.getByTestId('slate-date').first()).toHaveText(slateOnline);

  await page.getByTestId('nav-bet-tracking').first().click();
  await expect(page.getByTestId('view-bet-tracking')).toBeVisible();
  await page.getByTestId('nav-settings').first().click();
  await expect(page.getByTestId('view-settings')).toBeVisible();

  // a cold navigation to another path is answered by the service worker too
  await page.goto('/upgrade');
  await expect(page.getByTestId('view-upgrade')).toBeVisible();
  await page.goto('/add-picks');
  await expect(page.getByTestId('view-add-picks')).toBeVisible();
  await context.setOffline(false);
});
