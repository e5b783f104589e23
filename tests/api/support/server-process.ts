// A real server process for the crash tests: `server/main.ts` in a child, on SQLite or PostgreSQL,
// killed with SIGKILL when the test says so and started again on the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/database';
import { POSTGRES_URL, type DialectName } from './databases';

export interface ServerStore {
  env: Record<string, string>;
  /** A connection of the test's own to the same database. */
  open(): Database;
  dispose(): Promise<void>;
}

/** A fresh SQLite folder or PostgreSQL schema the child servers and the test share. */
export function serverStore(dialect: DialectName): ServerStore {
  if (dialect === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-crash-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ databaseUrl: null, databaseSchema: null, dataDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return {
    env: { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema },
    open: () =>
      openDatabase({ databaseUrl: POSTGRES_URL, databaseSchema: schema, dataDir: os.tmpdir() }),
    dispose: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts `server/main.ts` and waits for its banner (first start also seeds the demo). */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(os.tmpdir(), 'parlay-no-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = Date.now();
  while (!/running at http:\/\/[^\s:]+:\d+/.test(output)) {
    if (child.exitCode !== null) throw new Error(`server exited before listening:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const origin = /running at (http:\/\/[^\s]+:\d+)/.exec(output)![1]!;
  return { child, origin, output: () => output, exited };
}
