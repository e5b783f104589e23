// Serving the built app: history fallback, cache headers that let updates through, 404s for assets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { describeApi } from './support/harness';

const APP_SCRIPT = `console.log(${JSON.stringify('parlay '.repeat(400))});`;

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Parlay Engine</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Parlay Engine"}');
  fs.writeFileSync(path.join(dir, 'icon-192.png'), 'png');
  // what the build's precompress step writes beside a text file (vite.config.ts)
  const script = path.join(dir, 'assets', 'app-def456.js');
  fs.writeFileSync(script, APP_SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(APP_SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(APP_SCRIPT));
  const html = path.join(dir, 'index.html');
  fs.writeFileSync(`${html}.br`, zlib.brotliCompressSync(fs.readFileSync(html)));
  return dir;
}

describeApi(
  'serving the built app',
  (ctx) => {
    it.each(['/dashboard', '/add-picks', '/handicapper-profile', '/some/deep/unknown/path', '/'])(
      'answers page path %s with index.html, never cached',
      async (url) => {
        const res = await ctx().app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<title>Parlay Engine</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('caches hashed assets for a year as immutable', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])(
      'never caches the shell file %s',
      async (url) => {
        const res = await ctx().app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('sends the precompressed Brotli or gzip copy the browser accepts, with Vary', async () => {
      const get = (encoding: string) =>
        ctx().app.inject({
          method: 'GET',
          url: '/assets/app-def456.js',
          headers: { 'accept-encoding': encoding },
        });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(APP_SCRIPT);
      expect(br.rawPayload.length).toBeLessThan(APP_SCRIPT.length / 5);
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT);
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(APP_SCRIPT);
      for (const res of [br, gzip, plain]) {
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('sends the app page compressed too, still never cached', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(
        '<title>Parlay Engine',
      );
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('answers a missing asset with 404 rather than the app page', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/assets/missing-123.js' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found: /assets/missing-123.js' });
    });

    it('never answers an /api path with the app page', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/dashboard' });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    });
  },
  { staticDir: fakeBuild() },
);
