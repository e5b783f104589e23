// Live updates (issue [O]): `app.live.publish` records an event, hands it to this process's open
// streams and fans it out to the other processes (services/event-bus.ts), whose streams get it
// too. Each open GET /api/stream subscribes here with its account.
import type { FastifyInstance } from 'fastify';
import type { LiveEventKind, LiveEvents } from '../../src/api/live-contract';
import { openEventBus, type EventBus, type FanOut } from '../services/event-bus';
import { readDateSetting } from '../services/date-setting';
import { pruneLiveEvents, recordLiveEvent, type LiveEvent } from '../services/live-events';
import type { RedisLink } from '../services/redis-link';

/** One publish in this many also deletes events past their keeping time (no job of its own). */
const PRUNE_EVERY = 100;

type Publishable = Exclude<LiveEventKind, 'reset'>;

export interface LiveUpdates {
  /**
   * Tells the account's pages (userId) or every signed-in page (null) that something changed.
   * Never throws: a lost event costs a page a few seconds (its own checks catch up), not a write.
   */
  publish<K extends Publishable>(
    userId: number | null,
    kind: K,
    data: LiveEvents[K],
  ): Promise<void>;
  /** Tells every signed-in page the slate moved (the date in force rides along as a hint). */
  slateMoved(reason: LiveEvents['slate']['reason']): Promise<void>;
  /** Calls `send` with every event for this account until the returned function is called. */
  subscribe(userId: number, stream: LiveStream): () => void;
  /** Calls `heard` with every event this process publishes or hears (server-side caches). */
  onEvent(heard: (event: LiveEvent) => void): void;
  /** How events reach the other processes, in the order tried. */
  fanOut(): FanOut[];
  /** Redis: not configured, reachable or not. */
  redisState(): 'off' | 'up' | 'down';
}

export interface LiveStream {
  send(event: LiveEvent): void;
  /** The server is shutting down: end the response (the page reconnects elsewhere). */
  end(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveUpdates;
  }
}

export async function registerLiveUpdates(
  app: FastifyInstance,
  redis: RedisLink | null,
): Promise<void> {
  const streams = new Map<LiveStream, number>();
  const listeners: ((event: LiveEvent) => void)[] = [];
  const deliver = (event: LiveEvent) => {
    for (const heard of listeners) heard(event);
    for (const [stream, userId] of streams) {
      if (event.userId === null || event.userId === userId) stream.send(event);
    }
  };
  const bus: EventBus = await openEventBus({
    db: app.database.db,
    redis,
    listener: app.database.listener,
    schema: app.database.schema,
    log: app.log,
    deliver,
  });

  const live: LiveUpdates = {
    async publish(userId, kind, data) {
      try {
        const event = await recordLiveEvent(app.database.db, app.clock, userId, kind, data);
        deliver(event);
        await bus.publish(event);
        if (Math.random() * PRUNE_EVERY < 1) await pruneLiveEvents(app.database.db, app.clock);
      } catch (error) {
        app.log.warn({ err: error, kind }, 'live update not sent');
      }
    },
    async slateMoved(reason) {
      const setting = await readDateSetting(app.database.db, app.clock).catch(() => null);
      if (setting) await live.publish(null, 'slate', { date: setting.date, reason });
    },
    subscribe(userId, stream) {
      streams.set(stream, userId);
      return () => streams.delete(stream);
    },
    onEvent(heard) {
      listeners.push(heard);
    },
    fanOut: () => bus.paths,
    redisState: () => (redis ? redis.state() : 'off'),
  };
  app.decorate('live', live);

  // open streams would hold the server's close until the grace period: end them first
  app.addHook('preClose', async () => {
    for (const stream of [...streams.keys()]) stream.end();
    streams.clear();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
}
