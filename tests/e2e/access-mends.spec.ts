// The access flow's five mends (issue 15) as a new user meets them: the spec's toasts appear, the
// first sign-in text right after sign-up arrives, a dead code says so and offers a new one, a short
// password is 'Too short', and going back keeps a verified phone.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { isoAt, systemClock } from '../../server/services/clock';
import { hashPassword } from '../../server/services/passwords';
import { createUser } from '../../server/services/users';
import { E2E_DIR } from './support/accounts';
import { freshAccount, storeDeviceToken } from './support/fresh-account';
import { sentCode, sentMessages } from './support/message-outbox';

const SHOTS = '/tmp/mends-shots';
const PASSWORD = 'Fresh-bettor-2026!';
const PHONE_SIZE = { width: 390, height: 844 };

/** A phone and email no other test (or earlier run on this data dir) has texted. */
function newPerson(label: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7);
  return { phone: `+1556${suffix}`, email: `${label}${suffix}@example.com` };
}

/** A verified account with a password and a phone, made in the e2e server's database. */
async function passwordAccount(label: string) {
  const person = newPerson(label);
  const database = openDatabase({
    databaseUrl: null,
    databaseSchema: null,
    dataDir: path.join(E2E_DIR, 'data'),
  });
  try {
    const userId = await createUser(database.db, systemClock, {
      email: person.email,
      phone: person.phone,
      passwordHash: await hashPassword(PASSWORD),
    });
    await database.db
      .updateTable('users')
      .set({ email_verified_at: isoAt(systemClock), phone_verified_at: isoAt(systemClock) })
      .where('id', '=', userId)
      .execute();
  } finally {
    await database.close();
  }
  return person;
}

async function submitPassword(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByTestId('sign-in-identifier').fill(email);
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('two-factor')).toBeVisible();
}

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });
/** The container loads on the first toast: give a busy machine time to fetch it. */
const TOAST_WAIT = { timeout: 15_000 };

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));
// Each test walks a whole sign-up or sign-in with argon2 on a shared machine.
test.describe.configure({ timeout: 90_000 });

test('a new user: Too short, back keeps the phone, first sign-in text arrives, success toast', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_SIZE);
  const { phone, email } = newPerson('mend');
  await page.goto('/signup');
  await page.getByTestId('sign-up-phone').fill(phone);
  await page.getByTestId('sign-up-primary').click();
  await page.getByTestId('sign-up-code').fill(await sentCode(page.request, phone, 1));
  await page.getByTestId('sign-up-primary').click();
  await expect(page.getByTestId('sign-up-step-emailPassword')).toBeVisible();

  // Mend 4: under 8 characters the bar says Too short, whatever else the password has.
  await page.getByTestId('sign-up-password').fill('Ab1!');
  await expect(page.getByTestId('password-strength-label')).toHaveText(
    'Too short - needs at least 8 characters',
  );
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '0');
  await page.getByTestId('sign-up-password').fill('');

  // Mend 5: going back keeps the verified phone; Continue returns without a new code.
  await page.getByTestId('sign-up-back-to-phone').click();
  await expect(page.getByTestId('sign-up-step-phone')).toBeVisible();
  await expect(page.getByTestId('sign-up-phone-verified')).toHaveText(`Phone verified: ${phone}`);
  await expect(page.getByTestId('sign-up-primary')).toHaveText('Continue');
  await expect(page.getByTestId('sign-up-phone')).toHaveValue(phone);
  await page.screenshot({ path: `${SHOTS}/sign-up-phone-after-back-390.png` });
  await page.getByTestId('sign-up-primary').click();
  await expect(page.getByTestId('sign-up-step-emailPassword')).toBeVisible();
  expect(await sentMessages(page.request, phone)).toHaveLength(1);

  await page.getByTestId('sign-up-email').fill(email);
  await page.getByTestId('sign-up-password').fill(PASSWORD);
  await page.getByTestId('sign-up-confirm').fill(PASSWORD);
  await page.getByTestId('sign-up-continue').click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const [mail = ''] = await sentMessages(page.request, email);
  await page.goto(/\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail)?.[0] ?? '');

  // Mend 2: well within a minute of the sign-up text, the sign-in text still goes out.
  await submitPassword(page, email);
  const code = await sentCode(page.request, phone, 2);
  await expect(page.getByTestId('two-factor-error')).toHaveCount(0);
  await expect(page.getByTestId('two-factor-channel-sms')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('two-factor-code').fill(code);
  await page.getByTestId('two-factor-submit').click();
  await expect(page.getByTestId('view-home')).toBeVisible();

  // Mend 1: the spec's success toast is seen.
  await expect(toast(page, 'Authentication successful!')).toBeVisible(TOAST_WAIT);
});

