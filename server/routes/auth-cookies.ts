// The httpOnly, SameSite=Lax cookies that carry an attempt's secret (sign-up, pending second factor).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ATTEMPT_COOKIES, ATTEMPT_LIFETIME_MS, type AttemptKind } from '../services/auth-attempts';

const COOKIE_PATH = '/api/auth';

export function attemptSecret(request: FastifyRequest, kind: AttemptKind): string | undefined {
  return request.cookies[ATTEMPT_COOKIES[kind]];
}

export function setAttemptCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: AttemptKind,
  secret: string,
): void {
  reply.setCookie(ATTEMPT_COOKIES[kind], secret, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ATTEMPT_LIFETIME_MS[kind] / 1000,
  });
}

export function clearAttemptCookie(reply: FastifyReply, kind: AttemptKind): void {
  reply.clearCookie(ATTEMPT_COOKIES[kind], { path: COOKIE_PATH });
}

/**
 * Where links in emails point: the configured PUBLIC_URL (or the server's own address in
 * development), never the Host or X-Forwarded-Host a request carries.
 */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl;
}
