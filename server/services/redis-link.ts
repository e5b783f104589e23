// The process's connection to Redis when REDIS_URL is set (issue [O]): one client for commands and
// one for subscriptions. Commands never queue while Redis is unreachable: they fail at once, so a
// caller can fall back to the database instead of waiting (services/rate-limits.ts).
import { Redis } from 'ioredis';

export type RedisState = 'up' | 'down';

export interface RedisLink {
  /** Commands (counters, publishing). Fails fast while the link is down. */
  commands: Redis;
  /** A second connection for SUBSCRIBE (a subscribed connection takes no other commands). */
  subscriber: Redis;
  /** Prefix of every key and channel, so several deployments or test runs share one Redis. */
  prefix: string;
  state(): RedisState;
  close(): Promise<void>;
}

export interface RedisLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Reconnect after 100 ms, then back off to at most 2 s between tries. */
function retryDelay(times: number): number {
  return Math.min(times * 100, 2000);
}

function connect(url: string, name: string, queueWhileAway: boolean): Redis {
  return new Redis(url, {
    connectionName: name,
    enableOfflineQueue: queueWhileAway,
    // commands fail at once; a queued SUBSCRIBE waits for as many reconnections as it takes
    maxRetriesPerRequest: queueWhileAway ? null : 0,
    connectTimeout: 2000,
    // a command waits at most this for its answer; the subscriber's wait for its connection too
    ...(queueWhileAway ? {} : { commandTimeout: 1000 }),
    retryStrategy: retryDelay,
    lazyConnect: false,
  });
}

export function openRedisLink(url: string, prefix: string, log: RedisLog): RedisLink {
  const commands = connect(url, 'parlay-commands', false);
  // SUBSCRIBE waits for the connection (it is sent once it is up, and again after each reconnect)
  const subscriber = connect(url, 'parlay-events', true);
  let state: RedisState = 'down';
  let closing = false;
  // one line per change of state, not one per failed reconnection
  commands.on('ready', () => {
    if (state !== 'up') log.info({ redis: 'up' }, 'Redis is reachable: counters and events use it');
    state = 'up';
  });
  const lost = (error?: Error) => {
    if (state === 'up' && !closing) {
      log.warn(
        { redis: 'down', err: error?.message },
        'Redis is unreachable: rate limits fall back to the database until it returns',
      );
    }
    state = 'down';
  };
  commands.on('error', (error: Error) => lost(error));
  commands.on('close', () => lost());
  subscriber.on('error', () => undefined); // its state follows the command link's
  return {
    commands,
    subscriber,
    prefix,
    state: () => (commands.status === 'ready' ? 'up' : 'down'),
    async close() {
      closing = true;
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
