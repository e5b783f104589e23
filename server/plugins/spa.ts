// Serves the built app: hashed assets cached for a year, the shell files never cached, and a
// history fallback to index.html for every page path outside /api.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors';

/** Files the browser must revalidate on every load, or an update would never reach it. */
const SHELL_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath
    .split(path.sep)
    .join('/')
    .replace(/^\/+/, '')
    .replace(/\.(br|gz)$/, '');
  if (normalised.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (SHELL_FILES.has(normalised) || normalised.startsWith('workbox-')) return 'no-cache';
  return 'public, max-age=3600';
}

export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = fs.existsSync(path.join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: true,
      // the build writes .br and .gz beside every text file (vite.config.ts precompress): sent
      // by Accept-Encoding, with Vary, never compressed per request
      preCompressed: true,
      // our setHeaders decides caching per file; the plugin's own max-age=0 would override it
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(path.relative(staticDir, filePath)));
        // one URL, several encodings: caches must key on Accept-Encoding
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isPage && built) {
      return reply.sendFile('index.html');
    }
    if (isPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The app is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.status(404).send({ success: false, message: `Not found: ${pathname}` });
  });
}
