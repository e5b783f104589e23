// Writes carrying an Idempotency-Key header are applied once per account: a repeat gets the first
// answer back. Devices replay their offline outbox with the key each write was queued under.
// Registered inside each access subtree after its guard, so a refused caller never spends a key.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../src/api/http-headers';
import type { DB } from '../db/tables';
import {
  claimKey,
  completeKey,
  leaseMsFor,
  markKeyApplied,
  purgeExpiredKeys,
  releaseKey,
  type KeyScope,
} from '../services/idempotency-keys';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Answers that say "not now" rather than "done": a guard's or a limit's refusal, a timeout, a
 * conflict. Storing them would replay a refusal for a week; the key is released instead.
 */
const NOT_STORED = new Set([401, 403, 408, 409, 423, 429]);

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyScope: KeyScope | null;
  }
}

function headerKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** What makes two requests "the same request": method, URL (with its query) and parsed body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`, 'utf8')
    .digest('hex');
}

/** Once, on the root instance: the request field and the purge of week-old keys. */
export function decorateIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyScope', null);
  app.addHook('onReady', async () => {
    await purgeExpiredKeys(app.database.db, app.clock);
  });
}

/**
 * The hooks of one subtree. Keys are per account: an anonymous caller's key is ignored (its write
 * is applied as a plain request), and the auth routes never use keys, so no stored answer holds
 * a secret such as a device token.
 */
export function idempotentWrites(api: FastifyInstance): void {
  const leaseMs = leaseMsFor(api.config.requestTimeoutMs);

  // preHandler: after the subtree's guard and after body validation, so neither a refused
  // caller nor bad input spends a key
  api.addHook('preHandler', async (request, reply) => {
    const key = headerKey(request);
    if (key === undefined || !WRITE_METHODS.has(request.method) || reply.sent) return;
    if (!request.account || request.url.startsWith('/api/auth/')) return;
    if (!KEY_PATTERN.test(key)) {
      return reply.status(400).send({
        success: false,
        message: 'Idempotency-Key must be 8-200 letters, digits or . _ : - characters',
      });
    }
    const path = request.url.split('?')[0] ?? request.url;
    const claim = await claimKey(
      api.database.db,
      api.clock,
      { userId: request.account.user.id, key },
      { method: request.method, path, requestHash: requestHash(request) },
      leaseMs,
    );
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyScope = claim.scope;
        return;
      case 'completed':
        reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        if (claim.contentType) reply.type(claim.contentType);
        return reply.status(claim.statusCode).send(claim.body);
      case 'in-progress':
        return reply.status(409).send({
          success: false,
          message: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
        });
      case 'mismatch':
        return reply.status(422).send({
          success: false,
          message: 'This Idempotency-Key was already used for a different request.',
        });
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotencyScope;
    if (!scope) return payload;
    request.idempotencyScope = null;
    const { db } = api.database;
    if (
      reply.statusCode >= 500 ||
      NOT_STORED.has(reply.statusCode) ||
      typeof payload !== 'string'
    ) {
      // The database may be why this failed: then the release fails too, the lease expires by
      // itself, and the refusal (often the 503 saying so) must still reach the client as it is.
      await releaseKey(db, scope).catch(() => undefined);
    } else {
      const contentType = reply.getHeader('content-type');
      await completeKey(db, scope, {
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: payload,
      });
    }
    return payload;
  });
}

/**
 * Runs a write in one transaction that also marks the request's key applied (when it has one), so
 * the write and "this key is done" commit together: after a crash at any point a replay either
 * finds the key applied or runs the write for the first time, never twice.
 */
export async function inIdempotentTransaction<T>(
  request: FastifyRequest,
  write: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return request.server.database.db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await markAppliedIn(request)(trx);
    return result;
  });
}

/** For a service that runs its own transaction: the step that marks this request's key applied. */
export function markAppliedIn(request: FastifyRequest): (trx: Transaction<DB>) => Promise<void> {
  return async (trx) => {
    const scope = request.idempotencyScope;
    if (scope) await markKeyApplied(trx, request.server.clock, scope);
  };
}
