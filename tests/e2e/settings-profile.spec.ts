// Settings → Profile and Referrals (issue [J]) as a user meets them: an email change end to end
// (the link read from the outbox opens the confirm page), a phone change with the texted code and
// its countdown, offline refusal, the referrals tab (code, check, save, share), and screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { isoAt, systemClock } from '../../server/services/clock';
import { hashPassword } from '../../server/services/passwords';
import { E2E_DIR } from './support/accounts';
import { freshAccount, storeDeviceToken, type FreshAccount } from './support/fresh-account';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/profile-shots';
const PASSWORD = 'Profile-e2e-2026!';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

test.describe.configure({ timeout: 120_000 });
// Several suites share two cores: give each server round trip room before calling it a failure.
const expect = baseExpect.configure({ timeout: 20_000 });

function unique(): string {
  return `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7);
}

/** A fresh account given a password and a verified phone, signed in on `page`, on /settings. */
async function signedInWithPassword(
  page: Page,
  label: string,
): Promise<FreshAccount & { phone: string }> {
  const account = await freshAccount(label, ['member']);
  const phone = `+1557${unique()}`;
  const database = openDatabase({
    databaseUrl: null,
    databaseSchema: null,
    dataDir: path.join(E2E_DIR, 'data'),
  });
  try {
    await database.db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(PASSWORD),
        phone,
        email_verified_at: isoAt(systemClock),
        phone_verified_at: isoAt(systemClock),
      })
      .where('id', '=', account.userId)
      .execute();
  } finally {
    await database.close();
  }
  await page.goto('/signin');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'parlay-engine'),
  );
  await storeDeviceToken(page, account);
  await page.goto('/settings');
  // the machine may be busy: the first load of the shell and the settings chunk can take a while
  await expect(page.getByTestId('settings-panel-profile')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('profile-tab')).toBeVisible({ timeout: 15_000 });
  return { ...account, phone };
}

async function outbox(request: APIRequestContext, recipient: string) {
  const res = await request.get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`);
  // newest first
  return ((await res.json()) as { messages: { subject: string | null; body: string }[] }).messages;
}

async function newestBody(request: APIRequestContext, recipient: string, pattern: RegExp) {
  let body = '';
  await expect
    .poll(async () => (body = (await outbox(request, recipient))[0]?.body ?? ''), {
      timeout: 10_000,
    })
    .toMatch(pattern);
  return body;
}

test('an email change: link to the new inbox, confirm page, new address everywhere', async ({
  page,
}) => {
  const me = await signedInWithPassword(page, 'email-change');
  const panel = page.getByTestId('settings-panel-profile');
  await expect(panel.getByTestId('profile-email')).toContainText(me.email);
  await panel.getByTestId('profile-email-change-open').click();
  await expect(panel.getByTestId('email-change-steps-1')).toHaveAttribute('data-state', 'active');

  const newEmail = `moved${unique()}@example.com`;
  await panel.getByTestId('email-change-new').fill(newEmail);
  await panel.getByTestId('email-change-password').fill('not my password');
  await panel.getByTestId('email-change-submit').click();
  await expect(panel.getByTestId('email-change-error')).toHaveText(
    'Current password is incorrect.',
  );

  await panel.getByTestId('email-change-password').fill(PASSWORD);
  await panel.getByTestId('email-change-submit').click();
  await expect(panel.getByTestId('email-change-sent')).toContainText(newEmail);
  await expect(panel.getByTestId('email-change-steps-2')).toHaveAttribute('data-state', 'active');
  await expect(panel.getByTestId('email-change-resend')).toHaveText(/^Resend link in \d+s$/);
  await expect(panel.getByTestId('email-change-resend')).toBeDisabled();
  // nothing applied yet; the old address was told
  await panel.getByTestId('email-change-close').click();
  await expect(panel.getByTestId('profile-email')).toContainText(me.email);
  await expect(panel.getByTestId('profile-email-pending')).toContainText(newEmail);
  const notice = (await outbox(page.request, me.email))[0];
  expect(notice?.subject).toBe('A change of your Parlay Engine email was requested');

  const mail = await newestBody(page.request, newEmail, /verify-email\?token=/);
  const link = /(https?:\/\/\S+\/settings\/verify-email\?token=[\w-]+)/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId('verify-email-done')).toContainText(newEmail);
  expect((await outbox(page.request, me.email))[0]?.subject).toBe(
    'Your Parlay Engine email was changed',
  );
  // the link works once
  await page.reload();
  await expect(page.getByTestId('verify-email-failed')).toHaveText(
    'This verification link was already used.',
  );
  await page.getByTestId('verify-email-back').click();
  await expect(
    page.getByTestId('settings-panel-profile').getByTestId('profile-email'),
  ).toContainText(newEmail);
  await expect(page.getByTestId('profile-email-pending')).toHaveCount(0);
});

