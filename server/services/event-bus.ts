// How a live event reaches the other server processes (issue [O]): Redis pub/sub when REDIS_URL
// is set, PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL (and as the path while Redis is
// down), and nothing beyond the process on SQLite (one process). Every process listens on each
// path it has and publishes on the first that works; its own messages come back and are skipped.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { DB } from '../db/tables';
import { pgNotify } from '../repositories/pg-notify.repository';
import type { LiveEvent } from './live-events';
import type { RedisLink, RedisLog } from './redis-link';

export type FanOut = 'redis' | 'postgres' | 'process';

export interface EventBus {
  /** The paths this process has, in the order it publishes on them. */
  paths: FanOut[];
  /** Sends an event to the other processes (the caller delivers it in its own). */
  publish(event: LiveEvent): Promise<FanOut>;
  close(): Promise<void>;
}

interface Message {
  /** The publishing process. */
  from: string;
  event: LiveEvent;
}

export interface EventBusOptions {
  db: Kysely<DB>;
  redis: RedisLink | null;
  /** PostgreSQL: a new connection of its own for LISTEN; null on SQLite. */
  listener: (() => pg.Client) | null;
  schema: string | null;
  log: RedisLog;
  /** Called with each event another process published. */
  deliver(event: LiveEvent): void;
}

/** One channel per PostgreSQL schema (tests give each run its own), at most 63 characters. */
export function notifyChannel(schema: string | null): string {
  return `parlay_live_${(schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63);
}

const PG_RECONNECT_MS = 1000;

export async function openEventBus(options: EventBusOptions): Promise<EventBus> {
  const self = randomUUID();
  const receive = (text: string) => {
    try {
      const message = JSON.parse(text) as Message;
      if (message.from !== self && message.event) options.deliver(message.event);
    } catch {
      // not ours
    }
  };
  const paths: FanOut[] = [];
  const closers: (() => Promise<void>)[] = [];

  const redisChannel = options.redis ? `${options.redis.prefix}live` : null;
  if (options.redis && redisChannel) {
    paths.push('redis');
    const subscriber = options.redis.subscriber;
    subscriber.on('message', (channel: string, text: string) => {
      if (channel === redisChannel) receive(text);
    });
    // (re)subscribed on every ready connection: at start (however long the process was busy
    // before it connected) and after each reconnection
    const subscribe = () => void subscriber.subscribe(redisChannel).catch(() => undefined);
    subscriber.on('ready', subscribe);
    if (subscriber.status === 'ready') subscribe();
  }

  const channel = notifyChannel(options.schema);
  if (options.listener) {
    const openListener = options.listener;
    paths.push('postgres');
    let client: pg.Client | null = null;
    let closed = false;
    const listen = async () => {
      if (closed) return;
      const next = openListener();
      next.on('notification', (note) => {
        if (note.channel === channel && note.payload) receive(note.payload);
      });
      // a dropped connection (restart, pg_terminate_backend) listens again after a second
      next.on('error', () => undefined);
      next.on('end', () => {
        if (client === next) client = null;
        if (!closed) setTimeout(() => void listen(), PG_RECONNECT_MS).unref();
      });
      try {
        await next.connect();
        await next.query(`listen "${channel}"`);
        client = next;
      } catch {
        await next.end().catch(() => undefined);
      }
    };
    await listen();
    closers.push(async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    });
  }
  if (paths.length === 0) paths.push('process');

  return {
    paths,
    async publish(event) {
      const text = JSON.stringify({ from: self, event } satisfies Message);
      if (options.redis && redisChannel && options.redis.state() === 'up') {
        try {
          await options.redis.commands.publish(redisChannel, text);
          return 'redis';
        } catch {
          // down since the check: PostgreSQL carries it, if there is one
        }
      }
      if (options.listener) {
        await pgNotify(options.db, channel, text);
        return 'postgres';
      }
      return 'process';
    },
    async close() {
      for (const close of closers) await close();
    },
  };
}
