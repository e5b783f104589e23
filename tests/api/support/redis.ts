// The Redis the scale-out tests use (REDIS_URL for tests: TEST_REDIS_URL, default the machine's
// 127.0.0.1:6379). Under CI=true an unreachable Redis is a failure, not a skip (.ci/run starts it).
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let probe: Promise<boolean> | undefined;

export function redisAvailable(): Promise<boolean> {
  probe ??= (async () => {
    const client = new Redis(REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await client.connect();
      await client.ping();
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (process.env.CI === 'true')
        throw new Error(`Redis at ${REDIS_URL} is required under CI: ${reason}`);
      process.stderr.write(
        `\n!!! Redis at ${REDIS_URL} is not reachable (${reason}): Redis tests SKIPPED.\n\n`,
      );
      return false;
    } finally {
      client.disconnect();
    }
  })();
  return probe;
}
