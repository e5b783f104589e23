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
    // the cards are ordered by pick count, which grows while the slate pages in: star once the
    // order has settled, so a card does not move away between finding it and tapping it
    await expect(page.getByTestId('handicappers-list')).toHaveAttribute('aria-busy', 'false', {
      timeout: 30_000,
    });
    // the list is virtual: the cards above unmount as it scrolls, so each time the next card to
    // star is the first one shown whose star is off
    const unstarred = page
      .getByTestId('handicapper-card')
      .filter({ has: page.locator('[data-testid="handicapper-favorite"][aria-pressed="false"]') })
      .first();
    await expect(unstarred).toBeVisible({ timeout: 20_000 });
    const starred: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = (await unstarred.getAttribute('data-handicapper-id'))!;
      const star = page
        .locator(`[data-testid="handicapper-card"][data-handicapper-id="${id}"]`)
        .getByTestId('handicapper-favorite');
      await star.scrollIntoViewIfNeeded();
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      starred.push(id);
    }
    const sixthId = (await unstarred.getAttribute('data-handicapper-id'))!;
    expect(starred).not.toContain(sixthId);
    const sixth = page.locator(
      `[data-testid="handicapper-card"][data-handicapper-id="${sixthId}"]`,
    );
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
