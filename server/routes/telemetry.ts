// POST /api/telemetry/picks: the picks telemetry buffer's batches, sent by fetch (JSON) or by
// navigator.sendBeacon (text/plain holding JSON). Signed in or anonymous; capped and rate limited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import {
  TELEMETRY_ANONYMOUS_BATCH_MAX,
  TELEMETRY_BATCH_MAX,
  TELEMETRY_BODY_LIMIT_BYTES,
  TelemetryBody,
  TelemetryReply,
} from '../../src/api/admin-contract';
import { ErrorReply } from '../../src/api/contract';
import { guardedJsonParser } from '../plugins/body-parsing';
import { takeSlots } from '../services/rate-limits';
import { markAppliedIn } from '../plugins/idempotency';
import {
  ANONYMOUS_BATCHES_PER_ADDRESS,
  SIGNED_IN_BATCHES_PER_ACCOUNT,
  storeTelemetry,
  TelemetryDailyCapReached,
  telemetryBucket,
} from '../services/telemetry';

const LIMIT_KIB = TELEMETRY_BODY_LIMIT_BYTES / 1024;
const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

function invalidJson(): FastifyError {
  const error = new Error('Request body is not valid JSON.') as FastifyError;
  error.statusCode = 400;
  return error;
}

// Registered with a prefix and without fastify-plugin, so the text/plain parser and the error
// handler below apply to this plugin's route only; the rest of the API keeps answering 415.
export const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // sendBeacon cannot set application/json without a CORS preflight, so it sends text/plain; it is
  // parsed like application/json (nesting limit, prototype poisoning refused).
  const parseJson = guardedJsonParser(app);
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = body as string;
      if (text.length === 0) done(invalidJson(), undefined);
      else parseJson(request, text, done);
    },
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({
        success: false,
        message: `Telemetry batch is too large (the limit is ${LIMIT_KIB} KiB).`,
      });
    }
    throw error; // the app's handler answers everything else
  });

  app.post(
    '/telemetry/picks',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
      schema: {
        tags: ['telemetry'],
        summary:
          `Store a batch of picks telemetry (at most ${TELEMETRY_BATCH_MAX} events signed in, ` +
          `${TELEMETRY_ANONYMOUS_BATCH_MAX} anonymous; ${LIMIT_KIB} KiB)`,
        body: TelemetryBody,
        response: { 202: TelemetryReply, 400: ErrorReply, 413: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const { events } = request.body;
      const userId = request.account?.user.id ?? null;
      const max = userId === null ? TELEMETRY_ANONYMOUS_BATCH_MAX : TELEMETRY_BATCH_MAX;
      if (events.length > max) {
        const who = userId === null ? 'an anonymous batch' : 'a batch';
        return reply.status(413).send({
          success: false,
          message: `Too many events: ${who} holds at most ${max} (got ${events.length}).`,
        });
      }
      const { db } = app.database;
      // Counted before anything is stored, atomically: a concurrent burst gets exactly its share.
      const limited = await takeSlots(app.rateLimits, app.clock, [
        {
          bucket: telemetryBucket(userId, request.clientAddress),
          limits: userId === null ? ANONYMOUS_BATCHES_PER_ADDRESS : SIGNED_IN_BATCHES_PER_ACCOUNT,
        },
      ]);
      if (limited) {
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(limited.retryAfterMs / 1000)))
          .send({ success: false, message: TOO_MANY_REQUESTS });
      }
      try {
        // the batch and its idempotency key commit together: a crash never makes a replay store it twice
        const accepted = await storeTelemetry(
          db,
          app.clock,
          userId,
          events,
          markAppliedIn(request),
        );
        return reply.status(202).send({ success: true as const, accepted });
      } catch (error) {
        if (!(error instanceof TelemetryDailyCapReached)) throw error;
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)))
          .send({ success: false, message: error.message });
      }
    },
  );
};
