// `npm start`'s server process: prints its address, serves, and on SIGTERM stops accepting,
// closes the database and exits cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

function waitFor(predicate: () => boolean, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (predicate()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error('timed out'));
      }
    }, 50);
  });
}

it('prints its address, serves, then shuts down cleanly on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  await waitFor(() => /running at http:\/\/127\.0\.0\.1:\d+/.test(output), 60_000);
  const port = Number(/running at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
  expect(output).toContain('API docs:');
  expect(fs.existsSync(path.join(dataDir, 'parlay-engine.sqlite'))).toBe(true);

  const status = await new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
  expect(status).toBe(200);

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('shutting down: no new connections, finishing in-flight requests');
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 90_000);