test('a phone change with the texted code and its countdown; refused offline', async ({
  page,
  context,
}) => {
  const me = await signedInWithPassword(page, 'phone-change');
  const panel = page.getByTestId('settings-panel-profile');
  await expect(panel.getByTestId('profile-phone')).toContainText(`•••• ${me.phone.slice(-4)}`);

  await context.setOffline(true);
  await panel.getByTestId('profile-phone-change-open').click();
  await expect(panel.getByTestId('profile-offline-refusal')).toHaveText(
    'You are offline. Changing your email or phone needs a connection.',
  );
  await expect(panel.getByTestId('phone-change')).toHaveCount(0);
  await context.setOffline(false);

  await panel.getByTestId('profile-phone-change-open').click();
  const newPhone = `+1558${unique()}`;
  await panel.getByTestId('phone-change-new').fill(newPhone);
  await panel.getByTestId('phone-change-password').fill(PASSWORD);
  await panel.getByTestId('phone-change-submit').click();
  await expect(panel.getByTestId('phone-change-sent')).toContainText(`•••• ${newPhone.slice(-4)}`);
  await expect(panel.getByTestId('phone-change-resend')).toHaveText(/^Resend code in \d+s$/);
  await expect(panel.getByTestId('phone-change-submit')).toBeDisabled();

  const text = await newestBody(page.request, newPhone, /\b\d{6}\b/);
  const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  const wrong = code === '000000' ? '111111' : '000000';
  await panel.getByTestId('phone-change-code').fill(wrong);
  await panel.getByTestId('phone-change-submit').click();
  await expect(panel.getByTestId('phone-change-error')).toHaveText('Invalid code');
  await panel.getByTestId('phone-change-code').fill(code);
  await panel.getByTestId('phone-change-submit').click();
  await expect(panel.getByTestId('phone-change')).toHaveCount(0);
  await expect(panel.getByTestId('profile-phone')).toContainText(`•••• ${newPhone.slice(-4)}`);
  await expect(page.getByText('Your phone number has been changed.')).toBeVisible();
});

test('the referrals tab: code, share link, rules, check and save', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInWithPassword(page, 'referrals');
  await page.getByTestId('settings-tab-referrals').click();
  const panel = page.getByTestId('settings-panel-referrals');
  const code = panel.getByTestId('referral-code');
  await expect(code).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  for (const stat of ['invited', 'signed_up', 'paid', 'credits_earned']) {
    await expect(panel.getByTestId(`referral-stat-${stat}`)).toHaveText('0');
  }
  const generated = (await code.textContent()) ?? '';
  await expect(panel.getByTestId('referral-link')).toHaveText(
    new RegExp(`/signup\\?ref=${generated}$`),
  );

  // no Web Share API in this browser: Share copies the link
  const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
  if (!hasShare) {
    await panel.getByTestId('referral-share').click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/signup\\?ref=${generated}$`),
    );
  }

  const input = panel.getByTestId('referral-code-input');
  await input.fill('ab');
  await panel.getByTestId('referral-code-check').click();
  await expect(panel.getByTestId('referral-code-verdict')).toHaveText(
    'Referral code must be 4-20 characters.',
  );
  await input.fill('Support-Desk');
  await panel.getByTestId('referral-code-check').click();
  await expect(panel.getByTestId('referral-code-verdict')).toHaveText(
    'That referral code is reserved. Choose another.',
  );
  const mine = `Sharp-${unique()}`;
  await input.fill(mine);
  await panel.getByTestId('referral-code-check').click();
  await expect(panel.getByTestId('referral-code-verdict')).toHaveAttribute(
    'data-available',
    'true',
  );
  await panel.getByTestId('referral-code-save').click();
  await expect(panel.getByTestId('referral-code-verdict')).toHaveText('Referral code saved.');
  await expect(code).toHaveText(mine);
  await expect(panel.getByTestId('referral-link')).toHaveText(new RegExp(`/signup\\?ref=${mine}$`));
});

for (const size of SIZES) {
  test(`profile and referrals tabs at ${size.width}x${size.height}`, async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await signedInWithPassword(page, `shots-${size.name}`);
    const profile = page.getByTestId('settings-panel-profile');
    await expect(profile.getByTestId('profile-tab')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/profile-${size.name}.png`, fullPage: true });
    await profile.getByTestId('profile-phone-change-open').click();
    await expect(profile.getByTestId('phone-change')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/profile-phone-flow-${size.name}.png`, fullPage: true });
    // no horizontal overflow at either size
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.getByTestId('settings-tab-referrals').click();
    await expect(page.getByTestId('referrals-tab')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/referrals-${size.name}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
  });
}
