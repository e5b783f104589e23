// Server start-up to a healthy /api/health (issue [O] item 1): the TypeScript server run through
// tsx (as `npm start` did before) against the compiled bundle run by node (`npm run serve` now),
// on one already-seeded SQLite data folder, median of RUNS each.
// Run: npm run build && npx tsx tests/bench/server-start.ts   (BENCH_PORT, default 4349)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 4349);
const RUNS = 5;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-start-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'bench-admin-pw-1',
};

/** Starts `command`, waits for a 200 from /api/health, stops it; ms from spawn. */
async function startOnce(command: string, args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const tsx = ['node_modules/.bin/tsx', ['server/main.ts']] as const;
const node = ['node', ['dist-server/main.js']] as const;
try {
  await startOnce(node[0], [...node[1]]); // the first start seeds the demo: not measured
  const times = { tsx: [] as number[], node: [] as number[] };
  for (let run = 0; run < RUNS; run += 1) {
    times.tsx.push(await startOnce(tsx[0], [...tsx[1]]));
    times.node.push(await startOnce(node[0], [...node[1]]));
  }
  for (const [label, values] of Object.entries(times))
    process.stdout.write(
      `${label === 'tsx' ? 'tsx server/main.ts  ' : 'node dist-server/main.js'}: median ${median(values).toFixed(0)} ms   runs: ${values.map((v) => v.toFixed(0)).join(' ')}\n`,
    );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
