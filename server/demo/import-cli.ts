// `npm run import -- file.json`: loads events (add_event shape) and results into the configured
// database (DATABASE_URL or the SQLite file under DATA_DIR), all or nothing; exits 1 on any problem.
import fs from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { systemClock } from '../services/clock';
import { importEvents } from '../services/event-import';

const file = process.argv.slice(2).find((arg) => arg !== '--');
if (!file) {
  process.stderr.write('Usage: npm run import -- file.json\n');
  process.exit(1);
}

let parsed: unknown;
try {
  parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (error) {
  process.stderr.write(`Cannot read ${file}: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}

const config = readConfig(process.env);
const database = openDatabase(config);
let failed = false;
try {
  await migrateToLatest(database, config.databaseSchema);
  const outcome = await importEvents(database, systemClock, parsed);
  if (outcome.ok) {
    process.stdout.write(
      `Imported ${outcome.events} events, ${outcome.results} results, ${outcome.prices} prices and ${outcome.images} player images.\n`,
    );
  } else {
    failed = true;
    process.stderr.write(`Nothing imported: ${outcome.problems.length} problem(s) in ${file}\n`);
    for (const p of outcome.problems) process.stderr.write(`  ${p.item}: ${p.message}\n`);
  }
} finally {
  await database.close();
}
if (failed) process.exit(1);
