// The one-host option without nginx (`npm run serve:cluster`, scripts/cluster.js): two workers of
// the compiled server share one port on one PostgreSQL schema; a worker killed with -9 is replaced
// while the other keeps answering; SIGTERM stops the whole cluster cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { POSTGRES_URL, postgresAvailable } from '../api/support/databases';
import { buildServer, freePort } from './support/scale-cluster';
import { health, sleep } from './support/scenarios';

const workersOf = (pid: number) =>
  spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0);

it.runIf(await postgresAvailable())(
  'runs two workers on one port, replaces one killed with -9, and stops on SIGTERM',
  async () => {
    buildServer();
    const schema = `cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const port = await freePort();
    const primary = spawn(process.execPath, ['scripts/cluster.js'], {
      env: {
        ...process.env,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        DATABASE_URL: POSTGRES_URL,
        DATABASE_SCHEMA: schema,
        LOG_LEVEL: 'error',
        STATIC_DIR: path.join(os.tmpdir(), 'parlay-no-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    primary.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    const origin = `http://127.0.0.1:${port}`;
    try {
      for (let i = 0; !output.includes('cluster: 2 workers'); i += 1) {
        expect(primary.exitCode, output).toBeNull();
        expect(i, output).toBeLessThan(1200);
        await sleep(100);
      }
      const before = workersOf(primary.pid!);
      expect(before).toHaveLength(2);
      process.kill(before[0]!, 'SIGKILL');
      // once the primary has seen it go, the other worker answers alone meanwhile
      for (let i = 0; workersOf(primary.pid!).includes(before[0]!); i += 1) {
        expect(i, output).toBeLessThan(100);
        await sleep(50);
      }
      expect(await health(origin)).toBe(200);
      let after = workersOf(primary.pid!);
      for (let i = 0; after.length < 2; i += 1) {
        expect(i, output).toBeLessThan(600);
        await sleep(100);
        after = workersOf(primary.pid!);
      }
      expect(after).toContain(before[1]);
      for (let i = 0; (await health(origin)) !== 200; i += 1) {
        expect(i).toBeLessThan(300);
        await sleep(100);
      }
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(workersOf(primary.pid!)).toEqual([]);
    } finally {
      primary.kill('SIGKILL');
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  },
  180_000,
);
