// Admin writes: POST /api/add_event and the admin pick submit POST /api/admin/picks. Both need the
// admin role and the admin password (checked on the server), and write all or nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AdminEventBody, AdminEventReply, AdminRefusedReply } from '../../src/api/admin-contract';
import { ErrorReply } from '../../src/api/contract';
import { addAdminEvent } from '../services/admin-event-writes';

const errors = {
  400: ErrorReply,
  401: ErrorReply,
  // the role, or a wrong admin password (with its code: never 401, which signs the client out)
  403: AdminRefusedReply,
  409: ErrorReply,
  429: ErrorReply,
};

export const adminEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const submit = async (request: FastifyRequest<{ Body: AdminEventBody }>, reason: string) => {
    const written = await addAdminEvent(app.database, app.clock, request.body, reason);
    request.log.info({ eventId: written.eventId, pickId: written.pickId }, 'admin event added');
    await app.live.slateMoved('pick');
    return {
      success: true as const,
      message: `Event ${written.eventId} added.`,
      event_id: written.eventId,
      pick_id: written.pickId,
      confidence: written.confidence,
      crowd_probability: written.crowdProbability,
    };
  };

  app.post(
    '/add_event',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an event (a pick) in the admin form shape; header X-Admin-Password',
        body: AdminEventBody,
        response: { 200: AdminEventReply, ...errors },
      },
    },
    async (request) => submit(request, 'add_event'),
  );

  app.post(
    '/admin/picks',
    {
      // the spec's admin form sends the password in the body's admin_password field
      config: { adminPasswordInBody: true },
      schema: {
        tags: ['admin'],
        summary: "The admin pick form's submit (admin_password in the body or the header)",
        body: AdminEventBody,
        response: { 200: AdminEventReply, ...errors },
      },
    },
    async (request) => submit(request, 'admin_pick'),
  );
};
