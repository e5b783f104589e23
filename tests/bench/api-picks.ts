// API benchmark: autocannon (100 connections, 30 s) on GET /api/picks?limit=100 against the same
// server's GET /api/health as the baseline, on SQLite and on PostgreSQL.
// Usage: npm run bench:api [-- --seconds 30]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_SEED, seedDemoSlate } from '../../server/demo/seed-slate';
import { systemClock } from '../../server/services/clock';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { slateDateAt } from '../../src/domain/slate-date';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' } } });
const DURATION = Number(values.seconds);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({ url, connections: 100, duration: DURATION, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchmark(name: string, database: Database): Promise<{ health: Run; picks: Run }> {
  const slateDate = slateDateAt(systemClock.now());
  await migrateToLatest(database, database.schema === 'public' ? null : database.schema);
  const summary = await seedDemoSlate(database, systemClock, { seed: DEMO_SEED, slateDate });
  const userId = await createUser(database.db, systemClock, {
    email: `bench-${Date.now()}@bench.test`,
    roles: ['member'],
  });
  const token = await issueDeviceToken(database.db, systemClock, {
    userId,
    deviceId: 'bench',
    uaHash: 'bench',
  });
  const app = await buildApp({
    config: { ...readConfig({}), staticDir: os.tmpdir() },
    database,
    clock: systemClock,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  process.stdout.write(
    `${name}: seeded ${summary.qualifiedSlatePicks} qualified picks for ${slateDate}\n`,
  );
  const health = await load(`${base}/api/health`, {});
  const picks = await load(`${base}/api/picks?date=${slateDate}&limit=100`, {
    'x-device-token': token,
  });
  await app.close();
  return { health, picks };
}

function report(name: string, { health, picks }: { health: Run; picks: Run }): void {
  const row = (label: string, r: Run) =>
    `  ${label.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}\n`;
  process.stdout.write(
    `${name}\n${row('GET /api/health (baseline)', health)}${row('GET /api/picks?limit=100', picks)}`,
  );
  process.stdout.write(`  ratio picks/health: ${(picks.rps / health.rps).toFixed(2)}x\n`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-bench-'));
const sqlite = await benchmark(
  'SQLite',
  openDatabase({ databaseUrl: null, databaseSchema: null, dataDir }),
);
report('SQLite', sqlite);

const schema = `bench_${randomBytes(4).toString('hex')}`;
const postgres = await benchmark(
  'PostgreSQL',
  openDatabase({ databaseUrl: POSTGRES_URL, databaseSchema: schema, dataDir }),
);
report('PostgreSQL', postgres);
process.stdout.write(
  `PostgreSQL / SQLite picks req/s: ${(postgres.picks.rps / sqlite.picks.rps).toFixed(2)}x\n`,
);

const client = new pg.Client({ connectionString: POSTGRES_URL });
await client.connect();
await client.query(`drop schema if exists ${schema} cascade`);
await client.end();
fs.rmSync(dataDir, { recursive: true, force: true });
