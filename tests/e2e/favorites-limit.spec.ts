// The 6th favourite is refused where the bettor tapped: the message sits in the card whose star was
// tapped (not thousands of pixels above it), is announced (role alert), and nothing is starred.
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './support/picks-browser';
import { signInAs, tokenFor } from './support/session';

test('a refused 6th favourite is told beside its star, at 390x844', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // the admin starts with no favourites (other specs may have left some); they are put back after
  const headers = { 'x-device-token': tokenFor('admin') };
  const before = (
    (await (await request.get('/api/favorites', { headers })).json()) as {
      favorites: number[];
    }
  ).favorites;
  const setFavorites = async (favorites: number[]) =>
    expect((await request.post('/api/favorites', { headers, data: { favorites } })).ok()).toBe(
      true,
    );
  await setFavorites([]);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await signInAs(page, 'admin');
    await waitForServiceWorker(page);
    await page.goto('/add-picks');
    await page.getByTestId('view-by-handicappers').click();
    const cards = page.getByTestId('handicapper-card');
    await expect(cards.nth(6)).toBeVisible({ timeout: 20_000 });

    for (let i = 0; i < 5; i += 1) {
      const star = cards.nth(i).getByTestId('handicapper-favorite');
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
    }
    const sixth = cards.nth(5);
    const star = sixth.getByTestId('handicapper-favorite');
    await star.scrollIntoViewIfNeeded();
    await star.click();
    const message = sixth.getByTestId('favorites-limit');
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('favorites-limit')).toHaveCount(1);
    const [starBox, messageBox] = await Promise.all([star.boundingBox(), message.boundingBox()]);
    expect(Math.abs(messageBox!.y - starBox!.y), 'the message is beside the star').toBeLessThan(
      300,
    );
  } finally {
    // leave the account's favourites as they were, whatever happened (the profile spec stars too)
    await context.close();
    await setFavorites(before);
  }
});
