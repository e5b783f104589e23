// Accounts for API tests: a user with the given roles and a live device token for it.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../server/services/clock';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { createUser } from '../../../server/services/users';

export async function tokenFor(
  app: FastifyInstance,
  clock: Clock,
  email: string,
  roles: readonly string[] = [],
): Promise<string> {
  const userId = await createUser(app.database.db, clock, { email, roles });
  return issueDeviceToken(app.database.db, clock, { userId, deviceId: 'd', uaHash: 'u' });
}

/** A free user's and a paid member's tokens, with emails under `domain`. */
export async function freeAndPaidTokens(
  app: FastifyInstance,
  clock: Clock,
  domain: string,
): Promise<{ free: string; paid: string }> {
  return {
    free: await tokenFor(app, clock, `free@${domain}`),
    paid: await tokenFor(app, clock, `paid@${domain}`, ['member']),
  };
}
