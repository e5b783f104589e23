// The admin's Manual Pick Form (issue [L] item 5): at 1440x900 a pick entered field by field (a
// custom stat type when the league's list lacks it, experts chosen from the date's list) is
// submitted and a member finds it in the picks browser in another browser context; at 390x844 the
// date lock's toasts, the required-fields toast, and a refused pick showing the server's own reason.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN_LEAGUES, statTypesFor } from '../../src/domain/admin/admin-pick-options';
import { E2E_ADMIN_PASSWORD } from './support/accounts';
import { slateDate, topPicks } from './support/picks-browser';
import { signInAs } from './support/session';
import { screenshot } from './support/screenshots';

// the admin route is a lazy chunk and the machine is shared: give first paints room
const expect = baseExpect.configure({ timeout: 10_000 });
const shot = (page: Page, name: string) => screenshot(page, name, name.endsWith('1440'));

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

/** Signs the admin in, passes the 'Admin Access' gate and waits for the form's experts. */
async function openForm(page: Page): Promise<void> {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByTestId('admin-gate-password').fill(E2E_ADMIN_PASSWORD);
  await page.getByTestId('admin-gate-submit').click();
  await expect(page.getByTestId('manual-pick-form')).toBeVisible();
  await expect(page.getByTestId('manual-pick-experts-count')).toBeVisible();
  await expect(page.getByTestId('manual-pick-submit')).toBeEnabled();
}

