// Sign-out leaves nothing behind: "Sign out now" offline discards the account's unsent writes,
// and its device token is revoked on the server once the connection returns, whoever is signed
// in by then. The built app serves no source maps.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  freshAccount,
  storeDeviceToken,
  storedRows,
  type FreshAccount,
} from './support/fresh-account';
import { queueWrite } from './support/outbox';
import { waitForServiceWorker } from './support/picks-browser';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function profileStatus(request: APIRequestContext, account: FreshAccount): Promise<number> {
  const reply = await request.get('/api/auth/profile', {
    headers: { 'x-device-token': account.token },
  });
  return reply.status();
}

test('an offline "Sign out now" discards the unsent writes and revokes the token once online, whoever is signed in then', async ({
  page,
  context,
  request,
}) => {
  const first = await freshAccount('signout-a');
  const next = await freshAccount('signout-b');
  // screenshots start on a phone (a desktop page narrowed later keeps its drawer open)
  if (SHOTS) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signin');
  // the app creates its database on start; the device record goes into it
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceToken(page, first);
  await page.goto('/dashboard');
  await expect(page.getByTestId('view-home')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await queueWrite(page, {
    userId: first.userId,
    idempotencyKey: `e2e-sign-out-${Date.now()}`,
    url: '/api/load_user_picks',
    body: { picks: [{ id: 'pick_private-of-a' }] },
  });
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-out-dialog')).toBeVisible();
  await expect(page.getByTestId('sign-out-unsent')).toHaveText(
    '1 change you made while offline has not reached the server yet. Wait until it is sent, or sign out now and it will be discarded from this device.',
  );
  if (SHOTS) {
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SHOTS}/sign-out-dialog-${width}.png` });
    }
  }
  await page.getByTestId('sign-out-anyway').click();
  await expect(page.getByTestId('view-login')).toBeVisible();

  // the write is gone from the device, not kept readable for whoever opens it next
  expect(JSON.stringify(await storedRows(page, 'outbox'))).not.toContain('private-of-a');
  expect(await storedRows(page, 'outbox')).toEqual([]);
  // offline, the revoke could not go: it waits (and the token still works on the server)
  expect(await storedRows(page, 'revocations')).toHaveLength(1);
  expect(await profileStatus(request, first)).toBe(200);

  // someone else signs in on this device, and the connection comes back
  await storeDeviceToken(page, next);
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.getByTestId('view-home')).toBeVisible();
  await expect.poll(() => profileStatus(request, first), { timeout: 10_000 }).toBe(401);
  await expect.poll(async () => (await storedRows(page, 'revocations')).length).toBe(0);
  // the revoke was not the new account's business: still signed in, nothing shown as refused
  expect(await profileStatus(request, next)).toBe(200);
  await expect(page.getByTestId('view-home')).toBeVisible();
  await expect(page.getByTestId('refused-writes')).toHaveCount(0);
});

test('the built app serves no source maps and its scripts point to none', async ({ request }) => {
  const sw = await (await request.get('/sw.js')).text();
  // every script the service worker precaches, plus itself
  const scripts = ['sw.js', ...new Set(sw.match(/assets\/[\w.-]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) {
    const body = await (await request.get(`/${script}`)).text();
    expect(body, script).not.toContain('sourceMappingURL');
    expect((await request.get(`/${script}.map`)).status(), `${script}.map`).toBe(404);
  }
});
