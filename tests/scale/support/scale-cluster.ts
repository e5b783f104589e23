// The deployment of docs/operations.md on loopback ports: one fresh PostgreSQL schema, N compiled
// server processes (`node dist-server/main.js`, TRUST_PROXY=1) kept running as systemd's
// Restart=always would, and the repository's nginx site in front of them. Tests reach every process
// directly (`apps[i].origin`) and all of them through nginx (`nginx.origin`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/database';
import { POSTGRES_URL } from '../../api/support/databases';
import { startNginx, type RunningNginx } from './nginx';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let built = false;
/** `npx tsx scripts/build-server.ts`, once per test process: the bundle every process runs. */
export function buildServer(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build-server failed: ${result.stderr}`);
  built = true;
}

export interface AppProcess {
  index: number;
  port: number;
  /** http://127.0.0.1:<port>, this process alone */
  origin: string;
  /** The live child's pid (changes when it is restarted). */
  pid(): number;
  /** Times the supervisor started it again after it died. */
  restarts: number;
  /** Resolves when the current child has exited. */
  exited(): Promise<void>;
  /** Resolves once a new child is listening (after a kill). */
  listening(): Promise<void>;
}

export interface ScaleCluster {
  schema: string;
  env: Record<string, string>;
  apps: AppProcess[];
  nginx: RunningNginx;
  /** Another nginx with the same site, fronting only apps[0] (the one-process baseline). */
  startNginx(upstreams: AppProcess[]): Promise<RunningNginx>;
  /** The test's own connection to the schema. */
  open(): Database;
  /** Where each process's pid file is (`app-<port>.pid`), for deploy/rolling-restart.sh. */
  runDir: string;
  stop(): Promise<void>;
}

export async function startScaleCluster(options: {
  processes: number;
  env?: Record<string, string>;
}): Promise<ScaleCluster> {
  buildServer();
  const schema = `scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-scale-'));
  const env: Record<string, string> = {
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    STATIC_DIR: path.join(runDir, 'no-app-build'),
    ...options.env,
  };
  let stopping = false;
  const nginxes: RunningNginx[] = [];
  const apps: AppProcess[] = [];
  const children = new Set<ChildProcess>();
  const killAll = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', killAll);

  async function launch(index: number, port: number): Promise<AppProcess> {
    let child!: ChildProcess;
    let exited!: Promise<void>;
    let listening!: Promise<void>;
    const app: AppProcess = {
      index,
      port,
      origin: `http://127.0.0.1:${port}`,
      pid: () => child.pid!,
      restarts: 0,
      exited: () => exited,
      listening: () => listening,
    };
    const spawnOne = () => {
      child = spawn(process.execPath, ['dist-server/main.js'], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      fs.writeFileSync(path.join(runDir, `app-${port}.pid`), String(child.pid));
      let output = '';
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      listening = new Promise((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('is running at')) resolve();
        });
        child.once('exit', (code) =>
          reject(new Error(`process ${index} exited ${code}: ${output}`)),
        );
      });
      listening.catch(() => undefined);
      exited = new Promise((resolve) =>
        child.once('exit', () => {
          children.delete(child);
          resolve();
          // Restart=always, RestartSec: the supervisor starts it again
          if (!stopping) {
            app.restarts += 1;
            listening = sleep(200).then(() => {
              if (stopping) throw new Error(`process ${index} stopped`);
              spawnOne();
              return listening;
            });
            listening.catch(() => undefined);
          }
        }),
      );
    };
    spawnOne();
    await listening;
    return app;
  }

  try {
    const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()));
    // the first process migrates and seeds the demo slate; the rest start together after it
    apps.push(await launch(0, ports[0]!));
    apps.push(...(await Promise.all(ports.slice(1).map((port, i) => launch(i + 1, port)))));
    const startFront = async (upstreams: AppProcess[]) => {
      const front = await startNginx(
        path.join(runDir, `nginx-${nginxes.length}`),
        await freePort(),
        upstreams.map((app) => app.port),
      );
      nginxes.push(front);
      return front;
    };
    const nginx = await startFront(apps);
    return {
      schema,
      env,
      apps,
      nginx,
      startNginx: startFront,
      runDir,
      open: () =>
        openDatabase({ databaseUrl: POSTGRES_URL, databaseSchema: schema, dataDir: runDir }),
      stop: () => stop(),
    };
  } catch (error) {
    await stop();
    throw error;
  }

  async function stop(): Promise<void> {
    stopping = true;
    await Promise.all(nginxes.map((front) => front.stop()));
    await Promise.all(
      [...children].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
          }),
      ),
    );
    process.removeListener('exit', killAll);
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}
