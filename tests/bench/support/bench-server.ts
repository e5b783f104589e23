// The server the API benchmark loads, in its own process (so the load generator does not share
// its core): seeds the demo slate, makes a paid member, listens, and prints {port, token, date}.
import os from 'node:os';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { DEMO_SEED, seedDemoSlate } from '../../../server/demo/seed-slate';
import { systemClock } from '../../../server/services/clock';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { createUser } from '../../../server/services/users';
import { slateDateAt } from '../../../src/domain/time/slate-date';

const config = readConfig(process.env);
const database = openDatabase(config);
await migrateToLatest(database, config.databaseSchema);
const date = slateDateAt(systemClock.now());
const summary = await seedDemoSlate(database, systemClock, { seed: DEMO_SEED, slateDate: date });
const userId = await createUser(database.db, systemClock, {
  email: `bench-${process.pid}@bench.test`,
  roles: ['member'],
});
const token = await issueDeviceToken(database.db, systemClock, {
  userId,
  deviceId: 'bench',
  uaHash: 'bench',
});
const app = await buildApp({
  config: { ...config, staticDir: os.tmpdir() },
  database,
  clock: systemClock,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
process.stdout.write(
  `${JSON.stringify({ port, token, date, qualified: summary.qualifiedSlatePicks })}\n`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
