// The e2e server (tests/e2e/support/serve.ts: a fresh SQLite file, the demo slate, one account per
// role) for the browser benchmarks, in its own process group so the server under npx stops with it.
import { spawn } from 'node:child_process';

export interface BenchServer {
  base: string;
  stop(): void;
}

/**
 * Starts it on `port` with `env` added, and waits for /api/health: up to 2 minutes, because the
 * first start seeds the demo, slow on a loaded 2-core machine.
 */
export async function startE2eServer(
  port: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'tests/e2e/support/serve.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('server did not start');
}
