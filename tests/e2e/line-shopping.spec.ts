// Line shopping (issue [M]): a card shows its best price and the book that has it; the detail's
// 'Prices' card lists every book quoting the pick with the best one marked, and that best row is
// the card's price and book (one number on every screen); the API agrees.
import { expect, test } from '@playwright/test';
import {
  averageClvText,
  beatCloseText,
  type ClosingLineSummary,
} from '../../src/domain/handicappers/closing-line-summary';
import { memberHeaders } from './support/picks-browser';
import { screenshot } from './support/screenshots';
import { signInAs } from './support/session';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the card's best price is the detail's best row at ${viewport.width}x${viewport.height}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signInAs(page, 'member');
    await page.goto('/add-picks');
    const card = page.getByTestId('pick-card').first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    const id = await card.getAttribute('data-pick-id');
    const cardOdds = (await card.getByTestId('pick-card-odds').innerText()).trim();
    const cardBook = (await card.getByTestId('pick-card-book').innerText()).trim();
    expect(cardBook).not.toBe('');
    await screenshot(page, `pick-card-price-${viewport.width}`);

    await card.getByTestId('pick-card-player').click();
    const market = page.getByTestId('pick-detail').getByTestId('market');
    await expect(market).toHaveAttribute('data-state', 'ok', { timeout: 15_000 });
    const rows = market.getByTestId('market-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    const best = market.locator('[data-testid="market-row"][data-best="true"]');
    await expect(best).toHaveCount(1);
    await expect(best).toHaveAttribute('data-book', cardBook);
    await expect(best.getByTestId('market-row-price')).toHaveText(cardOdds);
    await expect(market.getByTestId('market-best')).toContainText(`${cardOdds} at ${cardBook}`);
    await expect(market.getByTestId('market-fair')).toContainText('%');
    await market.scrollIntoViewIfNeeded();
    await screenshot(page, `line-shopping-${viewport.width}`);

    // the API's market for the same pick names the same book
    const reply = await request.get(`/api/picks/${id}/market`, { headers: memberHeaders() });
    expect(reply.status()).toBe(200);
    const body = (await reply.json()) as { best: { book: string } };
    expect(body.best.book).toBe(cardBook);
  });
}

test("a handicapper's closing line value is the API's, in the header and the calibration card", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const reply = await request.get('/api/handicappers/1', { headers: memberHeaders() });
  const clv = ((await reply.json()) as { handicapper: { closing_line: ClosingLineSummary } })
    .handicapper.closing_line;
  expect(clv.picks).toBeGreaterThan(0);
  await signInAs(page, 'member');
  await page.goto('/handicapper-profile?id=1');
  await expect(page.getByTestId('handicapper-clv')).toHaveText(averageClvText(clv)!);
  await expect(page.getByTestId('calibration-clv-average')).toHaveText(averageClvText(clv)!);
  await expect(page.getByTestId('calibration-beat-close')).toHaveText(beatCloseText(clv)!);
  await expect(page.getByTestId('calibration-clv')).toContainText(`${clv.picks} picks`);
  await screenshot(page, 'handicapper-clv-390');
});
