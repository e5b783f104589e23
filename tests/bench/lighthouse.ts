// `npm run bench:lighthouse`: Lighthouse's mobile profile (simulated throttling: slow 4G, 4x CPU)
// on a first visit to /dashboard of the built app served by the real server, three runs, medians
// of performance, LCP, TBT, CLS and FCP against the targets of issue [N]. Needs `vite build` first
// (or STATIC_DIR). Prints a table and a JSON line; exits 1 when a median misses its target and
// LIGHTHOUSE_STRICT=1.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startE2eServer } from './support/e2e-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4329);
const PATH = process.env.LIGHTHOUSE_PATH ?? '/dashboard';

const TARGETS = {
  performance: { target: 0.95, better: 'higher' },
  lcpMs: { target: 2000, better: 'lower' },
  tbtMs: { target: 100, better: 'lower' },
  cls: { target: 0.02, better: 'lower' },
  fcpMs: { target: null, better: 'lower' },
} as const;
type Metric = keyof typeof TARGETS;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function oneRun(url: string): Promise<Record<Metric, number>> {
  // a fresh profile each run: a first visit (no service worker, no HTTP cache)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    const lhr = result!.lhr;
    const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Number(lhr.categories.performance?.score ?? Number.NaN),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcpMs: value('first-contentful-paint'),
    };
  } finally {
    chrome.kill();
  }
}

const server = await startE2eServer(PORT);
const runs: Record<Metric, number>[] = [];
try {
  for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(`${server.base}${PATH}`));
} finally {
  server.stop();
}

let missed = 0;
const rows = (Object.keys(TARGETS) as Metric[]).map((metric) => {
  const values = runs.map((run) => run[metric]);
  const m = median(values);
  const { target, better } = TARGETS[metric];
  const ok = target === null || (better === 'higher' ? m >= target : m <= target);
  if (!ok) missed += 1;
  return { metric, median: m, runs: values, target, ok };
});
for (const row of rows) {
  const shown = (n: number) => (row.metric.endsWith('Ms') ? `${Math.round(n)} ms` : n.toFixed(3));
  process.stdout.write(
    `${row.metric.padEnd(12)} median ${shown(row.median).padStart(9)}  runs ${row.runs
      .map(shown)
      .join(', ')}  target ${row.target ?? '-'} ${row.ok ? 'ok' : 'MISSED'}\n`,
  );
}
process.stdout.write(`${JSON.stringify({ path: PATH, runs: RUNS, rows })}\n`);
if (missed > 0 && process.env.LIGHTHOUSE_STRICT === '1') process.exit(1);
