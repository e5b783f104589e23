// My Picks at the venue: a member adds two picks online and never opens them; the app prefetches
// their details in the background; offline, each opens from My Picks with its game logs, both
// charts and the research texts, never the "needs a connection" notes.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { memberHeaders, readStore, waitForServiceWorker } from './support/picks-browser';
import { paintedPixels } from './support/research-screens';
import { signInAs } from './support/session';

// Screenshots for review: OFFLINE_DETAIL_SHOTS=<dir> (taken at 390x844; not in CI).
const SHOTS = process.env.OFFLINE_DETAIL_SHOTS;

/** Leagues with stored stat lines: their detail shows game logs and the recent-form chart. */
const WITH_LOGS = /^(NBA|MLB|NHL|WNBA|NCAA|NFL|CFB)$/;

async function twoPicksWithLogs(page: Page): Promise<Locator[]> {
  const cards = page.getByTestId('pick-card');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const leagues = await cards.getByTestId('pick-card-league').allInnerTexts();
  const players = await cards.getByTestId('pick-card-player').allInnerTexts();
  // two players of two leagues when the slate has them: nothing one pick stores serves the other
  const chosen: number[] = [];
  for (const [i, league] of leagues.entries()) {
    if (!WITH_LOGS.test(league.trim())) continue;
    if (chosen.some((j) => leagues[j] === league || players[j] === players[i])) continue;
    chosen.push(i);
    if (chosen.length === 2) break;
  }
  expect(chosen).toHaveLength(2);
  return chosen.map((i) => cards.nth(i));
}

/** The detail answers stored on the device: the service worker's GETs and the research texts. */
async function storedKeys(page: Page): Promise<string[]> {
  return (await readStore<{ url: string }>(page, 'responses')).map((r) => r.url);
}

test('picks added online open offline from My Picks with logs, charts and research', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await request.post('/api/load_user_picks', { headers: memberHeaders(), data: { picks: [] } });
  await signInAs(page, 'member');
  await waitForServiceWorker(page);
  await page.goto('/add-picks');

  const ids: string[] = [];
  for (const card of await twoPicksWithLogs(page)) {
    ids.push((await card.getAttribute('data-pick-id'))!);
    await card.getByTestId('pick-card-toggle').click();
    await expect(card.getByTestId('pick-card-toggle')).toHaveText('Added ✓');
  }

  // the prefetch: each pick's model, logs and both research texts reach the device's store
  // without the detail ever being opened
  await expect
    .poll(
      async () => {
        const keys = await storedKeys(page);
        return (
          ids.every(
            (id) =>
              keys.includes(`/api/player_distributions/${id}`) &&
              keys.some(
                (k) => k.startsWith('post:/api/ai/justify-pick?') && k.includes(`pickId=${id}&`),
              ),
          ) &&
          keys.filter((k) => k.startsWith('post:/api/ai/player-readiness?')).length >= 2 &&
          keys.filter((k) => /^\/api\/[a-z]+_game_logs\?/.test(k)).length >= 2
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // the docs/testing.md recipe: the app shell reloads from the service worker, then offline
  await page.goto('/dashboard');
  await expect(page.getByTestId('my-pick-item')).toHaveCount(2);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('my-pick-item')).toHaveCount(2);

  for (const id of ids) {
    await page
      .locator(`[data-testid="my-pick-item"][data-pick-id="pick_${id}"]`)
      .getByTestId('my-pick-open')
      .click();
    const dialog = page.getByTestId('pick-detail');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('game-log-row').first()).toBeVisible();
    await expect(dialog.getByTestId('game-logs-error')).toHaveCount(0);
    await expect(dialog.getByTestId('recent-chart')).toBeVisible();
    expect(await paintedPixels(dialog.getByTestId('recent-chart'))).toBeGreaterThan(500);
    // every research card filled, the two written ones from the server (no device fallback)
    await expect(dialog.locator('[data-testid^="research-card-"]')).toHaveCount(7);
    await expect(dialog.locator('[data-pending="true"]')).toHaveCount(0, { timeout: 10_000 });
    await expect(dialog).not.toContainText('needs a connection');
    await expect(dialog).not.toContainText('Written on this device');
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `offline-detail-${id}.png`) });
      for (const part of ['game-logs', 'chart-panel', 'research']) {
        await dialog.getByTestId(part).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SHOTS, `offline-detail-${id}-${part}.png`) });
      }
    }
    await dialog.getByTestId('chart-tab-distribution').click();
    await expect(dialog.getByTestId('distribution-unavailable')).toHaveCount(0);
    await expect(
      dialog.getByTestId('distribution-chart').or(dialog.getByTestId('distribution-image')),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await context.setOffline(false);
});