test('a manual pick submitted at 1440x900 is seen in a member’s picks browser', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const viewport = { width: 1440, height: 900 };
  const date = await slateDate(request);
  // a qualified pick of a league the form offers: its player and experts make the new line qualify
  const top = (await topPicks(request, date, 25)).find((p) =>
    (ADMIN_LEAGUES as readonly string[]).includes(p.league),
  );
  expect(top, 'a slate pick in MLB, CFB, NFL, NBA or NHL').toBeTruthy();
  const player = top!.player_name!;
  const statType = top!.stat_type!;
  const over = Number(top!.prediction) === 1;
  const base = top!.stat_threshold ?? 1.5;
  // a line of its own on each attempt (a retry finds the previous attempt's pick)
  const shift = 0.5 + test.info().retry + test.info().repeatEachIndex;
  const threshold = over && base > shift + 0.5 ? base - shift : base + shift;
  const betType = `${over ? 'Over' : 'Under'} ${threshold} ${statType}`;
  const experts = Object.entries(top!.expert_confidence_map).slice(0, 2);

  // the member signs in (a browser context of their own) while the admin types
  const memberContext = await browser.newContext({ viewport });
  const member = await memberContext.newPage();
  const memberSignedIn = signInAs(member, 'member');
  const admin = await browser.newPage({ viewport });
  await openForm(admin);
  await expect(admin.getByTestId('manual-pick-event-date')).toHaveValue(date);

  await admin.getByTestId('manual-pick-name').fill(player);
  await admin.getByTestId(`manual-pick-league-${top!.league}`).click();
  await expect(admin.getByTestId(`manual-pick-league-${top!.league}`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await admin.getByTestId('manual-pick-odds').fill('1.85');
  await admin.getByTestId('manual-pick-threshold').fill(String(threshold));
  if (statTypesFor(top!.league).includes(statType)) {
    await admin.getByTestId('manual-pick-stat-type').selectOption(statType);
  } else {
    // the demo's stat is not in the form's list: added as a custom one with Enter
    await admin.getByTestId('manual-pick-stat-type').selectOption('__add_custom_stat_type__');
    await admin.getByTestId('manual-pick-stat-custom').fill(statType);
    await admin.getByTestId('manual-pick-stat-custom').press('Enter');
    await expect(admin.getByTestId('manual-pick-stat-type')).toHaveValue(statType);
  }
  await admin.getByTestId('manual-pick-prediction').selectOption(over ? '1' : '0');
  await admin.getByTestId('manual-pick-team-a').fill(top!.team_a ?? 'Away');
  await admin.getByTestId('manual-pick-team-b').fill(top!.team_b ?? 'Home');
  await admin.getByTestId('manual-pick-player-name').fill(player);
  for (const [index, [name, confidence]] of experts.entries()) {
    if (index > 0) await admin.getByTestId('manual-pick-expert-add').click();
    await admin.getByTestId(`manual-pick-expert-name-${index}`).selectOption(name);
    const percent = confidence <= 1 ? confidence * 100 : confidence;
    await admin.getByTestId(`manual-pick-expert-confidence-${index}`).fill(percent.toFixed(1));
    if (index === 0) await admin.getByTestId('manual-pick-expert-time-0').fill('18:30');
  }
  await shot(admin, 'manual-pick-form-1440');

  await admin.getByTestId('manual-pick-submit').click();
  await expect(toast(admin, 'Pick submitted successfully!')).toBeVisible();
  // the form is fresh again, on the same date
  await expect(admin.getByTestId('manual-pick-name')).toHaveValue('');
  await expect(admin.getByTestId('manual-pick-event-date')).toHaveValue(date);

  // the member finds the new line by the player's name
  await memberSignedIn;
  await member.goto('/add-picks');
  await expect(member.getByTestId('pick-card').first()).toBeVisible({ timeout: 15_000 });
  await member.getByTestId('picks-search').fill(player);
  await expect(member.getByTestId('pick-card').filter({ hasText: betType })).toHaveCount(1);
  await admin.close();
  await memberContext.close();
});

test('at 390x844 the date lock, the required fields and the server’s own refusal', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openForm(page);
  await shot(page, 'manual-pick-form-390');
  // the spec's defaults
  await expect(page.getByTestId('manual-pick-reusable')).toBeChecked();
  await expect(page.getByTestId('manual-pick-source-name')).toHaveValue('Manual');
  await expect(page.getByTestId('manual-pick-threshold')).toHaveAttribute('placeholder', '25.5');
  await expect(page.getByTestId('manual-pick-expert-confidence-0')).toHaveValue('50');

  // the lock keeps the date in localStorage under the spec's key
  const date = await page.getByTestId('manual-pick-event-date').inputValue();
  await page.getByTestId('manual-pick-date-lock').click();
  await expect(toast(page, 'Date locked!')).toBeVisible();
  await expect(page.getByTestId('manual-pick-event-date')).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('pinnedEventDate'))).toBe(date);
  await page.getByTestId('manual-pick-date-lock').click();
  await expect(toast(page, 'Date unlocked!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pinnedEventDate'))).toBeNull();

  // nothing filled: the spec's one required-fields toast, no call
  await page.getByTestId('manual-pick-submit').click();
  await expect(
    toast(page, 'Please fill all required fields including team names and expert names'),
  ).toBeVisible();

  // complete but with a prediction that names no side: the server says so in its own words
  await page.getByTestId('manual-pick-name').fill('Refused Player');
  await page.getByTestId('manual-pick-league-NBA').click();
  // picking the league again clears it; a third pick sets it again
  await page.getByTestId('manual-pick-league-NBA').click();
  await expect(page.getByTestId('manual-pick-league-NBA')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('manual-pick-league-NBA').click();
  await page.getByTestId('manual-pick-odds-format').selectOption('american');
  await page.getByTestId('manual-pick-odds').fill('-110');
  await expect(page.getByTestId('manual-pick-odds')).toHaveValue('-110');
  await expect(page.getByTestId('manual-pick-odds-sign')).toHaveValue('negative');
  await page.getByTestId('manual-pick-stat-type').selectOption('Points');
  await page.getByTestId('manual-pick-prediction').selectOption('custom');
  await page.getByTestId('manual-pick-custom-prediction').fill('Maybe later');
  await page.getByTestId('manual-pick-team-a').fill('Lakers');
  await page.getByTestId('manual-pick-team-b').fill('Celtics');
  await page.getByTestId('manual-pick-expert-name-0').selectOption('-- Add Custom --');
  await page.getByTestId('manual-pick-expert-custom-0').fill('E2E Custom Expert');
  await page.getByTestId('manual-pick-submit').click();
  const reason =
    'Invalid prediction "Maybe later": use 1 (Over / Higher), 0 (Under / Lower), ' +
    'or custom text that names a side (e.g. Over, Under, Higher, Lower).';
  await expect(page.getByTestId('manual-pick-error')).toHaveText(reason);
  await expect(toast(page, `Error: ${reason}`)).toBeVisible();
  // a refusal keeps what was typed, and the admin stays signed in on /admin
  await expect(page.getByTestId('manual-pick-name')).toHaveValue('Refused Player');
  await expect(page).toHaveURL(/\/admin$/);
  if (process.env.E2E_SCREENSHOTS) {
    await shot(page, 'manual-pick-refused-390');
    await page.getByTestId('manual-pick-experts').scrollIntoViewIfNeeded();
    await shot(page, 'manual-pick-experts-390');
  }
  await context.close();
});
