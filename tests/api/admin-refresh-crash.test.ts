// kill -9 of the server process running a confidence refresh: the job is not left "running"
// forever; another process's sweeper picks it up once its lease runs out and completes it. Real
// server processes (server/main.ts) on SQLite and PostgreSQL, with a short lease and sweep.
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/services/clock';
import { createRefreshJob, readJob } from '../../server/services/confidence-refresh-jobs';
import { postgresAvailable } from './support/databases';
import { serverStore, startServerProcess, type ServerStore } from './support/server-process';

const LEASE_MS = 1500;
const SWEEP_MS = 250;
const postgresReady = await postgresAvailable();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !postgresReady)(
    `confidence refresh survives kill -9 [${dialect}]`,
    () => {
      const store: ServerStore = serverStore(dialect);
      afterAll(() => store.dispose());

      it('a job whose process was killed is picked up by the next process and completed', async () => {
        const env = {
          ...store.env,
          ADMIN_JOB_LEASE_MS: String(LEASE_MS),
          ADMIN_JOB_SWEEP_MS: String(SWEEP_MS),
        };
        const first = await startServerProcess(env);
        const database = store.open();
        try {
          // every pick, one lane: long enough to be killed in the middle
          const job = await createRefreshJob(database.db, systemClock, {
            date: null,
            expert: null,
            expertId: null,
            workers: 1,
          });
          // the first process's sweeper claims it; kill it as soon as it runs
          let claimed = await readJob(database.db, job.id);
          for (let i = 0; i < 2000 && claimed?.status !== 'running'; i += 1) {
            await sleep(5);
            claimed = await readJob(database.db, job.id);
          }
          expect(claimed?.status).toBe('running');
          first.child.kill('SIGKILL');
          await first.exited;
          const killedAt = Date.now();
          const orphan = await readJob(database.db, job.id);
          expect(orphan).toMatchObject({ status: 'running', attempts: 1 });
          expect(orphan?.lease_owner).toContain(`:${first.child.pid}:`);

          const second = await startServerProcess(env);
          try {
            let row = await readJob(database.db, job.id);
            while (row?.status === 'running' || row?.status === 'pending') {
              expect(Date.now() - killedAt, 'picked up and finished within a minute').toBeLessThan(
                60_000,
              );
              await sleep(100);
              row = await readJob(database.db, job.id);
            }
            expect(row).toMatchObject({
              status: 'completed',
              attempts: 2,
              progress: 100,
              lease_owner: null,
              error: null,
            });
            expect(Number(row?.total_items)).toBeGreaterThan(0);
            expect(Number(row?.updated) + Number(row?.skipped) + Number(row?.failed)).toBe(
              Number(row?.total_items),
            );
          } finally {
            second.child.kill('SIGTERM');
            await second.exited;
          }
        } finally {
          await database.close();
        }
      }, 240_000);
    },
  );
}
