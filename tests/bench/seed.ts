// Seed benchmark: time to generate and store a 20 000-pick slate day (plus its history), on SQLite.
// Usage: npm run bench:seed
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_SEED, seedDemoSlate } from '../../server/demo/seed-slate';
import { systemClock } from '../../server/services/clock';

for (const [label, target] of [
  ['normal demo day', undefined],
  ['20 000-pick day', 20_000],
] as const) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlay-seed-bench-'));
  const database = openDatabase({ databaseUrl: null, databaseSchema: null, dataDir });
  await migrateToLatest(database);
  const summary = await seedDemoSlate(database, systemClock, {
    seed: DEMO_SEED,
    slateDate: '2026-11-22',
    ...(target === undefined ? {} : { slatePickTarget: target }),
  });
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(
    `seed: ${label}: ${summary.slatePicks} slate picks (${summary.qualifiedSlatePicks} qualified), ` +
      `${summary.picks} picks and ${summary.statLines} stat lines in all, ${summary.milliseconds} ms\n`,
  );
}
