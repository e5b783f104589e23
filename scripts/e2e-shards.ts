// Runs the Playwright suite as E2E_SHARDS shards side by side (default 1), each with its own server,
// port, data directory and results folder, so no shard sees another's writes (an admin's date
// change, a manual pick). One is the default because two shards on two cores took longer than
// one (18.5 min against 14.2 min). Each shard's output is printed whole when it ends; the exit code
// is the first failing shard's. Arguments (spec files, --grep) run one plain Playwright instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
const basePort = Number(process.env.E2E_PORT ?? 4319);

interface ShardRun {
  index: number;
  code: number;
  output: string;
  seconds: number;
}

function runShard(index: number): Promise<ShardRun> {
  const started = Date.now();
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + index),
    E2E_DIR: process.env.E2E_DIR
      ? `${process.env.E2E_DIR}-${index + 1}`
      : path.join(root, '.tmp', `e2e-${index + 1}`),
    E2E_OUTPUT: path.join(
      process.env.E2E_OUTPUT ?? path.join(root, 'test-results'),
      `shard-${index + 1}`,
    ),
  };
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
      cwd: root,
      env,
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ index, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const runs = await Promise.all(
  Array.from({ length: shards }, (_, index) =>
    runShard(index).then((run) => {
      if (shards > 1) {
        process.stdout.write(
          `\n== e2e shard ${run.index + 1}/${shards} (${run.seconds.toFixed(0)} s)\n`,
        );
        process.stdout.write(run.output);
      }
      return run;
    }),
  ),
);
const failed = runs.find((run) => run.code !== 0);
process.exit(failed ? failed.code : 0);
