// The e2e server's message outbox (GET /api/test/outbox, NODE_ENV=test): the texts and emails the
// app sent, newest first, and the six-digit code in the newest one.
import { expect, type APIRequestContext } from '@playwright/test';

/** Bodies of the messages sent to `recipient` (a phone or an email), newest first. */
export async function sentMessages(
  request: APIRequestContext,
  recipient: string,
): Promise<string[]> {
  const res = await request.get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`);
  return ((await res.json()) as { messages: { body: string }[] }).messages.map((m) => m.body);
}

/** The code in the newest message to `recipient`, once `count` messages have gone to it. */
export async function sentCode(
  request: APIRequestContext,
  recipient: string,
  count: number,
): Promise<string> {
  let bodies: string[] = [];
  await expect
    .poll(async () => (bodies = await sentMessages(request, recipient)).length, { timeout: 10_000 })
    .toBe(count);
  return /\b(\d{6})\b/.exec(bodies[0] ?? '')?.[1] ?? '';
}
