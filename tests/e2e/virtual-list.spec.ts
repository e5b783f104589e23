// The virtual list (issue [N] item 7): only the rows near the viewport are in the DOM, yet the
// whole slate scrolls by to 'No more picks.', even in a fast scroll that outruns the data worker's
// paging (the end shows only once every qualified pick was drawn); Tab follows the cards in
// reading order, and each View By tab comes back where it was left. tests/bench/list-scroll.ts
// measures the same list on a slate day of 860+ picks, with long tasks.
import { expect, test, type Page } from '@playwright/test';
import { memberHeaders, waitForServiceWorker } from './support/picks-browser';
import { signInAs } from './support/session';

const DOM_BUDGET = 1500;

/** Elements in the whole document, and the pick cards drawn, in DOM order. */
function domState(page: Page) {
  return page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    ids: [...document.querySelectorAll('[data-testid="pick-card"]')].map(
      (card) => card.getAttribute('data-pick-id') ?? '',
    ),
    ended: document.querySelector('[data-testid="picks-no-more"]') !== null,
    atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
  }));
}

async function openPicks(page: Page): Promise<void> {
  await signInAs(page, 'member');
  await waitForServiceWorker(page);
  await page.goto('/add-picks');
  await expect(page.getByTestId('pick-card').first()).toBeVisible({ timeout: 15_000 });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width}x${viewport.height}: the whole slate scrolls by under ${DOM_BUDGET} elements`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const summary = (await (
      await request.get('/api/picks/summary', { headers: memberHeaders() })
    ).json()) as { total_qualified: number };
    expect(
      summary.total_qualified,
      'the e2e slate has more picks than fit a screen',
    ).toBeGreaterThan(100);
    await openPicks(page);

    const seen = new Set<string>();
    let most = 0;
    let endSeenAt: number | null = null;
    // a fast scroll: the data worker pages the lower confidence tiers in behind it, the list shows
    // its loading state at the last pick fetched so far, and 'No more picks.' only at the real end
    for (let step = 0; step < 3000; step += 1) {
      await page.mouse.wheel(0, 700);
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const state = await domState(page);
      most = Math.max(most, state.elements);
      for (const id of state.ids) seen.add(id);
      if (state.ended && state.atEnd) {
        endSeenAt = seen.size;
        break;
      }
      // at the last pick fetched so far: the list shows its loading state until the next come in
      if (state.atEnd) await page.waitForTimeout(100);
    }
    await expect(page.getByTestId('picks-no-more')).toBeInViewport();
    await expect(page.getByTestId('picks-no-more')).toHaveText('No more picks.');
    await expect(page.getByTestId('picks-loading-more')).toHaveCount(0);
    expect(most, 'DOM elements at the most while scrolling').toBeLessThan(DOM_BUDGET);
    // every qualified pick was drawn on the way down: the first end the scroll reached was the real one
    expect(endSeenAt, "picks drawn when the scroll first reached 'No more picks.'").toBe(
      summary.total_qualified,
    );
    expect(seen.size).toBe(summary.total_qualified);
    const drawn = (await domState(page)).ids.length;
    expect(drawn, 'only the rows near the viewport are drawn').toBeLessThan(60);
  });
}

test('Tab follows the cards in reading order past the rows first drawn', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPicks(page);
  const firstDrawn = (await domState(page)).ids;
  await page.getByTestId('pick-card-player').first().focus();
  const order: string[] = [];
  const rows: number[] = [];
  for (let press = 0; press < 80; press += 1) {
    const at = await page.evaluate(() => {
      const card = document.activeElement?.closest('[data-testid="pick-card"]');
      return card
        ? {
            id: card.getAttribute('data-pick-id')!,
            top: card.getBoundingClientRect().top + window.scrollY,
          }
        : null;
    });
    expect(at, 'focus stays on a pick card').not.toBeNull();
    if (order.at(-1) !== at!.id) {
      order.push(at!.id);
      rows.push(at!.top);
    }
    await page.keyboard.press('Tab');
  }
  // the cards focused, in order, are the list's order: each card once, never going back up
  expect(new Set(order).size).toBe(order.length);
  for (let i = 1; i < rows.length; i += 1) expect(rows[i]!).toBeGreaterThanOrEqual(rows[i - 1]!);
  expect(order.length, 'Tab reached cards not drawn at first').toBeGreaterThan(firstDrawn.length);
  expect(order.slice(0, firstDrawn.length)).toEqual(firstDrawn);
});

// At 1440x900, where View By stays on screen in the sticky toolbar (a phone scrolls back up to it)
test('each View By tab comes back where it was left', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPicks(page);
  for (let step = 0; step < 8; step += 1) await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  await page.waitForTimeout(300);
  const picksY = await page.evaluate(() => window.scrollY);
  const picksTop = await firstCardInView(page, 'pick-card');

  await page.getByTestId('view-by-handicappers').click();
  await expect(page.getByTestId('handicapper-card').first()).toBeVisible({ timeout: 10_000 });
  for (let step = 0; step < 4; step += 1) await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  await page.waitForTimeout(300);
  const handicappersY = await page.evaluate(() => window.scrollY);
  const handicapperTop = await firstCardInView(page, 'handicapper-card');

  await page.getByTestId('view-by-picks').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(picksY);
  await expect.poll(() => firstCardInView(page, 'pick-card')).toBe(picksTop);
  await page.getByTestId('view-by-handicappers').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(handicappersY);
  await expect.poll(() => firstCardInView(page, 'handicapper-card')).toBe(handicapperTop);
});

/** The id of the first card whose top is inside the viewport (below the sticky bars). */
function firstCardInView(page: Page, testId: 'pick-card' | 'handicapper-card') {
  return page.evaluate((testId) => {
    const attribute = testId === 'pick-card' ? 'data-pick-id' : 'data-handicapper-id';
    const cards = [...document.querySelectorAll(`[data-testid="${testId}"]`)];
    const card = cards.find((c) => {
      const { top, height } = c.getBoundingClientRect();
      return height > 0 && top >= 150;
    });
    return card?.getAttribute(attribute) ?? null;
  }, testId);
}
