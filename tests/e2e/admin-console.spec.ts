// The admin console (issue [L]): at 1440x900 the 'Admin Access' gate (a wrong password says
// 'Incorrect password', clears the field and keeps the admin signed in), the Date Settings panel's
// checks and a date change through 'Confirm Date Change' seen by a member's open picks browser
// without a reload, then the date set back (seen again), with no serious axe finding on the
// console; at 390x844 on a touch screen the Admin entry shows without hover and a confidence
// refresh of one slate date runs from the panel to its completion toast.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatSlateDate, shiftSlateDate } from '../../src/domain/time/slate-date';
import { E2E_ADMIN_PASSWORD } from './support/accounts';
import { slateDate } from './support/picks-browser';
import { expectNoSeriousAxeViolations } from './support/research-screens';
import { signInAs } from './support/session';
import { screenshot } from './support/screenshots';

// the admin route is a lazy chunk and the machine is shared: give first paints room
const expect = baseExpect.configure({ timeout: 10_000 });
// signing two pages in takes most of a test; on a loaded shared machine that alone was 25-40 s
const SLOW_MACHINE_MS = 120_000;

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

async function authenticatePanel(page: Page, gate: 'date-gate' | 'refresh-gate') {
  await page.getByTestId(`${gate}-password`).fill(E2E_ADMIN_PASSWORD);
  await page.getByTestId(`${gate}-submit`).click();
  await expect(page.getByTestId(gate)).toHaveCount(0);
}

test('the gate, the date checks, and a date change seen by a member at 1440x900', async ({
  browser,
  request,
}) => {
  test.setTimeout(SLOW_MACHINE_MS);
  const viewport = { width: 1440, height: 900 };
  const original = await slateDate(request);
  const moved = shiftSlateDate(original, 1);

  // own contexts: axe runs only in a page of a context the test made
  const [memberContext, adminContext] = await Promise.all([
    browser.newContext({ viewport }),
    browser.newContext({ viewport }),
  ]);
  const [member, admin] = await Promise.all([memberContext.newPage(), adminContext.newPage()]);
  await Promise.all([signInAs(member, 'member'), signInAs(admin, 'admin')]);
  await member.goto('/add-picks');
  await expect(member.getByTestId('slate-date')).toHaveText(formatSlateDate(original));
  await expect(member.getByTestId('pick-card').first()).toBeVisible({ timeout: 15_000 });
  await member.evaluate(
    () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
  );
  await admin.goto('/admin');
  await expect(admin.getByTestId('admin-gate')).toContainText('Admin Access');
  await expectNoSeriousAxeViolations(admin, 'main');
  await screenshot(admin, 'admin-gate-1440');

  // a wrong password: the gate's words, the field cleared, the admin still signed in and here
  await admin.getByTestId('admin-gate-password').fill('not-the-admin-password');
  await admin.getByTestId('admin-gate-submit').click();
  await expect(admin.getByTestId('admin-gate-error')).toHaveText('Incorrect password');
  await expect(admin.getByTestId('admin-gate-password')).toHaveValue('');
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByTestId('sidebar-account')).toBeVisible();

  await admin.getByTestId('admin-gate-password').fill(E2E_ADMIN_PASSWORD);
  await admin.getByTestId('admin-gate-submit').click();
  await expect(admin.getByTestId('admin-panels')).toBeVisible();
  await expect(toast(admin, 'Authentication successful!').first()).toBeVisible();

  // the panel's own gate words a wrong password its way
  await admin.getByTestId('date-gate-password').fill('wrong-again');
  await admin.getByTestId('date-gate-submit').click();
  await expect(admin.getByTestId('date-gate-error')).toHaveText(
    'Incorrect password. Please try again.',
  );
  await authenticatePanel(admin, 'date-gate');
  await expect(admin.getByTestId('date-current')).toHaveAttribute('data-date', original);
  await expect(admin.getByTestId('date-system-active')).toHaveText('System Active');
  await authenticatePanel(admin, 'refresh-gate');
  await expectNoSeriousAxeViolations(admin, 'main');

  // a fresh install follows California's date: the input waits until auto-update is off
  await expect(admin.getByTestId('date-auto-update')).toBeChecked();
  await expect(admin.getByTestId('date-input')).toBeDisabled();
  await admin.getByTestId('date-auto-update').uncheck();
  await expect(toast(admin, `Date updated successfully to ${original}!`)).toBeVisible();
  await expect(admin.getByTestId('date-input')).toBeEnabled();

  // validation after 10 characters: the first error and the link to the rest
  await admin.getByTestId('date-input').fill('2031-01-01');
  await expect(admin.getByTestId('date-error')).toHaveText('Date cannot be after 2030');
  await admin.getByTestId('date-more-errors').click();
  await expect(admin.getByTestId('date-error-more')).toHaveText(
    'Date cannot be more than 1 year in the future',
  );
  await expect(admin.getByTestId('date-update')).toBeDisabled();

  // the same date: a warning and no call (no dialog)
  await admin.getByTestId('date-input').fill(original);
  await admin.getByTestId('date-update').click();
  await expect(admin.getByTestId('date-warning')).toHaveText(
    'New date is the same as current date. No changes needed.',
  );
  await expect(admin.getByTestId('date-confirm')).toHaveCount(0);

  await admin.getByTestId('date-input').fill(moved);
  await admin.getByTestId('date-update').click();
  await expect(admin.getByTestId('date-confirm')).toBeVisible();
  await screenshot(admin, 'admin-date-confirm-1440');
  await admin.getByTestId('date-confirm-confirm').click();
  await expect(toast(admin, `Date updated successfully to ${moved}!`)).toBeVisible();
  await expect(admin.getByTestId('date-current')).toHaveAttribute('data-date', moved);
  await screenshot(admin, 'admin-panels-1440', true);

  // the member's open picks browser follows without a reload (its page asks every few seconds)
  const sameDocument = () =>
    member.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
  await expect(member.getByTestId('slate-date')).toHaveText(formatSlateDate(moved), {
    timeout: 30_000,
  });
  await expect(member.getByTestId('pick-card').first()).toBeVisible({ timeout: 15_000 });
  expect(await sameDocument()).toBe(true);

  // back to California's date: auto-update on again, and the member's page follows back
  await admin.getByTestId('date-auto-update').check();
  await expect(admin.getByTestId('date-current')).toHaveAttribute('data-date', original);
  await expect(admin.getByTestId('date-input')).toBeDisabled();
  await expect(member.getByTestId('slate-date')).toHaveText(formatSlateDate(original), {
    timeout: 30_000,
  });
  expect(await sameDocument()).toBe(true);
  await adminContext.close();
  await memberContext.close();
});

