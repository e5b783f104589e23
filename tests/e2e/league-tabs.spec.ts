// League tabs (issue [M]): every league of the browse list has a tab, in a stable order; a league
// with picks lists only its picks; an empty league says why in words (out of season: when it
// returns), and a search that finds nothing names the search, never 'No more picks.'.
import { expect, test } from '@playwright/test';
import { LEAGUE_FILTERS } from '../../src/domain/leagues';
import { emptyListText } from '../../src/domain/empty-list-text';
import { isInSeason } from '../../src/domain/league-seasons';
import { memberHeaders, slateDate } from './support/picks-browser';
import { screenshot } from './support/screenshots';
import { signInAs } from './support/session';

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

  await signInAs(page, 'member');
  await page.goto('/add-picks');
  await expect(page.getByTestId('pick-card').first()).toBeVisible({ timeout: 15_000 });
  const tabs = page.getByRole('group', { name: 'League' }).getByRole('button');
  await expect(tabs).toHaveText([...LEAGUE_FILTERS]);

  const withPicks = [...counts.keys()].find((league) => league !== 'ALL')!;
  await page.getByTestId(`league-tab-${withPicks}`).click();
  const leagues = page.getByTestId('pick-card').getByTestId('pick-card-league');
  await expect(leagues.first()).toHaveText(withPicks);
  expect(new Set(await leagues.allInnerTexts())).toEqual(new Set([withPicks]));

  // a league with nothing on the date: out of season (when it returns) or a quiet day
  const empty = LEAGUE_FILTERS.filter((l) => l !== 'ALL' && !counts.has(l));
  for (const league of empty.slice(0, 2)) {
    await page.getByTestId(`league-tab-${league}`).click();
    await expect(page.getByTestId('picks-empty')).toHaveText(
      emptyListText({ league, search: '', date }),
    );
    await expect(page.getByTestId('picks-no-more')).toHaveCount(0);
    if (!isInSeason(league, date))
      await expect(page.getByTestId('picks-empty')).toContainText('out of season');
  }
  if (empty.length > 0) await screenshot(page, 'league-tab-empty-390');

  await page.getByTestId('league-tab-ALL').click();
  await page.getByTestId('picks-search').fill('zzqx');
  await expect(page.getByTestId('picks-empty')).toHaveText('No pick matches “zzqx”.');
});
