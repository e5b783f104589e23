// The built service worker (dist/sw.js, from sw/sw.ts by vite-plugin-pwa's injectManifest) precaches
// exactly the shell it serves offline: run after `vite build`, as vite-plugin-pwa's examples do.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/** `npm run test:build` checks dist/; BUILD_DIR checks another build (e.g. `vite build --outDir`). */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Every file of the build, relative to it, without the `.br`/`.gz` copies written after the manifest. */
function builtFiles(): string[] {
  return fs
    .readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(buildDir, file)).isFile())
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => file.split(path.sep).join('/'));
}

/** The manifest injectManifest wrote in place of self.__WB_MANIFEST (minified, keys in this order). */
function precacheManifest(sw: string): PrecacheEntry[] {
  const entries = [...sw.matchAll(/\{"revision":(null|"([0-9a-f]+)"),"url":"([^"]+)"\}/g)];
  return entries.map(([, , revision, url]) => ({ url: url!, revision: revision ?? null }));
}

/** The scripts, styles and preloads index.html loads before the first route renders. */
function firstRouteAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(([, file]) => file!);
}

const md5 = (file: string) =>
  createHash('md5')
    .update(fs.readFileSync(path.join(buildDir, file)))
    .digest('hex');

describe('the built service worker', () => {
  let sw = '';
  let manifest: PrecacheEntry[] = [];
  let files: string[] = [];

  beforeAll(() => {
    const swPath = path.join(buildDir, 'sw.js');
    expect(fs.existsSync(swPath), `${swPath} is missing: run vite build first`).toBe(true);
    sw = fs.readFileSync(swPath, 'utf8');
    manifest = precacheManifest(sw);
    files = builtFiles();
  });

  it('precaches index.html, the web manifest and the hashed assets of the first route', () => {
    const urls = manifest.map((entry) => entry.url);
    expect(urls).toContain('index.html');
    expect(urls).toContain('manifest.webmanifest');
    const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    const first = firstRouteAssets(html);
    expect(first.some((file) => file.endsWith('.js'))).toBe(true);
    expect(first.some((file) => file.endsWith('.css'))).toBe(true);
    for (const file of first) expect(urls, file).toContain(file);
  });

  it('precaches every script, style and page of the build, each with one revision', () => {
    const urls = manifest.map((entry) => entry.url);
    // the icons come twice (globPatterns and the web manifest's icons): harmless while the
    // revisions agree, but workbox refuses to install on one URL with two revisions
    const revisions = new Map<string, Set<string | null>>();
    for (const { url, revision } of manifest)
      revisions.set(url, (revisions.get(url) ?? new Set()).add(revision));
    for (const [url, seen] of revisions) expect(seen.size, url).toBe(1);
    const shell = files.filter((file) => /\.(js|css|html)$/.test(file) && file !== 'sw.js');
    for (const file of shell) expect(urls, file).toContain(file);
  });

  it('lists only files that exist, with the revision of their content', () => {
    for (const { url, revision } of manifest) {
      expect(files, url).toContain(url);
      // a file without a revision is cache-busted by the content hash in its name instead
      if (revision === null) expect(url).toMatch(/-[\w-]{8}\.\w+$/);
      else expect(revision, url).toBe(md5(url));
    }
  });

  it('precaches no API answer, no source map, no compressed copy and not itself', () => {
    for (const { url } of manifest) {
      expect(url).not.toMatch(/(^|\/)api\//);
      expect(url).not.toMatch(/\.(map|br|gz)$/);
      expect(url).not.toBe('sw.js');
    }
  });

  it('ships no source map and names none', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(buildDir, file), 'utf8');
      expect(text, file).not.toMatch(/\/\/# sourceMappingURL=/);
    }
  });

  it('bundles the workbox modules and the routes the app relies on', () => {
    for (const module of ['core', 'precaching', 'routing', 'strategies'])
      expect(sw).toMatch(new RegExp(`workbox:${module}:\\d`));
    // navigations answered by the precached shell, never for the server's own paths
    expect(sw).toContain('/index.html');
    expect(sw).toContain('^\\/(api|pay)(\\/|$)');
    // the Reload toast's message, the data-changed channel and the stored-answer marker
    expect(sw).toContain('SKIP_WAITING');
    expect(sw).toContain('parlay-data');
    expect(sw).toContain('x-served-from');
    expect(sw).toContain('navigationPreload');
    expect(sw).not.toContain('self.__WB_MANIFEST');
  });
});
