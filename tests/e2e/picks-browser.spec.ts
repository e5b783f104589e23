// The picks browser, offline-first (issue [E]): cached picks on a new offline page, a refresh in
// place when the slate changes, offline writes sent once each, and what the store never keeps.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  addEvent,
  memberHeaders,
  readStore,
  serverDatabase,
  slateDate,
  topPicks,
  userIdOf,
  waitForServiceWorker,
} from './support/picks-browser';
import { signInAs } from './support/session';

const cards = (page: Page) => page.getByTestId('pick-card');

/** Signs the member in, lets the service worker take the page, and opens the picks browser. */
async function openPicksBrowser(page: Page): Promise<void> {
  await signInAs(page, 'member');
  await waitForServiceWorker(page);
  await page.goto('/add-picks');
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
}

/** Waits until every card on screen passes `check` (the filter or search has been applied). */
async function expectEveryCard(page: Page, check: (text: string) => boolean): Promise<void> {
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(async () => (await cards(page).allInnerTexts()).every(check)).toBe(true);
}

/** No failure is on screen except the spec's 'Using cached data: …' notice. */
async function expectNoRequestError(page: Page): Promise<void> {
  await expect(page.getByTestId('picks-error')).toHaveCount(0);
  await expect(page.getByText(/Error loading picks/)).toHaveCount(0);
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
  const notice = page.getByTestId('picks-cached-notice');
  if ((await notice.count()) > 0) await expect(notice).toHaveText(/^Using cached data: .+/);
}

test('offline, a new page shows the cached picks, and search and filters work', async ({
  page,
  context,
}) => {
  await openPicksBrowser(page);
  const firstId = await cards(page).first().getAttribute('data-pick-id');
  const player = (await cards(page).first().getByTestId('pick-card-player').innerText()).trim();
  // a league the browser has a tab for (the first card may be of a league without one)
  const tabs = await page
    .locator('[data-testid^="league-tab-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.slice(11)));
  const shownLeagues = await cards(page).getByTestId('pick-card-league').allInnerTexts();
  const league = shownLeagues.find((l) => l !== 'ALL' && tabs.includes(l.trim()))?.trim();
  expect(league, `a card of a league with a tab (${tabs.join(', ')})`).toBeTruthy();

  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto('/dashboard');
  await expect(offline.getByTestId('view-home')).toBeVisible();
  await offline.getByTestId('home-add-picks').click();
  await expect(offline.getByTestId('view-add-picks')).toBeVisible();
  await expect(cards(offline).first()).toBeVisible({ timeout: 10_000 });
  await expect(cards(offline).first()).toHaveAttribute('data-pick-id', firstId!);

  // search: every card shown names the player
  await offline.getByTestId('picks-search').fill(player);
  await expectEveryCard(offline, (text) => text.includes(player));
  await offline.getByTestId('picks-search').fill('');

  // stat type Under: every bet type says Under
  await offline.getByTestId('filter-menu-toggle').click();
  await offline.getByTestId('filter-stat-under').click();
  await expect(offline.getByTestId('filter-stat-under')).toHaveAttribute('aria-pressed', 'true');
  await expectEveryCard(offline, (text) => /\bUnder\b/.test(text));
  await offline.getByTestId('filter-stat-all').click();
  await offline.keyboard.press('Escape');

  // league tab: only that league; a double-click goes back to ALL
  await offline.getByTestId(`league-tab-${league}`).click();
  await expect(offline.getByTestId(`league-tab-${league}`)).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => new Set(await cards(offline).getByTestId('pick-card-league').allInnerTexts()))
    .toEqual(new Set([league]));
  await offline.getByTestId(`league-tab-${league}`).dblclick();
  await expect(offline.getByTestId('league-tab-ALL')).toHaveAttribute('aria-pressed', 'true');

  await expectNoRequestError(offline);
  await context.setOffline(false);
});

