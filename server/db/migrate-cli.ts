// `npm run db:migrate`: brings the configured database to the latest migration and says where it is.
import { readConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const config = readConfig();
const database = openDatabase(config);
try {
  const level = await migrateToLatest(database, config.databaseSchema);
  process.stdout.write(
    `${database.dialect} (${database.location}) is at migration ${level.level ?? 'none'}\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
