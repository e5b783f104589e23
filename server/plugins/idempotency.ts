// Writes carrying an Idempotency-Key header are applied once: a repeat gets the first answer back.
// Devices replay their offline outbox with the key each write was queued under.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  claimKey,
  completeKey,
  purgeExpiredKeys,
  releaseKey,
  type KeyScope,
} from '../services/idempotency-keys';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyScope: KeyScope | null;
  }
}

function headerKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyScope', null);
  app.addHook('onReady', async () => {
    await purgeExpiredKeys(app.database.db, app.clock);
  });

  // preHandler: after the body is parsed and validated, so bad input is refused before a key is used
  app.addHook('preHandler', async (request, reply) => {
    const key = headerKey(request);
    if (key === undefined || !WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/'))
      return;
    if (!KEY_PATTERN.test(key)) {
      return reply.status(400).send({
        success: false,
        message: 'Idempotency-Key must be 8-200 letters, digits or . _ : - characters',
      });
    }
    const scope = { userId: request.account?.user.id ?? 0, key };
    const path = request.url.split('?')[0] ?? request.url;
    const claim = await claimKey(app.database.db, app.clock, scope, {
      method: request.method,
      path,
    });
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyScope = scope;
        return;
      case 'completed':
        reply.header(REPLAYED_HEADER, 'true');
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

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotencyScope;
    if (!scope) return payload;
    request.idempotencyScope = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await releaseKey(app.database.db, scope);
    } else {
      const contentType = reply.getHeader('content-type');
      await completeKey(app.database.db, scope, {
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: payload,
      });
    }
    return payload;
  });
}
