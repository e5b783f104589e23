// kill -9 in the middle of a burst of keyed writes, then a restart and a replay of every key, as
// a device's outbox does: each write is applied exactly once, and no key stays stuck once its
// lease has run out. On SQLite and PostgreSQL, with real server processes.
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../server/services/clock';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { createUser } from '../../../server/services/users';
import { postgresAvailable } from '../support/databases';
import { serverStore, startServerProcess, type ServerStore } from '../support/server-process';

const WRITES = 25;
/** The lease is twice the request timeout: 2 s here, so the replay needs no long wait. */
const REQUEST_TIMEOUT_MS = 1000;
const postgresReady = await postgresAvailable();

function sendBatch(origin: string, token: string, i: number): Promise<Response> {
  return fetch(`${origin}/api/telemetry/picks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-device-token': token,
      'idempotency-key': `kill-test-key-${i}`,
    },
    body: JSON.stringify({ events: [{ event: `kill-${i}`, ts: 1_700_000_000_000 + i }] }),
  });
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !postgresReady)(
    `kill -9 and replay [${dialect}]`,
    () => {
      const store: ServerStore = serverStore(dialect);
      afterAll(() => store.dispose());

      it('applies every keyed write exactly once across a crash and a replay', async () => {
        const env = { ...store.env, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) };
        const first = await startServerProcess(env);
        const database = store.open();
        let token: string;
        try {
          const userId = await createUser(database.db, systemClock, {
            email: `crash-${dialect}@kill.test`,
            roles: ['member'],
          });
          token = await issueDeviceToken(database.db, systemClock, {
            userId,
            deviceId: 'd',
            uaHash: 'u',
          });
        } finally {
          await database.close();
        }

        // the burst; the process dies as soon as the first answer is back, with the rest in flight
        const burst = Array.from({ length: WRITES }, (_, i) =>
          sendBatch(first.origin, token, i).then(
            (res) => res.status,
            () => 0,
          ),
        );
        await Promise.race(burst);
        first.child.kill('SIGKILL');
        const statuses = await Promise.all(burst);
        await first.exited;
        expect(statuses.filter((status) => status === 0).length).toBeGreaterThan(0);

        const second = await startServerProcess(env);
        try {
          // the outbox replays every key until it is answered; 409 means "still leased"
          const deadline = Date.now() + 4 * REQUEST_TIMEOUT_MS + 10_000;
          const answers = await Promise.all(
            Array.from({ length: WRITES }, async (_, i) => {
              for (;;) {
                const res = await sendBatch(second.origin, token, i);
                if (res.status !== 409 || Date.now() > deadline) return res.status;
                await new Promise((resolve) => setTimeout(resolve, 250));
              }
            }),
          );
          expect(answers.every((status) => status === 202 || status === 200)).toBe(true);

          const check = store.open();
          try {
            const rows = await check.db
              .selectFrom('telemetry_events')
              .select('event')
              .where('event', 'like', 'kill-%')
              .execute();
            const counts = new Map<string, number>();
            for (const row of rows) counts.set(row.event, (counts.get(row.event) ?? 0) + 1);
            for (let i = 0; i < WRITES; i += 1)
              expect(counts.get(`kill-${i}`), `kill-${i}`).toBe(1);
            const open = await check.db
              .selectFrom('idempotency_keys')
              .select('key')
              .where('key', 'like', 'kill-test-key-%')
              .where('status_code', 'is', null)
              .where('applied_at', 'is', null)
              .execute();
            expect(open).toEqual([]);
          } finally {
            await check.close();
          }
        } finally {
          second.child.kill('SIGKILL');
          await second.exited;
        }
      }, 180_000);
    },
  );
}
