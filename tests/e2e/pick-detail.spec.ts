// The pick detail dialog: opened from a handicapper's Recent Picks, it shows game logs, both
// charts drawn, the research cards filled; closes by Escape with focus back on the card; reads
// the same offline; an avatar opens that expert's profile.
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  paintedPixels,
  signedInControlled,
} from './support/research-screens';

const ALGO_PROFILE = '/handicapper-profile?id=1';

// Leagues whose players have many logs; one of them is in season on any date (MLB from spring to
// autumn, NBA and NHL from autumn to spring).
const DAILY_LEAGUE = /MLB|(?<!W)NBA|NHL/;

async function openDailyLeaguePick(page: Page, pickId?: string) {
  await page.goto(ALGO_PROFILE);
  const cards = page.getByTestId('handicapper-recent-pick');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const card = pickId
    ? page.locator(`[data-testid="handicapper-recent-pick"][data-pick-id="${pickId}"]`)
    : cards.filter({ hasText: DAILY_LEAGUE }).first();
  const id = await card.getAttribute('data-pick-id');
  await card.getByRole('button').first().click();
  const dialog = page.getByTestId('pick-detail');
  await expect(dialog).toBeVisible();
  return { dialog, id: id ?? '' };
}

async function readDetail(page: Page) {
  const dialog = page.getByTestId('pick-detail');
  await expect(dialog.getByTestId('game-log-row').first()).toBeVisible();
  await expect(dialog.getByTestId('recent-chart')).toBeVisible();
  expect(await paintedPixels(dialog.getByTestId('recent-chart'))).toBeGreaterThan(500);
  for (const n of [1, 3]) {
    await expect(dialog.getByTestId(`research-card-${n}`)).toHaveAttribute(
      'data-pending',
      'false',
      {
        timeout: 10_000,
      },
    );
  }
  await expect(dialog.locator('[data-pending="true"]')).toHaveCount(0, { timeout: 10_000 });
  const research = await dialog.locator('[data-testid^="research-card-"]').allInnerTexts();
  const logs = await dialog.getByTestId('game-log-row').allInnerTexts();
  await dialog.getByTestId('chart-tab-distribution').click();
  await expect(dialog.getByTestId('distribution-chart')).toBeVisible();
  expect(await paintedPixels(dialog.getByTestId('distribution-chart'))).toBeGreaterThan(500);
  const breakEvens = await dialog.locator('[data-testid^="break-even-"]').allInnerTexts();
  await dialog.getByTestId('chart-tab-recent').click();
  return {
    player: await dialog.getByTestId('pick-detail-player').innerText(),
    bet: await dialog.getByTestId('pick-detail-bet-type').innerText(),
    logs,
    research,
    breakEvens,
  };
}

test('a pick shows logs, both charts and research, and reads the same offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedInControlled(page);
  const { dialog, id } = await openDailyLeaguePick(page);
  const online = await readDetail(page);
  expect(online.logs.length).toBeGreaterThan(1);
  expect(online.logs.length).toBeLessThanOrEqual(12);
  expect(online.research).toHaveLength(7);
  expect(online.research[0]).not.toContain('Generating justification…');
  expect(online.research[2]).not.toContain('Evaluating physical readiness…');
  expect(online.breakEvens.some((t) => t.startsWith('Standard'))).toBe(true);
  expect(online.breakEvens.some((t) => t.startsWith('Flex'))).toBe(true);
  await expectNoSeriousAxeViolations(page, '[data-testid="pick-detail"]');

  // Escape closes it after the exit animation; scrolling was locked while it was open
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // the page scrolls again once the dialog is gone (the lock is released as it unmounts)
  await expect
    .poll(() => page.evaluate(() => document.body.style.overflow), { timeout: 2_000 })
    .not.toBe('hidden');

  await context.setOffline(true);
  await page.reload();
  await openDailyLeaguePick(page, id);
  const offline = await readDetail(page);
  expect(offline).toEqual(online);
  await context.setOffline(false);
});

test('focus stays in the dialog and returns to the card; outside click and X close it', async ({
  page,
}) => {
  await signedInControlled(page);
  await page.goto(ALGO_PROFILE);
  const card = page.getByTestId('handicapper-recent-pick').first();
  const opener = card.getByRole('button').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('pick-detail');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  // Expand: the chart follows the dialog's new width (ResizeObserver)
  await dialog.getByTestId('chart-tab-distribution').click();
  const canvas = dialog.getByTestId('distribution-chart').locator('canvas').first();
  const widthOf = () => canvas.evaluate((c) => c.getBoundingClientRect().width);
  const before = await widthOf();
  await dialog.getByTestId('pick-detail-fullscreen').click();
  await expect(dialog.getByTestId('pick-detail-fullscreen')).toHaveText('Exit Fullscreen');
  await expect.poll(widthOf).toBeGreaterThan(before + 50);
  await dialog.getByTestId('pick-detail-fullscreen').click();
  await expect.poll(widthOf).toBeLessThan(before + 5);
  await page.getByTestId('pick-detail-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeHidden();
  await opener.click();
  await page.getByTestId('pick-detail-close').click();
  await expect(dialog).toBeHidden();
});

test('Add to List from a profile pick records it; an avatar opens that profile', async ({
  page,
}) => {
  await signedInControlled(page);
  const { dialog } = await openDailyLeaguePick(page);
  const player = await dialog.getByTestId('pick-detail-player').innerText();
  const toggle = dialog.getByTestId('pick-detail-toggle');
  await expect(toggle).toHaveText('Add to List');
  await toggle.click();
  await expect(toggle).toHaveText('Added');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // the profile lists it under 'My Picks from Cole's Algo Picks', recorded from the handicapper
  await expect(
    page.getByTestId('handicapper-my-picks').getByTestId('handicapper-my-pick'),
  ).toContainText([player]);

  const other = dialog.getByTestId('picked-by-avatar').filter({ hasNotText: "Cole's Algo Picks" });
  const name = await other.first().getByTestId('picked-by-name').innerText();
  await other.first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/handicapper-profile\?id=\d+/);
  await expect(page.getByTestId('handicapper-name')).toHaveText(name);
});
