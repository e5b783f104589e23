// The compiled server (issue [O] item 1): `npm run build` bundles server/main.ts into
// dist-server/main.js, and plain node runs it: it migrates, seeds a first start, serves the API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

it('builds to one JavaScript file that node serves the API from', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-bundle-'));
  // the same build as `npm run build`, into a folder of its own one level below the project root
  // (where PROJECT_ROOT expects the bundle, as dist-server/ is)
  const { build } = await import('esbuild');
  const bundle = path.join(process.cwd(), `.tmp-compiled-${process.pid}`, 'main.js');
  await build({
    entryPoints: ['server/main.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: out,
      ADMIN_PASSWORD: 'compiled-test-pw-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    let health: { migrations?: { pending: number } } | null = null;
    for (let i = 0; i < 300 && health === null; i += 1) {
      if (child.exitCode !== null) throw new Error(`the compiled server exited:\n${log}`);
      health = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => (r.ok ? (r.json() as Promise<typeof health>) : null))
        .catch(() => null);
      if (health === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health?.migrations?.pending, log).toBe(0);
    expect(log).toContain('Demo slate for');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
  }
}, 60_000);
