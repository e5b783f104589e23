// The one way a second factor is passed, whichever was used (a code, a passkey): the sign-in
// attempt it continues from, then that attempt used up, its cookie cleared, the address
// remembered, and the device token issued.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { consumeAttempt, passwordPassedAttempt } from '../services/auth-attempts';
import { issueDeviceToken } from '../services/device-tokens';
import { sessionDurationHours } from '../services/user-preferences';
import { originOf, recordSecurityEvent } from '../services/security-events';
import { rememberSignInOrigin } from '../services/sign-in-throttle';
import { attemptSecret, clearAttemptCookie } from './auth-cookies';

/** The sign-in attempt the caller's cookie names, once its password step passed; null: expired. */
export function secondFactorAttempt(
  request: FastifyRequest,
): Promise<{ id: number; userId: number } | null> {
  const { db } = request.server.database;
  return passwordPassedAttempt(db, request.server.clock, attemptSecret(request, 'sign_in'));
}

/** Returns the new device token for `device`, bound to the attempt's account. */
export async function passSecondFactor(
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: { id: number; userId: number },
  device: { device_id: string; ua_hash: string },
): Promise<string> {
  const { db } = request.server.database;
  const clock = request.server.clock;
  await consumeAttempt(db, clock, attempt.id);
  clearAttemptCookie(reply, 'sign_in');
  await rememberSignInOrigin(db, clock, attempt.userId, request.clientAddress);
  const origin = originOf(request, device.device_id);
  return db.transaction().execute(async (trx) => {
    const token = await issueDeviceToken(trx, clock, {
      userId: attempt.userId,
      deviceId: device.device_id,
      uaHash: device.ua_hash,
      userAgent: origin.userAgent,
      // the account's chosen session duration (Settings > Preferences), else the default
      sessionHours: await sessionDurationHours(trx, attempt.userId),
    });
    await recordSecurityEvent(trx, clock, { userId: attempt.userId, kind: 'sign_in', origin });
    return token;
  });
}
