// POST /api/telemetry/picks: the picks telemetry buffer's batches, sent by fetch (JSON) or by
// navigator.sendBeacon (text/plain holding JSON). Signed in or anonymous; capped and rate limited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import {
  TELEMETRY_BATCH_MAX,
  TELEMETRY_BODY_LIMIT_BYTES,
  TelemetryBody,
  TelemetryReply,
} from '../../src/api/admin-contract';
import { ErrorReply } from '../../src/api/contract';
import { isLimited, recordEvent } from '../services/rate-limits';
import {
  storeTelemetry,
  TELEMETRY_BATCHES_PER_ADDRESS,
  telemetryBucket,
} from '../services/telemetry';

const LIMIT_KIB = TELEMETRY_BODY_LIMIT_BYTES / 1024;

// Registered with a prefix and without fastify-plugin, so the text/plain parser and the error
// handler below apply to this plugin's route only; the rest of the API keeps answering 415.
export const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // sendBeacon cannot set application/json without a CORS preflight, so it sends text/plain.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = new Error('Request body is not valid JSON.') as FastifyError;
        error.statusCode = 400;
        done(error, undefined);
      }
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
        summary: `Store a batch of picks telemetry (at most ${TELEMETRY_BATCH_MAX} events, ${LIMIT_KIB} KiB)`,
        body: TelemetryBody,
        response: { 202: TelemetryReply, 400: ErrorReply, 413: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const { events } = request.body;
      if (events.length > TELEMETRY_BATCH_MAX) {
        return reply.status(413).send({
          success: false,
          message: `Too many events: a batch holds at most ${TELEMETRY_BATCH_MAX} (got ${events.length}).`,
        });
      }
      const bucket = telemetryBucket(request.clientAddress);
      const { db } = app.database;
      if (await isLimited(db, app.clock, bucket, TELEMETRY_BATCHES_PER_ADDRESS)) {
        return reply.status(429).send({
          success: false,
          message: 'Too many requests. Please wait a moment and try again.',
        });
      }
      await recordEvent(db, app.clock, bucket);
      const accepted = await storeTelemetry(
        db,
        app.clock,
        request.account?.user.id ?? null,
        events,
      );
      return reply.status(202).send({ success: true as const, accepted });
    },
  );
};
