// Every failure becomes JSON {success:false, message}: 4xx for bad input, 503 while the database
// is down or busy, a logged 500 otherwise.
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { SERVER_ERROR_MESSAGE } from '../../src/domain/offline/error-texts';
import { DeadlineExceeded } from '../db/database';
import { systemClock } from '../services/clock';

/** Messages for the framework's own body errors, in words a client developer can act on. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send the body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (the limit is 1 MiB).',
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is 'application/json'.",
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
};

/** Why the database could not serve a request; each is temporary, so the answer is 503. */
export type DatabaseTrouble = 'unavailable' | 'slow' | 'busy';

const TROUBLE_REPLIES: Record<DatabaseTrouble, { message: string; retryAfterSeconds: number }> = {
  unavailable: {
    message: 'The database is not answering. Please try again shortly.',
    retryAfterSeconds: 5,
  },
  slow: {
    message: 'The database took too long to answer. Please try again shortly.',
    retryAfterSeconds: 5,
  },
  busy: { message: 'The database is busy. Please try again shortly.', retryAfterSeconds: 1 },
};

/** Socket errors met when the database host is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs that mean "not now": shutdown, failover, too many clients, cancelled, contention. */
const SQLSTATE_TROUBLE: Record<string, DatabaseTrouble> = {
  '57P01': 'unavailable', // admin_shutdown: pg_terminate_backend, a restart
  '57P02': 'unavailable', // crash_shutdown
  '57P03': 'unavailable', // cannot_connect_now: starting up or in recovery
  '53300': 'unavailable', // too_many_connections
  '57014': 'slow', // query_canceled: statement_timeout
  '55P03': 'busy', // lock_not_available
  '40001': 'busy', // serialization_failure
  '40P01': 'busy', // deadlock_detected
};

/** pg and pg-pool report a lost or unopenable connection as a plain Error with these words. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|Cannot use a pool after calling end|driver has already been destroyed/;

/** Classifies an error (or one it wraps) as a temporary database problem, or null. */
export function databaseTrouble(error: unknown): DatabaseTrouble | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (!(current instanceof Error)) return null;
    if (current instanceof DeadlineExceeded) return 'slow';
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
      if (NETWORK_CODES.has(code)) return 'unavailable';
      if (code.startsWith('08')) return 'unavailable'; // connection_exception class
      const trouble = SQLSTATE_TROUBLE[code];
      if (trouble) return trouble;
    }
    if (DRIVER_MESSAGES.test(current.message)) return 'unavailable';
    current = current.cause;
  }
  return null;
}

/**
 * While the database is down every request fails the same way: warn when the trouble starts (and
 * again each minute it lasts, with a count), not a stack per request; say when it answers again.
 */
const REWARN_MS = 60_000;

function troubleLog(log: FastifyBaseLogger) {
  let outage: { since: number; warnedAt: number; answered503: number } | null = null;
  return {
    note(trouble: DatabaseTrouble, error: Error, source: string, answered503: boolean) {
      const now = systemClock.now();
      if (outage && now - outage.warnedAt < REWARN_MS) {
        if (answered503) outage.answered503 += 1;
        return;
      }
      const code = (error as { code?: unknown }).code;
      log.warn(
        { trouble, source, code, reason: error.message, answered503: outage?.answered503 ?? 0 },
        `database ${trouble}: requests are answered 503 until it recovers`,
      );
      outage = {
        since: outage?.since ?? now,
        warnedAt: now,
        answered503: answered503 ? 1 : 0,
      };
    },
    recovered() {
      if (!outage) return;
      log.info(
        { downMs: systemClock.now() - outage.since, answered503: outage.answered503 },
        'database answering again',
      );
      outage = null;
    },
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  const trouble = troubleLog(app.log);
  app.database.watchConnections({
    lost: (error) =>
      trouble.note(databaseTrouble(error) ?? 'unavailable', error, 'idle connection', false),
    answered: () => trouble.recovered(),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply
        .status(400)
        .send({ success: false, message: `Invalid request: ${error.message}` });
    }
    if (status >= 400 && status < 500) {
      const message =
        BODY_ERRORS[error.code] ??
        (error instanceof SyntaxError ? 'Request body is not valid JSON.' : error.message);
      return reply.status(status).send({ success: false, message });
    }
    const kind = databaseTrouble(error);
    if (kind) {
      const route = `${request.method} ${request.routeOptions.url ?? 'unknown'}`;
      trouble.note(kind, error, route, true);
      const { message, retryAfterSeconds } = TROUBLE_REPLIES[kind];
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send({
      success: false,
      message: SERVER_ERROR_MESSAGE,
    });
  });
}

export function apiNotFound(method: string, url: string): { success: false; message: string } {
  return { success: false, message: `No API route ${method} ${url.split('?')[0]}` };
}
