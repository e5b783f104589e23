// Cole's raw sheet: opens from his profile, sorts a column through descending, ascending and
// cleared, searches, zooms, exports a PNG (pixel ratio 2, at least 800 x 400), resets on close,
// passes axe, and reads the same offline.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  pngSize,
  signedInControlled,
} from './support/research-screens';

async function openSheet(page: Page) {
  await page.goto('/handicapper-profile?id=1');
  await page.getByTestId('raw-sheet-open').click();
  const sheet = page.getByTestId('raw-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('raw-sheet-row').first()).toBeVisible({ timeout: 15_000 });
  return sheet;
}

const hitsColumn = (page: Page) =>
  page.getByTestId('raw-sheet-table').locator('tbody tr td:nth-child(4)').allInnerTexts();

test('sort, search, zoom, export, reset on close, and the same sheet offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedInControlled(page);
  const sheet = await openSheet(page);
  await expect(sheet.getByRole('heading')).toHaveText("Cole's Algo Picks Raw Sheet Data");
  await expect(sheet.getByTestId('raw-sheet-tab-hitter-projections')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const original = await hitsColumn(page);
  expect(original.length).toBeGreaterThan(5);
  expect(original.every((v) => /^\d+\.\d{2}$|^-$/.test(v))).toBe(true);

  const header = sheet.getByTestId('raw-sheet-col-hits');
  const asNumbers = (values: string[]) => values.map(Number);
  await header.click();
  const desc = asNumbers(await hitsColumn(page));
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await header.click();
  const asc = asNumbers(await hitsColumn(page));
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  await header.click();
  expect(await hitsColumn(page)).toEqual(original);

  // search by a team of the first row's matchup
  const matchup = await sheet.locator('tbody tr').first().locator('td').nth(1).innerText();
  const team = matchup.split(' @ ')[1] ?? matchup;
  await sheet.getByTestId('raw-sheet-search').fill(team.toLowerCase());
  const matchups = await sheet.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(matchups.length).toBeGreaterThan(0);
  expect(matchups.length).toBeLessThan(original.length);
  expect(matchups.every((m) => m.includes(team))).toBe(true);

  const fontSize = () =>
    sheet.getByTestId('raw-sheet-table').evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
  const normalSize = await fontSize();
  for (let i = 0; i < 3; i += 1) await sheet.getByTestId('raw-sheet-zoom-in').click();
  await expect(sheet.getByTestId('raw-sheet-zoom-level')).toHaveText('130%');
  await expect(sheet.getByTestId('raw-sheet-zoom-in')).toBeDisabled();
  expect(await fontSize()).toBeCloseTo(normalSize * 1.3, 1);
  for (let i = 0; i < 6; i += 1) await sheet.getByTestId('raw-sheet-zoom-out').click();
  await expect(sheet.getByTestId('raw-sheet-zoom-level')).toHaveText('70%');
  await expect(sheet.getByTestId('raw-sheet-zoom-out')).toBeDisabled();
  for (let i = 0; i < 3; i += 1) await sheet.getByTestId('raw-sheet-zoom-in').click();
  await expect(sheet.getByTestId('raw-sheet-zoom-level')).toHaveText('100%');

  const downloadStarted = page.waitForEvent('download');
  await sheet.getByTestId('raw-sheet-download').click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(
    /^coles-algo-mlb-hitter-projections-\d{4}-\d{2}-\d{2}\.png$/,
  );
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.length).toBeGreaterThan(5_000);
  const { width, height } = pngSize(bytes);
  expect(width).toBeGreaterThanOrEqual(1600);
  expect(height).toBeGreaterThanOrEqual(800);

  await expectNoSeriousAxeViolations(page, '[data-testid="raw-sheet"]');

  // another sport, then close: tabs, sort and search come back to their defaults
  await sheet.getByTestId('raw-sheet-sport-nfl').click();
  await sheet.getByTestId('raw-sheet-tab-passing').click();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.getByTestId('raw-sheet-open').click();
  await expect(sheet.getByTestId('raw-sheet-sport-mlb')).toHaveAttribute('aria-selected', 'true');
  await expect(sheet.getByTestId('raw-sheet-search')).toHaveValue('');
  await expect(sheet.getByTestId('raw-sheet-zoom-level')).toHaveText('100%');
  expect(await hitsColumn(page)).toEqual(original);
  await sheet.getByTestId('raw-sheet-sport-nfl').click();
  await expect(sheet.getByTestId('raw-sheet-tab-game-projections')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const nflGames = await sheet.getByTestId('raw-sheet-row').allInnerTexts();
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.reload();
  const offlineSheet = await openSheet(page);
  expect(await hitsColumn(page)).toEqual(original);
  await offlineSheet.getByTestId('raw-sheet-sport-nfl').click();
  expect(await offlineSheet.getByTestId('raw-sheet-row').allInnerTexts()).toEqual(nflGames);
  await context.setOffline(false);
});
