// My Picks and favourites across loads, tabs and devices (issue [N]): what a bettor just changed is
// what the next load shows (a reload, a new tab, a reload offline); two devices that edit apart
// end with the same list and nothing lost; one pick added from a profile and from the list is
// listed once; an open tab picks up another device's change on focus, and at once through the live
// stream (issue [O]).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { freshAccount, storeDeviceToken, type FreshAccount } from './support/fresh-account';
import { waitForServiceWorker } from './support/picks-browser';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

async function signInFresh(page: Page, account: FreshAccount): Promise<void> {
  await page.goto('/dashboard');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceToken(page, account);
  await page.reload();
  await expect(page.getByTestId('view-home')).toBeVisible();
}

async function serverList(request: APIRequestContext, account: FreshAccount): Promise<string[]> {
  const reply = await request.get('/api/user_picks', {
    headers: { 'x-device-token': account.token },
  });
  return ((await reply.json()) as { picks: { sourceId: string }[] }).picks.map(
    (p) => `pick_${p.sourceId}`,
  );
}

async function serverFavorites(request: APIRequestContext, account: FreshAccount) {
  const reply = await request.get('/api/favorites', {
    headers: { 'x-device-token': account.token },
  });
  return ((await reply.json()) as { favorites: number[] }).favorites;
}

/** The picks browser's first cards, and the toggle of card `n`; returns its My Picks key. */
async function togglePickCard(page: Page, n: number): Promise<string> {
  const card = page.getByTestId('pick-card').nth(n);
  await expect(card).toBeVisible({ timeout: 20_000 });
  const key = `pick_${await card.getAttribute('data-pick-id')}`;
  await card.getByTestId('pick-card-toggle').click();
  return key;
}

/** The dashboard's My Picks, by key (pick_{id} whatever screen added it). */
async function shownList(page: Page): Promise<string[]> {
  const items = page.getByTestId('my-pick-item');
  const ids = await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-pick-id')!));
  return ids.map(
    (id) => `pick_${/^handicapper_([^_]+)_/.exec(id)?.[1] ?? id.replace(/^pick_/, '')}`,
  );
}

async function openDevice(browser: Browser, account: FreshAccount) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInFresh(page, account);
  await waitForServiceWorker(page);
  return { context, page };
}

test('My Picks: your own adds and removes show on a reload, in a new tab and offline', async ({
  page,
  context,
  request,
}) => {
  const account = await freshAccount('own-picks');
  await signInFresh(page, account);
  await waitForServiceWorker(page);
  await page.goto('/add-picks');
  const first = await togglePickCard(page, 0);
  const second = await togglePickCard(page, 1);
  await expect(page.getByTestId('pick-card').nth(1).getByTestId('pick-card-toggle')).toHaveText(
    /Added/,
  );

  await page.goto('/dashboard');
  await expect(page.getByTestId('my-pick-item')).toHaveCount(2);
  expect(await shownList(page)).toEqual([first, second]);
  await page.reload();
  await expect(page.getByTestId('my-pick-item')).toHaveCount(2);
  await expect
    .poll(() => serverList(request, account), { timeout: 5_000 })
    .toEqual([first, second]);

  const tab = await context.newPage();
  await tab.goto('/dashboard');
  await expect(tab.getByTestId('my-pick-item')).toHaveCount(2);
  await tab.close();

  // offline: remove one, reload: still removed, and the server hears of it once back
  await context.setOffline(true);
  await page.getByTestId('my-pick-item').first().getByTestId('my-pick-remove').click();
  await expect(page.getByTestId('my-pick-item')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('my-pick-item')).toHaveCount(1);
  expect(await shownList(page)).toEqual([second]);
  const offlineTab = await context.newPage();
  await offlineTab.goto('/dashboard');
  await expect(offlineTab.getByTestId('my-pick-item')).toHaveCount(1);
  await offlineTab.close();
  await context.setOffline(false);
  await expect.poll(() => serverList(request, account), { timeout: 5_000 }).toEqual([second]);
  // the server's answer does not bring the removed pick back
  await page.reload();
  await expect(page.getByTestId('my-pick-item')).toHaveCount(1);
});

