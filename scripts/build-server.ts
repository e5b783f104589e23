// `npm run build` (after the app's vite build): compiles the server to one JavaScript file,
// dist-server/main.js, which `npm start` and `npm run serve` run with plain node (issue [O]): no
// TypeScript is compiled at start-up. Packages stay imports (node_modules is there at run time);
// the file sits one folder below the project root, as server/config.ts does, so PROJECT_ROOT
// resolves the same in both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'dist-server', 'main.js');

const started = performance.now();
await build({
  entryPoints: [path.join(root, 'server', 'main.ts')],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
process.stdout.write(
  `server compiled to ${path.relative(root, SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms\n`,
);
