// Builds the React app, the data worker and the service worker (vite-plugin-pwa, injectManifest).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstFrameHtml, firstSplashHtml } from './src/features/auth/first-frame-html';

/**
 * Source maps never sit among the served files: they would hand anyone the full client source.
 * None are built by default; SOURCE_MAPS=hidden builds them without a sourceMappingURL comment
 * and moves them beside the build (`dist-sourcemaps/` for `dist/`), for an error tracker to read.
 */
const hiddenSourceMaps = process.env.SOURCE_MAPS === 'hidden';

/**
 * A step on the finished build directory, after vite-plugin-pwa's closeBundle (which builds sw.js
 * and its map), so it sees every file the server will serve.
 */
function afterBuild(name: string, work: (outDir: string) => void): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, order: 'post', handler: () => work(outDir) },
  };
}

const filesOf = (dir: string, keep: (file: string) => boolean) =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(keep);

const moveSourceMapsOut = () =>
  afterBuild('move-source-maps-out', (outDir) => {
    const target = `${outDir}-sourcemaps`;
    fs.rmSync(target, { recursive: true, force: true });
    for (const file of filesOf(outDir, (f) => f.endsWith('.map'))) {
      fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
      fs.renameSync(path.join(outDir, file), path.join(target, file));
    }
  });

/** Text files the server sends compressed: `.br` and `.gz` beside each, served by @fastify/static. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file of the build, written once at
 * build time with node's zlib, so the server never compresses per request (issue [N] item 4).
 * The precache manifest (built before) lists only the originals.
 */
const precompress = () =>
  afterBuild('precompress', (outDir) => {
    for (const file of filesOf(outDir, (f) => COMPRESSIBLE.test(f))) {
      const full = path.join(outDir, file);
      const bytes = fs.readFileSync(full);
      if (bytes.length < 1024) continue;
      const brotli = zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      fs.writeFileSync(`${full}.br`, brotli);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    }
  });

/**
 * The first frame (splash over the sign-in hero) as static HTML in #root, so it paints before
 * any script loads (issue [N] item 5); the app replaces it when it renders.
 */
const firstFrame = (): Plugin => ({
  name: 'first-frame',
  transformIndexHtml: (html) =>
    html
      .replace('<!--first-frame-->', firstFrameHtml())
      .replace('<!--first-splash-->', firstSplashHtml()),
});

export default defineConfig({
  plugins: [
    firstFrame(),
    ...(hiddenSourceMaps ? [moveSourceMapsOut()] : []),
    precompress(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself (workbox-window) so it can offer updates.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webp,mp4}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/dashboard',
        name: 'Parlay Engine',
        short_name: 'Parlay',
        description:
          'Expert and algorithmic sports picks with confidence ratings, your pick list, and a parlay optimizer that works offline.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b0f17',
        background_color: '#0b0f17',
        categories: ['sports', 'utilities'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  // The page renders with Preact through its React compatibility layer (issue [N] items 4 and 5,
  // docs/decisions.md "Preact for the page"): the source, its types and the unit tests stay React's.
  resolve: {
    alias: [
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: hiddenSourceMaps ? 'hidden' : false,
    rolldownOptions: {
      output: {
        // Rolldown splits every module the entry shares with a lazy route into a chunk of its
        // own, so the first route loaded 20 files, some of a few bytes (clock, scales, roles).
        // Tiny modules the first page load needs anyway (tag $initial, under 1 KB), with their
        // dependencies, fold into the entry chunk: 8 files and 4 KB less on the wire
        // (docs/performance.md). Lazy routes' own modules are not $initial and stay lazy.
        codeSplitting: {
          groups: [{ name: 'first-route', tags: ['$initial'], maxModuleSize: 1024 }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