test('a code killed by five wrong tries says it has expired and Resend sends a new one', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_SIZE);
  const { phone, email } = await passwordAccount('dead');
  await submitPassword(page, email);
  const code = await sentCode(page.request, phone, 1);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 4; i += 1) {
    await page.getByTestId('two-factor-code').fill(wrong);
    await page.getByTestId('two-factor-submit').click();
    await expect(page.getByTestId('two-factor-error')).toHaveText('Invalid code');
  }
  await page.getByTestId('two-factor-code').fill(wrong);
  await page.getByTestId('two-factor-submit').click();
  const expired = 'Too many wrong tries: this code has expired. Request a new code.';
  await expect(page.getByTestId('two-factor-error')).toHaveText(expired);
  await expect(page.getByTestId('two-factor-resend')).toBeEnabled();
  await expect(page.getByTestId('two-factor-resend')).toHaveText('Resend code');
  await expect(page.getByTestId('two-factor-code')).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/two-factor-code-expired-390.png` });

  // The right (old) code no longer helps, and the screen still says why.
  await page.getByTestId('two-factor-code').fill(code);
  await page.getByTestId('two-factor-submit').click();
  await expect(page.getByTestId('two-factor-error')).toHaveText(expired);

  await page.getByTestId('two-factor-resend').click();
  await expect(page.getByTestId('two-factor-sent')).toBeVisible();
  await expect(page.getByTestId('two-factor-resend')).toHaveText(/Resend code in \d+s/);
  const fresh = await sentCode(page.request, phone, 2);
  await page.getByTestId('two-factor-code').fill(fresh);
  await page.getByTestId('two-factor-submit').click();
  await expect(page.getByTestId('view-home')).toBeVisible();
  await expect(toast(page, 'Authentication successful!')).toBeVisible(TOAST_WAIT);
});

test('the sign-up code step says a dead code has expired and resends at once', async ({ page }) => {
  const { phone } = newPerson('wiz');
  await page.goto('/signup');
  await page.getByTestId('sign-up-phone').fill(phone);
  await page.getByTestId('sign-up-primary').click();
  const code = await sentCode(page.request, phone, 1);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1) {
    await page.getByTestId('sign-up-code').fill(wrong);
    await page.getByTestId('sign-up-primary').click();
    await expect(page.getByTestId('sign-up-error')).toBeVisible();
  }
  await expect(page.getByTestId('sign-up-error')).toHaveText(
    'Too many wrong tries: this code has expired. Request a new code.',
  );
  await expect(page.getByTestId('sign-up-resend')).toBeEnabled();
  await expect(page.getByTestId('sign-up-resend')).toHaveText('Resend code');
  await page.getByTestId('sign-up-resend').click();
  await expect(page.getByTestId('sign-up-resend')).toHaveText(/Resend code in \d+s/);
  await page.getByTestId('sign-up-code').fill(await sentCode(page.request, phone, 2));
  await page.getByTestId('sign-up-primary').click();
  await expect(page.getByTestId('sign-up-step-emailPassword')).toBeVisible();
});

test("the refused sixth favourite's toast appears", async ({ page }) => {
  const account = await freshAccount('mend-fav');
  await page.goto('/dashboard');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceToken(page, account);
  await page.goto('/add-picks');
  await page.getByTestId('view-by-handicappers').click();
  const stars = page.getByTestId('handicapper-card').getByTestId('handicapper-favorite');
  const unstarred = stars.and(page.locator('[aria-pressed="false"]'));
  await expect(stars.first()).toBeVisible({ timeout: 15_000 });
  // the list is virtual (cards above unmount as it scrolls): each star is followed by its card id
  const starOf = async () => {
    const id = await unstarred
      .first()
      .evaluate((el) =>
        el.closest('[data-testid="handicapper-card"]')!.getAttribute('data-handicapper-id'),
      );
    return page
      .locator(`[data-testid="handicapper-card"][data-handicapper-id="${id}"]`)
      .getByTestId('handicapper-favorite');
  };
  for (let i = 1; i <= 5; i += 1) {
    const star = await starOf();
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }
  const sixth = await starOf();
  await sixth.click();
  const limit = 'You can only have up to 5 favorite handicappers. Please remove one first.';
  await expect(toast(page, limit)).toBeVisible(TOAST_WAIT);
  await expect(sixth).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('favorite-item')).toHaveCount(5);
});
