// `npm run seed [-- --date YYYY-MM-DD --seed N --picks 20000]`: (re)generates the demo slate in the
// configured database (DATABASE_URL or the SQLite file under data/), migrating first.
import { parseArgs } from 'node:util';
import { isRealCalendarDate } from '../../src/domain/time/calendar-date';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { systemClock } from '../services/clock';
import { readDateSetting } from '../services/date-setting';
import { calibrationStep } from './calibration-step';
import { DEMO_SEED, seedDemoSlate } from './seed-slate';

const { values } = parseArgs({
  options: { date: { type: 'string' }, seed: { type: 'string' }, picks: { type: 'string' } },
});
const config = readConfig(process.env);
const database = openDatabase(config);
try {
  await migrateToLatest(database, config.databaseSchema);
  const slateDate = values.date ?? (await readDateSetting(database.db, systemClock)).date;
  if (!isRealCalendarDate(slateDate))
    throw new Error(`--date must be a real YYYY-MM-DD date, got ${slateDate}`);
  const seed = values.seed === undefined ? DEMO_SEED : Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new Error('--seed must be an integer');
  const target = values.picks === undefined ? undefined : Number(values.picks);
  const summary = await seedDemoSlate(database, systemClock, {
    seed,
    slateDate,
    ...(target !== undefined && Number.isFinite(target) ? { slatePickTarget: target } : {}),
  });
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  // the calibration describes the graded history just written
  for (const line of await calibrationStep({ database, clock: systemClock }))
    process.stdout.write(`${line}\n`);
} finally {
  await database.close();
}
