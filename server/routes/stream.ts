// GET /api/stream (issue [O]): server-sent events for the signed-in account's open pages. The
// slate moved, or the account's own My Picks or favourites changed; the page refreshes what each
// event names. A reconnection sends Last-Event-ID and gets what it missed from the event log (or a
// `reset` when that is gone). The service worker passes the stream through untouched.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply } from '../../src/api/contract';
import { EVENT_STREAM_TYPE, LIVE_HEARTBEAT_MS, LIVE_RETRY_MS } from '../../src/api/live-contract';
import { liveEventsSince, type LiveEvent } from '../services/live-events';

/** One SSE frame. The data is JSON on one line, so it never needs splitting. */
function frame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Last-Event-ID as sent by EventSource (header) or by a page that reopens (query). */
function lastEventId(header: unknown, query: unknown): number | null {
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : '';
  return /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

export const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stream',
    {
      schema: {
        tags: ['live'],
        summary:
          'Live updates (text/event-stream): `slate` {date, reason}, `list` {list}, `reset`; resumes after Last-Event-ID',
        querystring: Type.Object({
          last_event_id: Type.Optional(
            Type.String({ description: 'Same as the Last-Event-ID header' }),
          ),
        }),
        response: {
          200: Type.String({ description: 'An endless text/event-stream' }),
          401: ErrorReply,
          406: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const accept = request.headers.accept ?? '';
      if (!accept.includes(EVENT_STREAM_TYPE)) {
        return reply.status(406).send({
          success: false,
          message: `This is a server-sent events stream: ask with Accept: ${EVENT_STREAM_TYPE}.`,
        });
      }
      const userId = request.account!.user.id;
      const after = lastEventId(request.headers['last-event-id'], request.query.last_event_id);
      // events published while the missed ones are read wait here, then go in order, once
      const early: LiveEvent[] = [];
      let replaying = true;
      let lastSent = after ?? 0;
      const raw = reply.raw;
      const write = (text: string) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(text);
      };
      const send = (event: LiveEvent) => {
        if (replaying) {
          early.push(event);
          return;
        }
        if (event.id <= lastSent) return;
        lastSent = event.id;
        write(frame(event));
      };
      // a comment line now and then keeps proxies from closing an idle stream
      const heartbeat = setInterval(() => write(': ping\n\n'), LIVE_HEARTBEAT_MS);
      heartbeat.unref();
      const unsubscribe = app.live.subscribe(userId, {
        send,
        end: () => {
          if (!raw.writableEnded) raw.end();
        },
      });
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      raw.on('close', stop);

      reply.hijack();
      // the headers the hooks set (security headers, request id) travel with the stream's own
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && name !== 'content-length') headers[name] = value;
      }
      raw.writeHead(200, {
        ...headers,
        'content-type': `${EVENT_STREAM_TYPE}; charset=utf-8`,
        'cache-control': 'no-cache, no-store, no-transform',
        // nginx: pass each event at once instead of buffering the response
        'x-accel-buffering': 'no',
      });
      write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
      if (after !== null) {
        const missed = await liveEventsSince(app.database.db, userId, after).catch(
          () => 'reset' as const,
        );
        if (missed === 'reset') write(`event: reset\ndata: {}\n\n`);
        else {
          for (const event of missed) {
            lastSent = Math.max(lastSent, event.id);
            write(frame(event));
          }
        }
      }
      replaying = false;
      for (const event of early.sort((a, b) => a.id - b.id)) send(event);
    },
  );
};