test('a refresh of one slate date runs to its completion toast at 390x844 on a touch screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(SLOW_MACHINE_MS);
  const date = await slateDate(request);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signInAs(page, 'admin');

  // no hover on a touch screen: the Admin entry shows as it is
  await expect(page.getByTestId('view-home')).toBeVisible();
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('nav-admin')).toHaveCSS('opacity', '1');
  await screenshot(page, 'admin-entry-touch-390');
  await page.getByTestId('nav-admin').click();
  await expect(page.getByTestId('admin-gate')).toBeVisible();
  await page.getByTestId('admin-gate-password').fill(E2E_ADMIN_PASSWORD);
  await page.getByTestId('admin-gate-submit').click();
  await expect(page.getByTestId('admin-panels')).toBeVisible();

  await authenticatePanel(page, 'refresh-gate');
  await page.getByTestId('refresh-advanced-toggle').click();
  await page.getByTestId('refresh-date').fill(date);
  await page.getByTestId('refresh-workers').fill('3');
  await expect(page.getByTestId('refresh-workers-value')).toHaveText('3');
  // on a phone the toasts sit at the bottom: bring the button to the middle of the screen
  await page.getByTestId('refresh-start').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.getByTestId('refresh-start').click();
  await expect(page.getByTestId('refresh-confirm-scope')).toHaveText(
    `the picks of ${date}, with 3 workers`,
  );
  await screenshot(page, 'admin-refresh-confirm-390');
  await page.getByTestId('refresh-confirm-confirm').click();
  await expect(toast(page, 'Confidence refresh job started!')).toBeVisible();
  await expect(page.getByTestId('refresh-status')).toHaveAttribute(
    'data-status',
    /pending|running|completed/,
  );

  await expect(toast(page, 'Confidence refresh completed! Updated: ')).toBeVisible({
    timeout: 15_000,
  });
  const status = page.getByTestId('refresh-status');
  await expect(status).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('refresh-status-text')).toHaveAttribute('data-colour', 'green');
  await expect(page.getByTestId('refresh-progress')).toHaveAttribute('aria-valuenow', '100');
  await status.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'admin-refresh-done-390');
  await context.close();
});
