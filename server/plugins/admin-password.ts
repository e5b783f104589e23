// preHandler for admin calls: after requireAdmin (the role), the admin password from the
// X-Admin-Password header (or, for the pick submit and the date call, the body's admin_password)
// must match. A wrong one is 403 with its own code, never 401: the client signs out on a 401.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ADMIN_PASSWORD_INVALID_CLIENT_CODE,
  ADMIN_PASSWORD_INVALID_CODE,
  ADMIN_PASSWORD_REJECTED,
} from '../../src/api/admin-contract';
import { ADMIN_PASSWORD_HEADER } from '../../src/api/http-headers';
import { isAdminPassword } from '../services/admin-password';
import { giveBack, takeSlot, type WindowLimit } from '../services/rate-limits';
import { requireAdmin } from './access';

function headerPassword(request: FastifyRequest): string | undefined {
  const value = request.headers[ADMIN_PASSWORD_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

function bodyPassword(request: FastifyRequest): string | undefined {
  const body = request.body as { admin_password?: unknown } | null | undefined;
  return typeof body?.admin_password === 'string' ? body.admin_password : undefined;
}

/** Wrong admin passwords per account: 10 per 15 minutes, then 429 until the window passes. */
const ADMIN_PASSWORD_FAILURES: WindowLimit[] = [{ max: 10, windowMs: 15 * 60_000 }];

export type AdminPasswordOutcome = 'matched' | 'wrong' | 'rate_limited';

/**
 * Checks a candidate admin password for the signed-in admin, counted against the account's limit:
 * the try is counted before argon2 runs (one atomic step), so a concurrent burst of guesses gets
 * exactly the limit checked; a right password gives its slot back.
 */
export async function checkAdminPassword(
  request: FastifyRequest,
  candidate: string | undefined,
): Promise<AdminPasswordOutcome> {
  const { database, clock, rateLimits } = request.server;
  const bucket = `admin-password:${request.account?.user.id ?? 0}`;
  if (!(await takeSlot(rateLimits, clock, bucket, ADMIN_PASSWORD_FAILURES))) return 'rate_limited';
  const matched = candidate !== undefined && (await isAdminPassword(database.db, candidate));
  if (!matched) return 'wrong';
  await giveBack(rateLimits, clock, bucket);
  return 'matched';
}

/** The answer to a refused admin password (wrong, or too many tries). */
export async function refuseAdminPassword(
  reply: FastifyReply,
  outcome: Exclude<AdminPasswordOutcome, 'matched'>,
): Promise<void> {
  if (outcome === 'rate_limited') {
    await reply.status(429).send({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    return;
  }
  await reply.status(403).send({
    success: false,
    valid: false,
    error: ADMIN_PASSWORD_INVALID_CODE,
    code: ADMIN_PASSWORD_INVALID_CLIENT_CODE,
    message: ADMIN_PASSWORD_REJECTED,
  });
}

function passwordCheck(allowBodyField: boolean): preHandlerAsyncHookHandler {
  return async function requireAdminPassword(request: FastifyRequest, reply: FastifyReply) {
    if (reply.sent) return;
    const candidate =
      headerPassword(request) ?? (allowBodyField ? bodyPassword(request) : undefined);
    const outcome = await checkAdminPassword(request, candidate);
    if (outcome !== 'matched') await refuseAdminPassword(reply, outcome);
  };
}

/**
 * The guards of an admin route: the admin role, then the admin password. `allowBodyField` also
 * accepts the spec's admin_password body field (the admin pick submit sends it there).
 */
export function adminGuards(options: { allowBodyField?: boolean } = {}) {
  return [requireAdmin, passwordCheck(options.allowBodyField ?? false)];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The admin pick form sends the admin password as the body's admin_password field. */
    adminPasswordInBody?: boolean;
  }
}

const headerOnly = passwordCheck(false);
const headerOrBody = passwordCheck(true);

/**
 * The admin subtree's preHandler (server/routes/api-tree.ts), after its role hook: the admin
 * password, from the header, or also from the body where the route's config says so.
 */
export const requireAdminPassword: preHandlerAsyncHookHandler = function (request, reply) {
  const check = request.routeOptions.config.adminPasswordInBody ? headerOrBody : headerOnly;
  return check.call(this, request, reply);
};
