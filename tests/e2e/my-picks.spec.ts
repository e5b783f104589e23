// My Picks (home): the account's list arrives from the server on a new device, 'Optimize Parlays'
// splits it online, the same list gives the same parlays offline (computed on the device),
// Simplify keeps every other parlay, and a removed pick leaves the server's list too.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { memberHeaders, waitForServiceWorker } from './support/picks-browser';
import { expectNoSeriousAxeViolations } from './support/research-screens';
import { signInAs } from './support/session';

interface SlatePick {
  id: number;
  game_id: number | null;
  player_name: string;
  stat_type: string;
  league: string;
  team_a: string | null;
  team_b: string | null;
  prediction: number;
  event_date: string;
}

// Screenshots for review: MY_PICKS_SHOTS=<dir> MY_PICKS_VIEWPORT=390x844 (not taken in CI).
const SHOTS = process.env.MY_PICKS_SHOTS;
const VIEWPORT = process.env.MY_PICKS_VIEWPORT?.split('x').map(Number);
if (VIEWPORT?.length === 2) test.use({ viewport: { width: VIEWPORT[0]!, height: VIEWPORT[1]! } });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** My Picks items as the app posts them (the spec's selected-pick fields). */
function listItems(picks: SlatePick[]) {
  return picks.map((p, i) => ({
    id: `pick_${p.id}`,
    sourceType: 'pick',
    sourceId: String(p.id),
    playerName: p.player_name,
    playerNumber: null,
    betType: `${p.prediction === 1 ? 'Over' : 'Under'} ${p.stat_type}`,
    gameInfo: `${p.team_a} vs ${p.team_b}`,
    confidence: 50,
    handicapperName: null,
    handicapperNames: [],
    league: p.league,
    playerImageBase64: null,
    statType: p.stat_type,
    addedAt: Date.now() + i,
    eventDate: p.event_date,
  }));
}

/** The account's list on the server, as another device of the bettor left it. */
async function serverList(request: APIRequestContext, count: number) {
  const reply = await request.get('/api/picks?limit=100', { headers: memberHeaders() });
  const picks = ((await reply.json()) as { picks: SlatePick[] }).picks;
  // two legs of one game first, so the correlation model has a pair to consider
  const byGame = new Map<number, SlatePick[]>();
  for (const p of picks)
    if (p.game_id !== null) byGame.set(p.game_id, [...(byGame.get(p.game_id) ?? []), p]);
  const pair = [...byGame.values()].find((g) => g.length >= 2)?.slice(0, 2) ?? [];
  const list = [...pair, ...picks.filter((p) => !pair.includes(p))].slice(0, count);
  const posted = await request.post('/api/load_user_picks', {
    headers: memberHeaders(),
    data: { picks: listItems(list) },
  });
  expect(posted.ok()).toBe(true);
  return list;
}

/** What each generated parlay column shows: its legs, label and numbers. */
function parlayColumns(page: Page) {
  return page.getByTestId('parlay-column').evaluateAll((columns) =>
    columns.map((c) => ({
      legs: c.getAttribute('data-parlay-legs'),
      type: c.querySelector('[data-testid="parlay-type"]')?.textContent,
      hit: c.querySelector('[data-testid="parlay-hit-probability"]')?.textContent,
      ev: c.querySelector('[data-testid="parlay-ev"]')?.textContent,
      stake: c.querySelector('[data-testid="parlay-stake"]')?.textContent,
    })),
  );
}

test('an empty list: the fresh start texts, and no optimizing under 2 picks', async ({
  page,
  request,
}) => {
  await request.post('/api/load_user_picks', { headers: memberHeaders(), data: { picks: [] } });
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  const empty = page.getByTestId('my-picks-empty');
  await expect(empty).toContainText('Time for a fresh start');
  await expect(empty).toContainText("You don't have any picks in your list");
  await expect(page.getByTestId('my-picks-empty-add')).toHaveText('Add Picks');
  await expect(page.getByTestId('my-picks-count')).toHaveText('(0)');
  await expect(page.getByTestId('optimize-parlays')).toBeDisabled();
  await expect(page.getByTestId('optimize-need-more')).toHaveText(
    'Need at least 2 picks to optimize parlays',
  );
  await shot(page, `empty-${page.viewportSize()!.width}`);
});

test('optimize online, the same parlays offline, Simplify, remove a pick', async ({
  page,
  context,
  request,
}) => {
  const list = await serverList(request, 8);
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await waitForServiceWorker(page);

  // a new device: the list comes from GET /api/user_picks into Dexie, and renders from there
  await expect(page.getByTestId('my-pick-item')).toHaveCount(8);
  await expect(page.getByTestId('my-picks-count')).toHaveText('(8)');
  await expect(page.getByTestId('my-picks-list')).toHaveAttribute('data-layout', 'grid');
  await shot(page, `list-${page.viewportSize()!.width}`);

  const button = page.getByTestId('optimize-parlays');
  await button.click();
  await expect(page.getByTestId('generated-parlays-toggle')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByTestId('parlay-column').first()).toBeVisible();
  await expect(page.getByTestId('computed-on-device')).toHaveCount(0);
  await expect(button).toHaveText('Optimize Parlays');
  const online = await parlayColumns(page);
  expect(online.length).toBeGreaterThan(1);
  for (const column of online) {
    expect(['Standard', 'Flex']).toContain(column.type);
    expect(column.ev).toMatch(/^\+\d+\.\d\d \/ unit$/);
    expect(column.hit).toMatch(/%$/);
    const legs = column.legs!.split(',');
    expect(legs.length).toBeGreaterThanOrEqual(2);
    expect(legs.length).toBeLessThanOrEqual(6);
    for (const id of legs) expect(list.map((p) => `pick_${p.id}`)).toContain(id);
  }
  await shot(page, `results-${page.viewportSize()!.width}`);
  await expectNoSeriousAxeViolations(page, '[data-testid="view-home"]');

  // offline: the worker runs the same optimizer over the same list and metadata
  await context.setOffline(true);
  await button.click();
  await expect(page.getByTestId('computed-on-device')).toBeVisible();
  expect(await parlayColumns(page)).toEqual(online);
  await shot(page, `offline-${page.viewportSize()!.width}`);
  await context.setOffline(false);

  // collapse and reopen the panel, then Simplify: parlays 0, 2, 4 … stay
  await page.getByTestId('generated-parlays-toggle').click();
  await expect(page.getByTestId('parlay-column')).toHaveCount(0);
  await page.getByTestId('generated-parlays-toggle').click();
  await page.getByTestId('simplify-parlays').click();
  expect(await parlayColumns(page)).toEqual(online.filter((_, i) => i % 2 === 0));

  // remove the first pick: gone here, and (through the outbox) from the server's list
  const first = `pick_${list[0]!.id}`;
  await page
    .locator(`[data-testid="my-pick-item"][data-pick-id="${first}"]`)
    .getByTestId('my-pick-remove')
    .click();
  await expect(page.getByTestId('my-pick-item')).toHaveCount(7);
  await expect(page.getByTestId('my-picks-count')).toHaveText('(7)');
  await expect
    .poll(async () => {
      const reply = await request.get('/api/user_picks', { headers: memberHeaders() });
      return ((await reply.json()) as { picks: { id: string }[] }).picks.map((p) => p.id);
    })
    .toEqual(list.slice(1).map((p) => `pick_${p.id}`));
});

test('more than 8 picks scroll sideways in columns of 4', async ({ page, request }) => {
  await serverList(request, 10);
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByTestId('my-pick-item')).toHaveCount(10);
  await expect(page.getByTestId('my-picks-list')).toHaveAttribute('data-layout', 'columns');
  const perColumn = await page
    .getByTestId('my-picks-column')
    .evaluateAll((columns) => columns.map((c) => c.children.length));
  expect(perColumn).toEqual([4, 4, 2]);
  await expectNoSeriousAxeViolations(page, '[data-testid="view-home"]');
  await shot(page, `columns-${page.viewportSize()!.width}`);
});