test('favourites: a star shows on the next load, in a new tab and offline, and reaches the server', async ({
  page,
  context,
  request,
}) => {
  const account = await freshAccount('own-stars');
  await signInFresh(page, account);
  await waitForServiceWorker(page);
  await page.goto('/add-picks?view=handicappers');
  const card = page.getByTestId('handicapper-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const id = Number(await card.getAttribute('data-handicapper-id'));
  await card.getByTestId('handicapper-favorite').click();
  await expect(card.getByTestId('handicapper-favorite')).toHaveAttribute('aria-pressed', 'true');

  const sidebar = (p: Page) =>
    p.locator(`[data-testid="favorite-item"][data-handicapper-id="${id}"]`);
  const expand = async (p: Page) => {
    const toggle = p.getByTestId('favorites-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  };
  await page.goto('/dashboard');
  await expand(page);
  await expect(sidebar(page)).toBeVisible();
  await page.reload();
  await expand(page);
  await expect(sidebar(page)).toBeVisible();
  await expect.poll(() => serverFavorites(request, account), { timeout: 5_000 }).toEqual([id]);

  const tab = await context.newPage();
  await tab.goto('/dashboard');
  await expand(tab);
  await expect(sidebar(tab)).toBeVisible();
  await tab.close();

  await context.setOffline(true);
  await page.reload();
  await expand(page);
  await expect(sidebar(page)).toBeVisible();
  await context.setOffline(false);
});

test('two devices edit My Picks offline, then converge with nothing lost; an open tab catches up on focus', async ({
  browser,
  request,
}) => {
  const account = await freshAccount('two-devices');
  const phone = await openDevice(browser, account);
  const desktop = await openDevice(browser, account);
  await phone.page.goto('/add-picks');
  const shared = await togglePickCard(phone.page, 0);
  await expect.poll(() => serverList(request, account), { timeout: 5_000 }).toEqual([shared]);
  await desktop.page.goto('/add-picks');
  await expect(
    desktop.page.getByTestId('pick-card').first().getByTestId('pick-card-toggle'),
  ).toHaveText(/Added/, { timeout: 10_000 });

  await phone.context.setOffline(true);
  await desktop.context.setOffline(true);
  const fromPhone = await togglePickCard(phone.page, 1);
  const fromDesktop = [
    await togglePickCard(desktop.page, 2),
    await togglePickCard(desktop.page, 3),
  ];
  // the desktop also takes the shared pick off
  await desktop.page.getByTestId('pick-card').first().getByTestId('pick-card-toggle').click();
  await phone.context.setOffline(false);
  await desktop.context.setOffline(false);

  const merged = [fromPhone, ...fromDesktop].sort();
  await expect
    .poll(async () => (await serverList(request, account)).sort(), { timeout: 10_000 })
    .toEqual(merged);
  for (const device of [phone, desktop]) {
    await device.page.goto('/dashboard');
    await expect(device.page.getByTestId('my-pick-item')).toHaveCount(3, { timeout: 10_000 });
    expect((await shownList(device.page)).sort()).toEqual(merged);
  }

  // the phone's open dashboard picks up the desktop's next add when it comes into view
  await desktop.page.goto('/add-picks');
  const later = await togglePickCard(desktop.page, 4);
  await expect.poll(() => serverList(request, account), { timeout: 5_000 }).toContain(later);
  // focus pulls are at least 2 s apart (PULL_SPACING_MS): one made just before the add (the
  // page's start, or the live stream's) holds the next; a later focus pulls
  await expect
    .poll(
      async () => {
        await phone.page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return phone.page.getByTestId('my-pick-item').count();
      },
      { timeout: 8_000, intervals: [500] },
    )
    .toBe(4);
  await phone.context.close();
  await desktop.context.close();
});

test("an open dashboard hears another device's add through the live stream, with no focus or reload", async ({
  browser,
  request,
}) => {
  const account = await freshAccount('live-stream');
  const phone = await openDevice(browser, account);
  const desktop = await openDevice(browser, account);
  // the phone's stream is open before the desktop changes anything
  const streamOpen = phone.page.waitForResponse((r) => r.url().endsWith('/api/stream'), {
    timeout: 15_000,
  });
  await phone.page.goto('/dashboard');
  await expect(phone.page.getByTestId('view-home')).toBeVisible();
  expect((await streamOpen).status()).toBe(200);
  await desktop.page.goto('/add-picks');
  const added = await togglePickCard(desktop.page, 0);
  await expect.poll(() => serverList(request, account), { timeout: 5_000 }).toEqual([added]);
  const heardBy = Date.now();
  await expect(phone.page.getByTestId('my-pick-item')).toHaveCount(1, { timeout: 3_000 });
  expect(Date.now() - heardBy).toBeLessThan(3_000);
  expect(await shownList(phone.page)).toEqual([added]);
  await phone.context.close();
  await desktop.context.close();
});

test('one pick added from a profile and from the list is listed once', async ({
  page,
  request,
}) => {
  const account = await freshAccount('canonical');
  await signInFresh(page, account);
  await page.goto('/handicapper-profile?id=1');
  const recent = page.getByTestId('handicapper-recent-pick').first();
  await expect(recent).toBeVisible({ timeout: 20_000 });
  const pickId = await recent.getAttribute('data-pick-id');
  const player = await recent.getByTestId('pick-card-player').innerText();
  await recent.getByTestId('pick-card-toggle').click();
  await expect
    .poll(() => serverList(request, account), { timeout: 5_000 })
    .toEqual([`pick_${pickId}`]);

  // the same pick in the browser reads 'Added'; tapping it takes it off instead of adding it twice
  await page.goto('/add-picks');
  await expect(page.getByTestId('pick-card').first()).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('picks-search').fill(player);
  const card = page.locator(`[data-testid="pick-card"][data-pick-id="${pickId}"]`);
  await expect(card.getByTestId('pick-card-toggle')).toHaveText(/Added/, { timeout: 15_000 });
  await card.getByTestId('pick-card-toggle').click();
  await expect.poll(() => serverList(request, account), { timeout: 5_000 }).toEqual([]);
  await card.getByTestId('pick-card-toggle').click();
  await expect
    .poll(() => serverList(request, account), { timeout: 5_000 })
    .toEqual([`pick_${pickId}`]);
  await page.goto('/dashboard');
  await expect(page.getByTestId('my-pick-item')).toHaveCount(1);
});
