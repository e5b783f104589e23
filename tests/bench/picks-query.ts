// Worker query benchmark (issue [E] bench a): 50 000 cached picks of one slate in the Dexie store
// (fake-indexeddb under Node), loaded into the worker's index, then 200 mixed window queries
// (typing a search letter by letter, league tabs, stat type, scrolling offsets) answered by the
// same PicksService the data worker runs. Reports p50/p95 per query and the bytes each answer
// posts to the page: v8.serialize (the structured clone postMessage does) and JSON length.
// Wall time and this process's CPU time are both reported: on a busy machine the CPU time is the
// fairer measure of the query's own work.
import 'fake-indexeddb/auto';
import { serialize } from 'node:v8';
import { packPicks } from '../../src/domain/picks/packed-picks';
import type { PicksWindow } from '../../src/api/worker-contract';
import { ParlayDatabase, type CachedPickRow } from '../../src/db/schema';
import { mapServerPick } from '../../src/domain/picks/server-pick';
import { mulberry32, pickOne, uniformInt } from '../../src/domain/probability/seeded-random';
import { ChangeFeed } from '../../workers/change-feed';
import { pickSearchText, slimPick } from '../../workers/pick-search-text';
import { PicksService } from '../../workers/picks-service';

const PICKS = Number(process.env.BENCH_PICKS ?? 50_000);
const QUERIES = 200;
const DATE = '2025-07-20';
const rng = mulberry32(20_250_720);

const EXPERTS = [
  "Cole's Algo Picks",
  'Sharp Sam',
  'Dana Lines',
  'Mo Money',
  'Vegas Vic',
  'Lockdown Lou',
  'Parlay Pete',
  'Hedge Hannah',
  'Betty Bankroll',
  'Over Oscar',
  'Under Ursula',
  'Steam Steve',
  'Fade Frankie',
  'Chalk Charlie',
  'Dog Dana',
  'Prop Priya',
  'Value Val',
  'Juice Jamal',
  'Line Lena',
  'Moneyline Mike',
  'Spread Sally',
];
const FIRST = [
  'Jalen',
  'Aaron',
  'Josh',
  'Connor',
  "D'Angelo",
  'Luka',
  'Shohei',
  'Patrick',
  'Nikola',
  'Mookie',
];
const LAST = [
  'Brunson',
  'Judge',
  'Allen',
  'McDavid',
  'Russell',
  'Doncic',
  'Ohtani',
  'Mahomes',
  'Jokic',
  'Betts',
];
const TEAMS = [
  'Lakers',
  'Celtics',
  'Yankees',
  'Dodgers',
  'Bills',
  'Chiefs',
  'Oilers',
  'Rangers',
  'Nuggets',
  'Mavericks',
];
const LEAGUES = ['NBA', 'MLB', 'NFL', 'NHL', 'CFB'];
const STATS = [
  'Points',
  'Rebounds',
  'Assists',
  'Total Bases',
  'Hits',
  'Passing Yards',
  'Shots on Goal',
];

function row(id: number): CachedPickRow {
  const experts = [
    ...new Set(Array.from({ length: uniformInt(rng, 1, 5) }, () => pickOne(rng, EXPERTS))),
  ];
  const confidence = Math.round((50 + rng.next() * 45) * 10) / 10;
  const league = pickOne(rng, LEAGUES);
  const pick = slimPick(
    mapServerPick({
      id,
      event_id: `${DATE}-${league}-P${id}-PTS-${uniformInt(rng, 1, 40)}.5`,
      player_name: `${pickOne(rng, FIRST)} ${pickOne(rng, LAST)} ${id % 97}`,
      event_date: DATE,
      team_a: pickOne(rng, TEAMS),
      team_b: pickOne(rng, TEAMS),
      stat_threshold: uniformInt(rng, 1, 40) + 0.5,
      stat_type: pickOne(rng, STATS),
      pick_type: 'Prop',
      prediction: rng.next() < 0.6 ? 1 : 0,
      confidence,
      league,
      odds: '-110',
      handicapperNames: experts,
      expert_confidence_map: Object.fromEntries(experts.map((e) => [e, confidence / 100])),
    }),
  );
  return {
    date: DATE,
    id: pick.id,
    tier: 'top',
    pageKey: 'bench',
    confidence: pick.confidence,
    pick,
    searchText: pickSearchText(pick),
    storedAt: 0,
  };
}

