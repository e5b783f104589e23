// Accounts for the Security tab's API tests: a verified user with a password and signed-in devices,
// each device token issued as sign-in issues it (with the browser's User-Agent).
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../server/services/clock';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { verifiedUser } from './auth-flow';

export const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export const PASSWORD = 'Correct-horse-9!';

let n = 0;

/** A fresh verified account (unique email, phone) with one device token per User-Agent given. */
export async function accountWithDevices(
  app: FastifyInstance,
  clock: Clock,
  label: string,
  userAgents: readonly string[] = [MAC_CHROME],
): Promise<{ userId: number; email: string; phone: string; tokens: string[] }> {
  n += 1;
  const email = `${label}-${n}@security.test`;
  const phone = `+1555020${String(1000 + n)}`;
  const userId = await verifiedUser(app, clock, { email, password: PASSWORD, phone });
  const tokens: string[] = [];
  for (const [i, userAgent] of userAgents.entries()) {
    tokens.push(
      await issueDeviceToken(app.database.db, clock, {
        userId,
        deviceId: `device-${i}`,
        uaHash: `ua-${i}`,
        userAgent,
      }),
    );
  }
  return { userId, email, phone, tokens };
}
