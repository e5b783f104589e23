// Runs the repository's nginx site (deploy/nginx/parlay-engine.conf) on loopback ports: the file is
// rendered with only its upstream servers and its listen line replaced, inside a minimal main
// configuration an unprivileged user can start (`nginx -p <dir> -c <conf>`, daemon off).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX_SITE = path.resolve('deploy/nginx/parlay-engine.conf');

/** The nginx binary, or null when it is not installed (under CI=true that is an error). */
export function nginxBinary(): string | null {
  // NGINX_PATH, when set, is the only binary looked at (a wrong one counts as missing)
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (process.env.CI === 'true') {
    throw new Error('nginx is required under CI (.ci/run installs it): apt-get install -y nginx');
  }
  return null;
}

/** The site file with its upstream servers and listen address replaced; nothing else changes. */
export function renderSite(site: string, listenPort: number, upstreamPorts: number[]): string {
  const upstreamLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/gm;
  const lines = [...site.matchAll(upstreamLine)];
  if (lines.length === 0) throw new Error(`${NGINX_SITE} has no "server 127.0.0.1:<port>" line`);
  const [indent, options] = [lines[0]![1] ?? '', lines[0]![2] ?? ''];
  const servers = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${options};\n`);
  let rendered = site.replace(upstreamLine, (_line, _i, _o, offset: number) =>
    offset === lines[0]!.index ? servers.join('') : '',
  );
  const listen = /^(\s*)listen 80;$/m;
  if (!listen.test(rendered)) throw new Error(`${NGINX_SITE} has no "listen 80;" line`);
  rendered = rendered.replace(listen, `$1listen 127.0.0.1:${listenPort};`);
  return rendered;
}

export interface RunningNginx {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startNginx(
  dir: string,
  listenPort: number,
  upstreamPorts: number[],
): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'site.conf'),
    renderSite(fs.readFileSync(NGINX_SITE, 'utf8'), listenPort, upstreamPorts),
  );
  const root = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // as root, the workers would otherwise switch to nobody, who cannot write the temp folders
      ...(root ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`,
      ),
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    binary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not listen on ${listenPort}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
