// Who is calling: resolves X-Device-Token to a user once per request, and the guards routes use
// (signed in → 401, paid access → 403 with the upgrade address, admin role → 403).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_HEADER } from '../../src/api/http-headers';
import { hasPaidAccess, isAdmin } from '../../src/domain/auth/roles';
import { VIEW_PATHS } from '../../src/domain/navigation/routes';
import { hashToken, touchDeviceToken } from '../services/device-tokens';
import { accountForTokenHash, type Profile } from '../services/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. Filled by the onRequest hook for /api paths. */
    account: Profile | null;
  }
}

export function registerAccess(app: FastifyInstance): void {
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.headers[DEVICE_TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0) return;
    request.account =
      (await accountForTokenHash(app.database.db, app.clock, hashToken(token))) ?? null;
    if (request.account?.device) {
      // best effort: a busy database must not fail the call over a "last used" time
      await touchDeviceToken(app.database.db, app.clock, request.account.device).catch(
        (error: unknown) => request.log.warn({ err: error }, 'device last-used time not saved'),
      );
    }
  });
}

/** preHandler: the caller must be signed in (401 otherwise). */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.account) {
    await reply.status(401).send({ success: false, message: 'Authentication required' });
  }
}

/** preHandler: the caller must hold a paid role (403 with the upgrade address otherwise). */
export async function requirePaidAccess(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (!request.account) {
    await reply.status(401).send({ success: false, message: 'Authentication required' });
  } else if (!hasPaidAccess(request.account.roles)) {
    await reply.status(403).send({
      success: false,
      message: 'A paid membership is required',
      upgrade_url: VIEW_PATHS.upgrade,
    });
  }
}

/** preHandler: the caller must hold the admin role. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.account) {
    await reply.status(401).send({ success: false, message: 'Authentication required' });
  } else if (!isAdmin(request.account.roles)) {
    await reply.status(403).send({ success: false, message: 'Administrator access is required' });
  }
}