test.describe('server failures', () => {
  // page.route must see the calls: no service worker in between
  test.use({ serviceWorkers: 'block' });

  test('show the spec texts in the error box', async ({ page, request }) => {
    await serverList(request, 3);
    await signInAs(page, 'member');
    await page.goto('/dashboard');
    await expect(page.getByTestId('my-pick-item')).toHaveCount(3);

    await page.route('**/api/user_picks', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'boom' } }),
    );
    await page.getByTestId('optimize-parlays').click();
    await expect(page.getByTestId('optimize-error')).toHaveText(
      'Error: Error optimizing parlays: Failed to load user picks: 500',
    );
    await page.unroute('**/api/user_picks');

    // the split is asked for with the bettor's staking preferences in the query
    await page.route('**/api/optimize_split?*', (route) =>
      route.fulfill({ status: 502, json: { success: false, message: 'bad gateway' } }),
    );
    await page.getByTestId('optimize-parlays').click();
    await expect(page.getByTestId('optimize-error')).toHaveText(
      'Error: Error optimizing parlays: Failed to optimize: 502',
    );
    await page.unroute('**/api/optimize_split?*');
    await page.getByTestId('optimize-parlays').click();
    await expect(page.getByTestId('optimize-error')).toHaveCount(0);
    await expect(page.getByTestId('parlay-column').first()).toBeVisible();
  });
});
