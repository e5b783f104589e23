// `npm start`: builds the app when the build is missing or older than its sources, then serves it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, readConfig } from '../server/config';
import { startServer } from '../server/main';

const SOURCES = ['src', 'sw', 'workers', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce(
      (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
      stat.mtimeMs,
    );
}

function buildIsCurrent(staticDir: string): boolean {
  const built = fs.statSync(path.join(staticDir, 'index.html'), { throwIfNoEntry: false });
  if (!built) return false;
  return SOURCES.every((source) => newestMtime(path.join(PROJECT_ROOT, source)) <= built.mtimeMs);
}

const config = readConfig();
if (!buildIsCurrent(config.staticDir)) {
  process.stdout.write('Building the app (vite build)…\n');
  execSync('npx vite build', { cwd: PROJECT_ROOT, stdio: 'inherit' });
}
await startServer();
