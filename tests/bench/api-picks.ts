// API benchmark: autocannon (100 connections, 30 s) on GET /api/picks?limit=100 against the same
// server's GET /api/health as the baseline, on SQLite and on PostgreSQL. The server runs in its own
// process; the load generator in this one (the machine has two cores).
// Usage: npm run bench:api [-- --seconds 30]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' } } });
const DURATION = Number(values.seconds);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Started {
  port: number;
  token: string;
  date: string;
  qualified: number;
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

async function benchmark(
  name: string,
  env: Record<string, string>,
): Promise<{ health: Run; picks: Run; picksGzip: Run }> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/support/bench-server.ts'],
    {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: server.stdout! }).once('line', resolve);
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const started = JSON.parse(line) as Started;
    const base = `http://127.0.0.1:${started.port}`;
    process.stdout.write(`${name}: ${started.qualified} qualified picks for ${started.date}\n`);
    const health = await load(`${base}/api/health`, {});
    const url = `${base}/api/picks?date=${started.date}&limit=100`;
    const picks = await load(url, { 'x-device-token': started.token });
    // as a browser asks for it
    const picksGzip = await load(url, {
      'x-device-token': started.token,
      'accept-encoding': 'gzip',
    });
    return { health, picks, picksGzip };
  } finally {
    server.kill('SIGTERM');
  }
}

function report(
  name: string,
  { health, picks, picksGzip }: { health: Run; picks: Run; picksGzip: Run },
): void {
  const row = (label: string, r: Run) =>
    `  ${label.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}\n`;
  process.stdout.write(
    `${name}\n${row('GET /api/health (baseline)', health)}${row('GET /api/picks?limit=100', picks)}${row('  the same, Accept-Encoding gzip', picksGzip)}`,
  );
  process.stdout.write(
    `  ratio picks/health: ${(picks.rps / health.rps).toFixed(2)}x (gzip ${(picksGzip.rps / health.rps).toFixed(2)}x)\n`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-bench-'));
const sqlite = await benchmark('SQLite', { DATA_DIR: dataDir, DATABASE_URL: '' });
report('SQLite', sqlite);

const schema = `bench_${randomBytes(4).toString('hex')}`;
const postgres = await benchmark('PostgreSQL', {
  DATABASE_URL: POSTGRES_URL,
  DATABASE_SCHEMA: schema,
});
report('PostgreSQL', postgres);
process.stdout.write(
  `PostgreSQL / SQLite picks req/s: ${(postgres.picks.rps / sqlite.picks.rps).toFixed(2)}x\n`,
);

const client = new pg.Client({ connectionString: POSTGRES_URL });
await client.connect();
await client.query(`drop schema if exists ${schema} cascade`);
await client.end();
fs.rmSync(dataDir, { recursive: true, force: true });
