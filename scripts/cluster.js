// `npm run serve:cluster`: several server processes on one host without nginx, through Node's
// cluster module (docs/operations.md, "Scale-out"). WEB_CONCURRENCY workers (default: one per core)
// run dist-server/main.js and share PORT; the first one migrates and seeds before the others
// start; a worker that dies is started again; SIGTERM or SIGINT stops them all gracefully.
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write(
    `WEB_CONCURRENCY must be a positive integer, got "${process.env.WEB_CONCURRENCY}"\n`,
  );
  process.exit(1);
}
cluster.setupPrimary({ exec: path.join(root, 'dist-server', 'main.js') });

let stopping = false;
const fork = () =>
  new Promise((resolve) => {
    const worker = cluster.fork();
    worker.once('listening', () => resolve(worker));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(
        `worker ${worker.process.pid} exited (${signal ?? code}); starting another\n`,
      );
      // a worker that cannot start at all would otherwise be restarted in a tight loop
      setTimeout(() => void fork(), 1000).unref();
      resolve(null);
    });
  });

const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGTERM'));

await fork();
await Promise.all(Array.from({ length: count - 1 }, fork));
process.stdout.write(`cluster: ${count} workers on port ${process.env.PORT ?? 8080}\n`);