const TYPED = ['jalen', 'cole’s', "d'angelo", 'celtics', 'sharp', 'over 2', 'mookie b', 'zzz'];

function queries(): PicksWindow[] {
  const list: PicksWindow[] = [];
  while (list.length < QUERIES) {
    const league = pickOne(rng, ['ALL', 'ALL', ...LEAGUES]);
    const statType = pickOne(rng, ['ALL', 'ALL', 'OVER', 'UNDER'] as const);
    const word = pickOne(rng, ['', '', ...TYPED]);
    // a bettor types letter by letter, then scrolls the result
    for (let n = word === '' ? 0 : 1; n <= word.length; n += 1) {
      list.push({ league, statType, search: word.slice(0, n), offset: 0, limit: 25 });
    }
    for (let offset = 25; offset <= 25 * uniformInt(rng, 0, 6); offset += 25) {
      list.push({ league, statType, search: word, offset, limit: 25 });
    }
  }
  return list.slice(0, QUERIES);
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

async function main() {
  const db = new ParlayDatabase(`bench-picks-${Date.now()}`);
  const rows = Array.from({ length: PICKS }, (_, i) => row(i + 1));
  let started = performance.now();
  for (let i = 0; i < rows.length; i += 5_000)
    await db.cachedPicks.bulkPut(rows.slice(i, i + 5_000));
  console.log(
    `store filled: ${PICKS} picks in ${fmt(performance.now() - started)} (fake-indexeddb)`,
  );

  const offline = () => Promise.reject(new TypeError('offline'));
  const deps = {
    db,
    fetch: offline,
    now: () => Date.now(),
    timers: { setTimeout: () => 0, clearTimeout: () => undefined }, // no background work
    authHeaders: async () => ({}),
  };
  const service = new PicksService(deps, new ChangeFeed(), async () => DATE);
  started = performance.now();
  const first = await service.picksPage({
    league: 'ALL',
    statType: 'ALL',
    search: '',
    offset: 0,
    limit: 25,
  });
  console.log(
    `index loaded from the store + first answer: ${fmt(performance.now() - started)}, matched ${first.matched}`,
  );

  for (const kind of ['picks', 'handicappers'] as const) {
    const times: number[] = [];
    const cpu: number[] = [];
    const clones: number[] = [];
    const jsons: number[] = [];
    for (const window of queries()) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      // what the worker posts: picks windows go packed into columns (workers/data-worker.ts)
      const answer =
        kind === 'picks'
          ? await service
              .picksPage(window)
              .then((page) => ({ ...page, rows: packPicks(page.rows) }))
          : await service.handicappersPage(window);
      const spent = process.cpuUsage(c0);
      times.push(performance.now() - t0);
      cpu.push((spent.user + spent.system) / 1000);
      clones.push(serialize(answer).length);
      jsons.push(JSON.stringify(answer).length);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    clones.sort((a, b) => a - b);
    jsons.sort((a, b) => a - b);
    console.log(
      `${kind}: ${QUERIES} queries of 25 rows: wall p50 ${fmt(percentile(times, 0.5))}, p95 ${fmt(percentile(times, 0.95))}, max ${fmt(times.at(-1)!)}; ` +
        `CPU p50 ${fmt(percentile(cpu, 0.5))}, p95 ${fmt(percentile(cpu, 0.95))}; ` +
        `posted p50 ${(percentile(clones, 0.5) / 1024).toFixed(1)} KiB, p95 ${(percentile(clones, 0.95) / 1024).toFixed(1)} KiB structured clone ` +
        `(JSON p95 ${(percentile(jsons, 0.95) / 1024).toFixed(1)} KiB)`,
    );
  }
  await db.delete();
}

await main();