test('when the server slate changes, the open list refreshes without a reload', async ({
  page,
  context,
  request,
}) => {
  const date = await slateDate(request);
  const [top] = await topPicks(request, date, 1);
  expect(top, 'the e2e server has a demo slate').toBeTruthy();
  const over = Number(top!.prediction) === 1;
  const base = top!.stat_threshold ?? 1.5;
  /** The line `shift` away from the top pick's, on the side away from zero. */
  const betTypeAt = (shift: number) => {
    const threshold = over && base > shift + 0.5 ? base - shift : base + shift;
    return { threshold, betType: `${over ? 'Over' : 'Under'} ${threshold} ${top!.stat_type}` };
  };

  await openPicksBrowser(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByTestId('picks-search').fill(top!.player_name!);
  const ids = async () =>
    (
      await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-pick-id')))
    ).filter((id): id is string => id !== null);
  // the search has settled: every card is the player's
  await expect
    .poll(async () =>
      (await cards(page).allInnerTexts()).every((t) => t.includes(top!.player_name!)),
    )
    .toBe(true);
  const before = await ids();
  expect(before.length).toBeGreaterThan(0);
  // a line no card of the player has yet (a retry, a repeat or another spec's manual pick may
  // have added one): the test needs to see a new card arrive
  const shown = (await cards(page).allInnerTexts()).join('\n');
  let shift = 0.5;
  while (shown.includes(betTypeAt(shift).betType)) shift += 1;
  const { threshold, betType } = betTypeAt(shift);
  await expect(cards(page).filter({ hasText: betType })).toHaveCount(0);

  // the bettor is away (offline) while the admin adds a pick to today's slate
  await context.setOffline(true);
  const added = await addEvent(request, {
    name: top!.player_name,
    player_name: top!.player_name,
    league: [top!.league],
    stat_type: top!.stat_type,
    stat_threshold: threshold,
    prediction: over ? 1 : 0,
    pick_type: 'Prop',
    odds: 1.85,
    odds_format: 'decimal',
    team_a: top!.team_a ?? 'Away',
    team_b: top!.team_b ?? 'Home',
    eventDate: date,
    pick_origin: Object.entries(top!.expert_confidence_map).map(([name, confidence]) => ({
      name,
      confidence: confidence <= 1 ? confidence * 100 : confidence,
    })),
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  expect(Number(added.body.confidence), 'the new pick qualifies').toBeGreaterThanOrEqual(50);

  // back online: the list gains the new pick in place
  await context.setOffline(false);
  await expect(cards(page).filter({ hasText: betType })).toHaveCount(1, { timeout: 20_000 });
  // nothing that was on screen goes away (once the refreshed tiers have all come in)
  await expect
    .poll(async () => (await ids()).filter((id) => before.includes(id)).sort(), { timeout: 20_000 })
    .toEqual([...before].sort());
  expect((await ids()).length).toBeGreaterThan(before.length);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('offline favourites and adds reach the server once each when back online', async ({
  page,
  context,
  request,
}) => {
  // a clean start on the server for this account
  await request.post('/api/favorites', { headers: memberHeaders(), data: { favorites: [] } });
  await request.post('/api/load_user_picks', { headers: memberHeaders(), data: { picks: [] } });
  const userId = userIdOf('member@e2e.test');
  const startedAt = new Date(Date.now() - 1000).toISOString();

  await openPicksBrowser(page);
  await page.getByTestId('view-by-handicappers').click();
  const handicapper = page.getByTestId('handicapper-card').first();
  await expect(handicapper).toBeVisible({ timeout: 10_000 });
  const handicapperId = Number(await handicapper.getAttribute('data-handicapper-id'));

  await context.setOffline(true);
  await handicapper.getByTestId('handicapper-favorite').click();
  await expect(handicapper.getByTestId('handicapper-favorite')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // the sidebar lists the new favourite at once, offline too
  await expect(page.getByTestId('favorite-item')).toHaveAttribute(
    'data-handicapper-id',
    String(handicapperId),
  );
  await page.getByTestId('view-by-picks').click();
  const chosen: string[] = [];
  for (const index of [0, 1]) {
    const card = cards(page).nth(index);
    chosen.push(`pick_${await card.getAttribute('data-pick-id')}`);
    await card.getByTestId('pick-card-toggle').click();
    await expect(card.getByTestId('pick-card-toggle')).toHaveText('Added ✓');
  }
  await expect(page.getByTestId('picks-count-badge')).toHaveText('2');
  // the bettor's writes (telemetry batches may wait in the outbox too; they are not counted here)
  // (each a list operation, issue [N]: one per star or toggle)
  const userWrite = (url: string) => url === '/api/favorites/ops' || url === '/api/user_picks/ops';
  const queued = (await readStore<{ idempotencyKey: string; url: string }>(page, 'outbox')).filter(
    (entry) => userWrite(entry.url),
  );
  expect(queued.map((entry) => entry.url).sort()).toEqual([
    '/api/favorites/ops',
    '/api/user_picks/ops',
    '/api/user_picks/ops',
  ]);
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/dashboard');
  await expect(next.getByTestId('view-home')).toBeVisible();
  await expect
    .poll(async () => (await readStore(next, 'outbox')).length, { timeout: 15_000 })
    .toBe(0);

  const favorites = await request.get('/api/favorites', { headers: memberHeaders() });
  expect(((await favorites.json()) as { favorites: number[] }).favorites).toEqual([handicapperId]);
  const stored = await request.get('/api/user_picks', { headers: memberHeaders() });
  const list = ((await stored.json()) as { picks: { id: string }[] }).picks;
  expect(list.map((item) => item.id)).toEqual(chosen);
  // each queued write was applied exactly once, under its own key
  const applied = serverDatabase(
    (db) =>
      db
        .prepare(
          'SELECT key, path, status_code FROM idempotency_keys WHERE user_id = ? AND created_at >= ?',
        )
        .all(userId, startedAt) as { key: string; path: string; status_code: number }[],
  );
  const appliedWrites = applied.filter((row) => userWrite(row.path));
  expect(appliedWrites.map((row) => row.key).sort()).toEqual(
    queued.map((e) => e.idempotencyKey).sort(),
  );
  expect(appliedWrites.every((row) => row.status_code === 200)).toBe(true);
});

test('a 500 answer and an auth answer are never served from the store', async ({
  page,
  context,
}) => {
  await signInAs(page, 'member');
  await waitForServiceWorker(page);
  const failing = '/api/experts_by_date?date=2031-01-02';
  const control = '/api/experts_by_date?date=2031-01-03';
  // the network answers 500 for one request and 200 for its twin (the service worker's own
  // fetches are routed too, so both pass through its store logic)
  const answer = (status: number) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(
      status === 200
        ? { success: true, message: 'ok', experts: [] }
        : { success: false, message: 'Internal Server Error' },
    ),
  });
  await context.route(`**${failing}`, (route) => route.fulfill(answer(500)));
  await context.route(`**${control}`, (route) => route.fulfill(answer(200)));
  const token = (
    await readStore<{ key: string; value: { device_token: string } }>(page, 'meta')
  ).find((row) => row.key === 'device')!.value.device_token;
  const fetchFromPage = (url: string) =>
    page.evaluate(
      async ({ url, token }) => {
        try {
          const reply = await fetch(url, { headers: { 'x-device-token': token } });
          return { status: reply.status, servedFrom: reply.headers.get('x-served-from') };
        } catch {
          return { status: 0, servedFrom: null };
        }
      },
      { url, token },
    );
  expect(await fetchFromPage(failing)).toEqual({ status: 500, servedFrom: null });
  expect((await fetchFromPage(control)).status).toBe(200);
  const profile = await fetchFromPage('/api/auth/profile');
  expect(profile.status).toBe(200);
  await context.unroute('**/api/experts_by_date**');

  // the 200 twin was stored: the service worker did see these answers
  await expect
    .poll(async () => (await readStore<{ url: string }>(page, 'responses')).map((r) => r.url))
    .toContain(control);
  const stored = (await readStore<{ url: string }>(page, 'responses')).map((row) => row.url);
  expect(stored).not.toContain(failing);
  expect(stored.filter((url) => url.startsWith('/api/auth/'))).toEqual([]);

  await context.setOffline(true);
  expect((await fetchFromPage(control)).servedFrom).toBe('sw-store');
  // nothing stored to answer with: no stored 200, whatever the service worker says instead
  for (const url of [failing, '/api/auth/profile']) {
    const offline = await fetchFromPage(url);
    expect(offline.servedFrom).toBeNull();
    expect(offline.status).not.toBe(200);
  }
  await context.setOffline(false);
});

async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('the dropdown opens on hover and pins on click; each tab keeps its scroll; axe passes', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // an empty list on the server, so the device starts with none
  await request.post('/api/load_user_picks', { headers: memberHeaders(), data: { picks: [] } });
  await openPicksBrowser(page);
  const toggle = page.getByTestId('picks-dropdown-toggle');
  const panel = page.getByTestId('picks-dropdown');
  await expect(page.getByTestId('picks-count-badge')).toHaveCount(0);

  // hover opens it, leaving closes it; a click pins it until a click elsewhere
  await toggle.hover();
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('picks-dropdown-empty')).toHaveText(
    'No picks added yetAdd picks from the Picks or Handicappers view',
  );
  await page.mouse.move(5, 500);
  await expect(panel).toBeHidden();
  await toggle.click();
  await page.mouse.move(5, 500);
  await expect(panel).toBeVisible();
  await page.getByTestId('picks-search').click();
  await expect(panel).toBeHidden();

  // Add to List shows in the dropdown and the badge; its remove button takes it off again
  const first = cards(page).first();
  await first.getByTestId('pick-card-toggle').click();
  await expect(first.getByTestId('pick-card-toggle')).toHaveText('Added ✓');
  await expect(page.getByTestId('picks-count-badge')).toHaveText('1');
  await toggle.click();
  await expect(page.getByTestId('picks-dropdown-item')).toHaveCount(1);
  await expect(page.getByTestId('picks-dropdown-item')).toContainText(
    await first.getByTestId('pick-card-player').innerText(),
  );
  await page.getByTestId('picks-dropdown-remove').click();
  await expect(page.getByTestId('picks-dropdown-empty')).toBeVisible();
  await expect(first.getByTestId('pick-card-toggle')).toHaveText('Add to List');
  await page.keyboard.press('Escape');
  await expectNoSeriousAxeViolations(page, '[data-testid="view-add-picks"]');

  // View By: each tab comes back where it was left
  await page.mouse.wheel(0, 1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const picksY = await page.evaluate(() => window.scrollY);
  await page.getByTestId('view-by-handicappers').click();
  await expect(page.getByTestId('handicapper-card').first()).toBeVisible({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByTestId('view-by-picks').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(picksY);
  await page.getByTestId('view-by-handicappers').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await expectNoSeriousAxeViolations(page, '[data-testid="handicappers-list"]');
});

test('with nothing cached and no network the error has a Retry that loads the picks', async ({
  page,
  context,
}) => {
  await signInAs(page, 'member');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/add-picks');
  await expect(page.getByTestId('picks-error')).toContainText(/^Error loading picks: .+/, {
    timeout: 20_000,
  });
  await expect(cards(page)).toHaveCount(0);
  // Retry while still offline: it tries again and says so again
  await page.getByTestId('picks-retry').click();
  await expect(page.getByTestId('picks-error')).toContainText(/^Error loading picks: .+/, {
    timeout: 20_000,
  });
  // the network is back: the picks load on their own, no reload
  await context.setOffline(false);
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('picks-error')).toHaveCount(0);
});

test('a free or signed-out page sends no picks request the server would refuse', async ({
  browser,
}) => {
  for (const account of ['free', null] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    // the context sees the page's and its data worker's requests alike
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(picks|todays_events)(\/|$)/.test(pathname)) refused.push(pathname);
    });
    if (account) await signInAs(page, account);
    await page.goto('/add-picks');
    await page.waitForTimeout(1_500);
    await page.goto('/dashboard');
    await page.waitForTimeout(3_000);
    expect(refused, `${account ?? 'signed-out'} page`).toEqual([]);
    await context.close();
  }
});
