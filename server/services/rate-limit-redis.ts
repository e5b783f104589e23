// Rate-limit counters in Redis (issue [O], when REDIS_URL is set): the same sliding windows as the
// database's rate_events, one sorted set per bucket (score = the event's time in ms), and each
// take or give-back one Lua script, so it is atomic across every server process.
import type { Result } from 'ioredis';
import type { RedisLink } from './redis-link';
import type { RateLimited, Slot } from './rate-limits';

/**
 * KEYS: one bucket key per slot (a bucket may repeat). ARGV: now (ms), a unique event id, the
 * longest window, then per slot its number of limits followed by (max, window) pairs.
 * Returns 0 when every slot was taken, else {slot index (1-based), ms until room}.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local event = ARGV[2]
local longest = tonumber(ARGV[3])
local at = 4
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - longest)
  local n = tonumber(ARGV[at]); at = at + 1
  for j = 1, n do
    local max = tonumber(ARGV[at]); local window = tonumber(ARGV[at + 1]); at = at + 2
    local since = '(' .. (now - window)
    local count = redis.call('ZCOUNT', key, since, '+inf')
    if count >= max then
      local oldest = redis.call('ZRANGEBYSCORE', key, since, '+inf', 'WITHSCORES', 'LIMIT', count - max, 1)
      return {i, tonumber(oldest[2]) + window - now}
    end
  end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, event .. ':' .. i)
  redis.call('PEXPIRE', key, longest)
end
return 0
`;

/** KEYS[1]: the bucket; ARGV[1]: now. Removes the newest event at or before now. */
const GIVE_BACK_SCRIPT = `
local newest = redis.call('ZREVRANGEBYSCORE', KEYS[1], ARGV[1], '-inf', 'LIMIT', 0, 1)
if newest[1] then redis.call('ZREM', KEYS[1], newest[1]) end
return 0
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    parlayTakeSlots(...args: (string | number)[]): Result<0 | [number, number], Context>;
    parlayGiveBack(key: string, now: number): Result<0, Context>;
  }
}

let eventCounter = 0;

export class RedisCounters {
  constructor(
    private readonly link: RedisLink,
    private readonly longestWindowMs: number,
  ) {
    const redis = link.commands;
    redis.defineCommand('parlayTakeSlots', { lua: TAKE_SCRIPT });
    redis.defineCommand('parlayGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });
  }

  private key(bucket: string): string {
    return `${this.link.prefix}rate:${bucket}`;
  }

  /** Throws when Redis cannot be reached (the caller falls back to the database). */
  async takeSlots(nowMs: number, slots: readonly Slot[]): Promise<RateLimited | null> {
    const args: (string | number)[] = [
      slots.length,
      ...slots.map((slot) => this.key(slot.bucket)),
      nowMs,
      `${process.pid}.${nowMs}.${++eventCounter}`,
      this.longestWindowMs,
    ];
    for (const slot of slots) {
      args.push(slot.limits.length);
      for (const limit of slot.limits) args.push(limit.max, limit.windowMs);
    }
    const answer = await this.link.commands.parlayTakeSlots(...args);
    if (answer === 0) return null;
    const [index, waitMs] = answer;
    return {
      bucket: slots[index - 1]!.bucket,
      retryAfterMs: Math.max(1000, Number(waitMs)),
    };
  }

  async giveBack(nowMs: number, bucket: string): Promise<void> {
    await this.link.commands.parlayGiveBack(this.key(bucket), nowMs);
  }

  async clear(bucket: string): Promise<void> {
    await this.link.commands.del(this.key(bucket));
  }
}
