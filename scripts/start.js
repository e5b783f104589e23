// `npm start`: builds the server and the app when a build is missing or older than its sources,
// then runs the compiled server (dist-server/main.js) with plain node: no TypeScript is compiled
// at start-up (issue [O]). Plain JavaScript itself, so nothing but node runs it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUNDLE = path.join(root, 'dist-server', 'main.js');
const SERVER_SOURCES = ['server', 'src', 'package.json', 'scripts/build-server.ts'];
const APP_SOURCES = [
  'src',
  'sw',
  'workers',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

/** The newest modification time under `entry` (a file or a folder), 0 when it does not exist. */
function newestMtime(entry) {
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

/** Whether `built` exists and is newer than every source. */
function isCurrent(built, sources) {
  const stat = fs.statSync(built, { throwIfNoEntry: false });
  return (
    stat !== undefined && sources.every((s) => newestMtime(path.join(root, s)) <= stat.mtimeMs)
  );
}

function run(what, command) {
  process.stdout.write(`${what}…\n`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

if (!isCurrent(SERVER_BUNDLE, SERVER_SOURCES))
  run('Compiling the server', 'npx tsx scripts/build-server.ts');
const server = await import(SERVER_BUNDLE);
const { staticDir } = server.readConfig();
if (!isCurrent(path.join(staticDir, 'index.html'), APP_SOURCES))
  run('Building the app (vite build)', 'npx vite build');
await server.startServer();
