// Helpers for the access API tests: read codes from the outbox, carry attempt cookies, sign in.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../../server/services/passwords';
import { createUser } from '../../../server/services/users';
import { isoAt, type Clock } from '../../../server/services/clock';

export async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  const row = await app.database.db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\b(\d{6})\b/.exec(row.body);
  if (!match?.[1]) throw new Error(`no code in "${row.body}"`);
  return match[1];
}

export function cookieFrom(res: LightMyRequestResponse, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.value;
}

export async function verifiedUser(
  app: FastifyInstance,
  clock: Clock,
  input: { email: string; password: string; phone: string; roles?: string[] },
): Promise<number> {
  const userId = await createUser(app.database.db, clock, {
    email: input.email,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    roles: input.roles ?? [],
  });
  await app.database.db
    .updateTable('users')
    .set({ email_verified_at: isoAt(clock), phone_verified_at: isoAt(clock) })
    .where('id', '=', userId)
    .execute();
  return userId;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  cookies?: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(cookies ? { cookies } : {}),
  });
}
