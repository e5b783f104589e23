// A write queued while offline stays in the outbox and is sent, once, when the network is back.
import { expect, test, type Page } from '@playwright/test';
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

/** Queues a POST the way the app does: an outbox entry under its idempotency key. */
function queueWrite(
  page: Page,
  write: { userId: number; idempotencyKey: string; url: string; body: unknown },
): Promise<void> {
  return page.evaluate(
    ({ userId, idempotencyKey, url, body }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('parlay-engine');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').add({
            userId,
            idempotencyKey,
            method: 'POST',
            url,
            body: JSON.stringify(body),
            createdAt: Date.now(),
            attempts: 0,
            lastError: null,
            rejectedAt: null,
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    write,
  );
}

test('an offline write waits in the outbox and is replayed once back online', async ({
  page,
  context,
  request,
}) => {
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByTestId('view-home')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
    }
  });
  const userId = await cachedUserId(page);

  await context.setOffline(true);
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
