// What the scale tests do to a running cluster (support/scale-cluster.ts): accounts made in the
// database, load through nginx with autocannon, writes that are read back, bursts spread over the
// processes. The test files decide the sizes and assert; these only act and measure.
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { Database } from '../../../server/db/database';
import { systemClock } from '../../../server/services/clock';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { hashPassword } from '../../../server/services/passwords';
import { createUser } from '../../../server/services/users';
import { slateDateAt } from '../../../src/domain/time/slate-date';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const slateDate = () => slateDateAt(systemClock.now());

export async function memberToken(
  database: Database,
  email: string,
  roles: string[] = ['member'],
): Promise<string> {
  const userId = await createUser(database.db, systemClock, { email, roles });
  return issueDeviceToken(database.db, systemClock, { userId, deviceId: 'scale', uaHash: 'scale' });
}

export async function passwordAccount(database: Database, email: string, password: string) {
  return createUser(database.db, systemClock, {
    email,
    roles: [],
    passwordHash: await hashPassword(password),
  });
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors and timeouts plus answers other than 2xx. */
  failed: number;
  statuses: Record<string, number>;
}

/** autocannon on one URL for `seconds` (`connections` at once); `gzip` asks as browsers do. */
export async function loadGet(
  url: string,
  token: string,
  seconds: number,
  connections = 50,
  gzip = false,
): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'x-device-token': token, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
    timeout: 10,
  });
  const statuses: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = (count as { count: number }).count;
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    statuses,
  };
}

export interface Written {
  /** Answered 2xx: these must be in the database afterwards. */
  acknowledged: string[];
  /** Tries that got no 2xx (a dead process, a 502/503): retried with the same key. */
  retries: number;
  /** Writes given up after `retryForMs`. */
  abandoned: string[];
  /** Answers that were not 2xx, by status (0: no answer). */
  refusals: Record<number, number>;
}

/**
 * POSTs each body with its own Idempotency-Key, as the app's outbox does: a try that gets no 2xx
 * (a dead process, a 502/503, a 409 while a killed process's claim on the key lasts) is retried
 * with the same key for up to `retryForMs`. Runs `concurrency` at once.
 */
export interface Write {
  key: string;
  url: string;
  body: object;
  token: string;
}

export async function writeAll(
  origin: string,
  writes: Write[],
  concurrency = 8,
  retryForMs = 30_000,
): Promise<Written> {
  const out: Written = { acknowledged: [], retries: 0, abandoned: [], refusals: {} };
  let next = 0;
  const worker = async () => {
    while (next < writes.length) {
      const write = writes[next++]!;
      let done = false;
      const deadline = Date.now() + retryForMs;
      for (let attempt = 0; !done && (attempt === 0 || Date.now() < deadline); attempt += 1) {
        const answer = await fetch(`${origin}${write.url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-device-token': write.token,
            'idempotency-key': write.key,
          },
          body: JSON.stringify(write.body),
        }).catch(() => null);
        if (answer?.ok) done = true;
        else {
          out.retries += 1;
          out.refusals[answer?.status ?? 0] = (out.refusals[answer?.status ?? 0] ?? 0) + 1;
          await sleep(200);
        }
      }
      (done ? out.acknowledged : out.abandoned).push(write.key);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

/** One telemetry batch whose event is named by its key (signed-in: 60 batches a minute each). */
export const telemetryWrite = (token: string, key: string): Write => ({
  key,
  token,
  url: '/api/telemetry/picks',
  body: { events: [{ event: key, ts: 1_700_000_000_000 }] },
});

/** One My Picks add (the list merges by operation id; the key makes the request itself once). */
export const myPickAdd = (token: string, key: string, pick: number): Write => ({
  key,
  token,
  url: '/api/user_picks/ops',
  body: {
    ops: [
      {
        id: key,
        kind: 'add',
        key: `pick_${pick}`,
        at: systemClock.now(),
        item: { id: `pick_${pick}`, sourceType: 'pick', sourceId: String(pick) },
      },
    ],
  },
});

/** One favourite starred (at most 5 an account). */
export const favoriteAdd = (token: string, key: string, handicapper: number): Write => ({
  key,
  token,
  url: '/api/favorites/ops',
  body: { ops: [{ id: key, kind: 'add', key: String(handicapper), at: systemClock.now() }] },
});

/** How many times each event name was stored. */
export async function telemetryCounts(database: Database, prefix: string) {
  const rows = await database.db
    .selectFrom('telemetry_events')
    .select('event')
    .where('event', 'like', `${prefix}%`)
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.event, (counts.get(row.event) ?? 0) + 1);
  return counts;
}

export async function health(origin: string): Promise<number> {
  const answer = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(
    () => null,
  );
  return answer?.status ?? 0;
}

/** Ticks of CPU time a process has used (user + system), from /proc (Linux). */
function processTicks(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The machine's busy and total ticks over every core, from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const numbers = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = numbers.reduce((a, b) => a + b, 0);
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
  return { busy: total - idle, total };
}

export interface CpuUse {
  /** Share of the whole machine (all cores) busy meanwhile, with everyone's processes. */
  machineBusyPercent: number;
  /** Cores each watched process used on average (1 = one core all the time). */
  coresByProcess: number[];
  /** Cores each named group of processes used (read before and after: new members count whole). */
  coresByGroup: Record<string, number>;
}

/** Runs `work` and reports the CPU the machine and the given processes used meanwhile. */
export async function measureCpu<T>(
  pids: number[],
  work: () => Promise<T>,
  groups: () => Promise<Record<string, number[]>> = async () => ({}),
): Promise<{ result: T; cpu: CpuUse }> {
  const ticksPerSecond = 100; // USER_HZ on Linux
  const groupsBefore = await groups();
  const ticksBefore = new Map(
    Object.values(groupsBefore)
      .flat()
      .map((pid) => [pid, processTicks(pid)]),
  );
  const started = Date.now();
  const machineBefore = machineTicks();
  const before = pids.map(processTicks);
  const result = await work();
  const seconds = (Date.now() - started) / 1000;
  const machineAfter = machineTicks();
  const after = pids.map(processTicks);
  const groupsAfter = await groups();
  const cores = (ticks: number) => Math.round((ticks / ticksPerSecond / seconds) * 100) / 100;
  const coresByGroup: Record<string, number> = {};
  for (const [name, members] of Object.entries(groupsAfter)) {
    const all = new Set([...(groupsBefore[name] ?? []), ...members]);
    let ticks = 0;
    for (const pid of all) ticks += Math.max(0, processTicks(pid) - (ticksBefore.get(pid) ?? 0));
    coresByGroup[name] = cores(ticks);
  }
  return {
    result,
    cpu: {
      machineBusyPercent: Math.round(
        (100 * (machineAfter.busy - machineBefore.busy)) /
          Math.max(1, machineAfter.total - machineBefore.total),
      ),
      coresByProcess: after.map((ticks, i) => cores(ticks - before[i]!)),
      coresByGroup,
    },
  };
}
