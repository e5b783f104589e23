// Access end to end: sign-up from phone to dashboard, two-factor sign-in, guards, and sign-out
// that leaves nothing of one account for the next person on the same browser profile.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/demo/accounts';

interface OutboxMessage {
  body: string;
  created_at: string;
}

/** Waits for a message to `recipient` that was not there before (`seen` = bodies already read). */
async function nextMessage(request: APIRequestContext, recipient: string, seen: Set<string>) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`);
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      found = messages.find((m) => !seen.has(m.body));
      return found !== undefined;
    })
    .toBe(true);
  seen.add(found!.body);
  return found!.body;
}

function codeIn(body: string): string {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? '';
}

async function seenSoFar(request: APIRequestContext, recipient: string): Promise<Set<string>> {
  const res = await request.get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`);
  return new Set(((await res.json()) as { messages: OutboxMessage[] }).messages.map((m) => m.body));
}

async function signInWithTwoFactor(page: Page, email: string, password: string, phone: string) {
  const seen = await seenSoFar(page.request, phone);
  await page.getByTestId('sign-in-identifier').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('two-factor')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Two-Factor Authentication Required' }),
  ).toBeVisible();
  // The code goes out automatically on entering the screen, even within a minute of the sign-up
  // text (issue 15, mend 2: the sign-in's first code has its own 60 s window).
  const code = codeIn(await nextMessage(page.request, phone, seen));
  await expect(page.getByTestId('two-factor-submit')).toHaveText('Send Code');
  await page.getByTestId('two-factor-code').fill(code);
  await expect(page.getByTestId('two-factor-submit')).toHaveText('Verify Code');
  await page.getByTestId('two-factor-submit').click();
  await expect(page.getByTestId('view-home')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a new user signs up from phone to dashboard', async ({ page }) => {
  const suffix = String(Date.now()).slice(-7);
  const phone = `+1555${suffix}`;
  const email = `new${suffix}@example.com`;
  const password = 'Fresh-bettor-2026!';

  await page.goto('/signup');
  await page.getByTestId('sign-up-phone').fill(phone);
  await page.getByTestId('sign-up-primary').click();
  await expect(page.getByTestId('sign-up-resend')).toHaveText(/Resend code in \d+s/);
  const signUpCode = codeIn(await nextMessage(page.request, phone, new Set()));
  await page.getByTestId('sign-up-code').fill(signUpCode);
  await page.getByTestId('sign-up-primary').click();

  await expect(page.getByTestId('sign-up-step-emailPassword')).toBeVisible();
  await page.getByTestId('sign-up-email').fill(email);
  await page.getByTestId('sign-up-password').fill(password);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '5');
  await page.getByTestId('sign-up-confirm').fill(password);
  await page.getByTestId('sign-up-continue').click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByTestId('sign-up-sent-to')).toHaveText(email);

  const mail = await nextMessage(page.request, email, new Set());
  const link = /\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail)?.[0] ?? '';
  await page.goto(link);
  await expect(page.getByTestId('sign-in-notice')).toHaveText(
    'Email verified. You can sign in now.',
  );
  await signInWithTwoFactor(page, email, password, phone);
  await expect(page.getByTestId('account-email').first()).toHaveText(email);
});

test('member signs in with two-factor; guards; sign-out leaves nothing for the next user', async ({
  page,
}) => {
  const [free, member] = [DEMO_ACCOUNTS[0], DEMO_ACCOUNTS[1]];
  await page.goto('/signin');
  await signInWithTwoFactor(page, member.email, member.password, member.phone);
  await expect(page.getByTestId('account-email').first()).toHaveText(member.email);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/add-picks');
  await expect(page).toHaveURL(/\/add-picks$/);

  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('view-login')).toBeVisible();
  const left = await page.evaluate(async () => {
    const open = indexedDB.open('parlay-engine');
    const db = await new Promise<IDBDatabase>(
      (resolve) => (open.onsuccess = () => resolve(open.result)),
    );
    const read = <T>(store: string, key?: string) =>
      new Promise<T>((resolve) => {
        const req = key
          ? db.transaction(store).objectStore(store).get(key)
          : db.transaction(store).objectStore(store).count();
        req.onsuccess = () => resolve(req.result as T);
      });
    const result = {
      responses: await read<number>('responses'),
      profile: await read<unknown>('meta', 'profile'),
      device: await read<{ device_token: string | null }>('meta', 'device'),
    };
    db.close();
    return result;
  });
  expect(left).toMatchObject({
    responses: 0,
    profile: undefined,
    device: { value: { device_token: null } },
  });

  await signInWithTwoFactor(page, free.email, free.password, free.phone);
  await expect(page.getByTestId('account-email').first()).toHaveText(free.email);
  await expect(page.getByText(member.email)).toHaveCount(0);
  await page.goto('/add-picks');
  await expect(page).toHaveURL(/\/upgrade$/);
});
