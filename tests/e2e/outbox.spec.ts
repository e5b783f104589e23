// A write queued while offline stays in the outbox and is sent, once, when the network is back.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { queueWrite } from './support/outbox';
import { waitForServiceWorker } from './support/picks-browser';
import { signInAs, tokenFor } from './support/session';

/** Raw IndexedDB access to the app's database, as a tester would do it (docs/testing.md). */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('parlay-engine');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
        };
      }),
  );
}

/** The signed-in account's id, from the profile the app cached in IndexedDB. */
function cachedUserId(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('parlay-engine');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get('profile');
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { value: { user: { id: number } } }).value.user.id);
          };
        };
      }),
  );
}

/** A signed-in member's home screen, controlled by the service worker, then cut off the network. */
async function memberOffline(page: Page, context: BrowserContext): Promise<number> {
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByTestId('view-home')).toBeVisible();
  await waitForServiceWorker(page);
  const userId = await cachedUserId(page);
  await context.setOffline(true);
  return userId;
}

test('an offline write waits in the outbox and is replayed once back online', async ({
  page,
  context,
  request,
}) => {
  const userId = await memberOffline(page, context);
  // queue a favourites write the way the app does: an outbox entry with its idempotency key
  await queueWrite(page, {
    userId,
    idempotencyKey: 'e2e-offline-favorites-1',
    url: '/api/favorites',
    body: { favorites: [1] },
  });
  // offline, the app still opens (from the service worker) and the write is kept, not dropped
  await page.reload();
  await expect(page.getByTestId('view-home')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await outboxCount(page)).toBe(1);

  await context.setOffline(false);
  await page.reload();
  await expect.poll(() => outboxCount(page), { timeout: 10_000 }).toBe(0);
  const favorites = await request.get('/api/favorites', {
    headers: { 'x-device-token': tokenFor('member') },
  });
  expect((await favorites.json()).favorites).toEqual([1]);
});

test('a write queued offline reaches the server within 2 s of the connection returning, without a reload', async ({
  page,
  context,
  request,
}) => {
  const userId = await memberOffline(page, context);
  await queueWrite(page, {
    userId,
    idempotencyKey: 'e2e-reconnect-favorites-1',
    url: '/api/favorites',
    body: { favorites: [2] },
  });
  // long enough that the worker's own timer has nothing to do with what follows
  await page.waitForTimeout(1_000);
  expect(await outboxCount(page)).toBe(1);

  await context.setOffline(false);
  const back = Date.now();
  const serverFavorites = async () =>
    (
      (await (
        await request.get('/api/favorites', { headers: { 'x-device-token': tokenFor('member') } })
      ).json()) as { favorites: number[] }
    ).favorites;
  await expect.poll(serverFavorites, { timeout: 2_000, intervals: [100] }).toEqual([2]);
  expect(Date.now() - back).toBeLessThan(2_500);
  await expect.poll(() => outboxCount(page), { timeout: 5_000 }).toBe(0);
});

test('a write the server refuses on replay is told to the bettor, then dropped when dismissed', async ({
  page,
  context,
}) => {
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByTestId('view-home')).toBeVisible();
  const userId = await cachedUserId(page);
  await context.setOffline(true);
  // a favourites write the server's schema refuses (not a list)
  await queueWrite(page, {
    userId,
    idempotencyKey: 'e2e-refused-favorites-1',
    url: '/api/favorites',
    body: { favorites: 'not a list' },
  });
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('refused-write')).toContainText(
    'Your favourite handicappers could not be saved:',
    { timeout: 15_000 },
  );
  expect(await outboxCount(page)).toBe(1);
  await page.getByTestId('refused-writes-dismiss').click();
  await expect(page.getByTestId('refused-writes')).toHaveCount(0);
  expect(await outboxCount(page)).toBe(0);
});
