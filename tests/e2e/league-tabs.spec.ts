// League tabs (issue [M]): every league of the browse list has a tab, in a stable order; a league
// with picks lists only its picks; an empty league says why in words (out of season: when it
// returns), and a search that finds nothing names the search, never 'No more picks.'. A saved
// default league past a phone's edge (WNBA) opens pressed and in view; the keyboard walks the
// tabs in order.
import { expect, test, type Page } from '@playwright/test';
import type { PreferencesReply } from '../../src/api/preferences-contract';
import { LEAGUE_FILTERS } from '../../src/domain/picks/leagues';
import { emptyListText } from '../../src/domain/picks/empty-list-text';
import { isInSeason } from '../../src/domain/time/league-seasons';
import { memberHeaders, slateDate } from './support/picks-browser';
import { screenshot } from './support/screenshots';
import { signInAs } from './support/session';

async function openBrowser(page: Page): Promise<void> {
  await signInAs(page, 'member');
  await page.goto('/add-picks');
  await expect(page.getByTestId('pick-card').first()).toBeVisible({ timeout: 15_000 });
}

test('a tab for every league, the right picks under each, and words for an empty one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const date = await slateDate(request);
  // which leagues have qualified picks on the date, by the API
  const counts = new Map<string, number>();
  for (let offset = 0; ; offset += 100) {
    const reply = await request.get(`/api/picks?date=${date}&limit=100&offset=${offset}`, {
      headers: memberHeaders(),
    });
    const body = (await reply.json()) as { picks: { league: string }[]; nextOffset: number | null };
    for (const p of body.picks) counts.set(p.league, (counts.get(p.league) ?? 0) + 1);
    if (body.nextOffset === null) break;
  }
  // the demo world plays each league in its season only
  for (const league of LEAGUE_FILTERS)
    if (league !== 'ALL' && !isInSeason(league, date))
      expect(counts.has(league), `${league} out of season on ${date}`).toBe(false);

  await openBrowser(page);
  const tabs = page.getByRole('group', { name: 'League' }).getByRole('button');
  await expect(tabs).toHaveText([...LEAGUE_FILTERS]);
  await expect(page.getByTestId('league-tab-ALL')).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'league-tabs-390');

  const withPicks = LEAGUE_FILTERS.find((league) => league !== 'ALL' && counts.has(league))!;
  await page.getByTestId(`league-tab-${withPicks}`).click();
  await expect(page.getByTestId(`league-tab-${withPicks}`)).toHaveAttribute('aria-pressed', 'true');
  const leagues = page.getByTestId('pick-card').getByTestId('pick-card-league');
  await expect(leagues.first()).toHaveText(withPicks);
  expect(new Set(await leagues.allInnerTexts())).toEqual(new Set([withPicks]));
  await expect(page.getByTestId('picks-empty')).toHaveCount(0);

  // every league with nothing on the date: out of season (when it returns) or a quiet day
  const empty = LEAGUE_FILTERS.filter((l) => l !== 'ALL' && !counts.has(l));
  for (const league of empty) {
    await page.getByTestId(`league-tab-${league}`).click();
    await expect(page.getByTestId('picks-empty')).toHaveText(
      emptyListText({ league, search: '', date }),
    );
    await expect(page.getByTestId('picks-no-more')).toHaveCount(0);
    if (!isInSeason(league, date)) {
      await expect(page.getByTestId('picks-empty')).toContainText('out of season. It returns on');
      await screenshot(page, 'league-tab-out-of-season-390');
    } else await screenshot(page, 'league-tab-quiet-day-390');
  }

  // a search that finds nothing names itself, in a league too
  await page.getByTestId(`league-tab-${withPicks}`).click();
  await page.getByTestId('picks-search').fill('zzqx');
  await expect(page.getByTestId('picks-empty')).toHaveText(
    `No pick matches “zzqx” in ${withPicks}.`,
  );
  await page.getByTestId('league-tab-ALL').click();
  await expect(page.getByTestId('picks-empty')).toHaveText('No pick matches “zzqx”.');
  await expect(page.getByTestId('picks-no-more')).toHaveCount(0);
  await screenshot(page, 'league-search-empty-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  const outOfSeason = LEAGUE_FILTERS.find((l) => l !== 'ALL' && !isInSeason(l, date));
  await page.getByTestId('picks-search').fill('');
  await page.getByTestId(`league-tab-${outOfSeason ?? empty[0] ?? 'ALL'}`).click();
  await screenshot(page, 'league-tabs-1440');
});

test('the keyboard walks the tabs in order; a saved default past the edge opens in view', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const before = await request.get('/api/settings/preferences', { headers: memberHeaders() });
  const { default_league: was } = ((await before.json()) as PreferencesReply).preferences;
  const saved = await request.post('/api/settings/preferences', {
    headers: memberHeaders(),
    data: { default_league: 'WNBA' },
  });
  expect(saved.status()).toBe(200);
  try {
    expect(
      ((await saved.json()) as { preferences: { default_league: string } }).preferences,
    ).toMatchObject({ default_league: 'WNBA' });
    await openBrowser(page);
    const wnba = page.getByTestId('league-tab-WNBA');
    await expect(wnba).toHaveAttribute('aria-pressed', 'true');
    await expect(wnba).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'league-tab-default-wnba-390');

    await page.getByTestId('league-tab-ALL').focus();
    for (const league of LEAGUE_FILTERS.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(page.getByTestId(`league-tab-${league}`)).toBeFocused();
      await expect(page.getByTestId(`league-tab-${league}`)).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('league-tab-NCAA')).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await request.post('/api/settings/preferences', {
      headers: memberHeaders(),
      data: { default_league: was },
    });
  }
});
