// Starts the real server on a fresh SQLite file with one account per role and a device token each.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { systemClock } from '../../../server/services/clock';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { createUser } from '../../../server/services/users';
import {
  E2E_ACCOUNTS,
  E2E_ADMIN_PASSWORD,
  E2E_DIR,
  TOKENS_FILE,
  type E2eAccount,
  type E2eTokens,
} from './accounts';

const dataDir = path.join(E2E_DIR, 'data');
fs.rmSync(E2E_DIR, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const database = openDatabase({ databaseUrl: null, databaseSchema: null, dataDir });
await migrateToLatest(database);
const tokens: Partial<E2eTokens> = {};
for (const [name, account] of Object.entries(E2E_ACCOUNTS) as Array<
  [E2eAccount, (typeof E2E_ACCOUNTS)[E2eAccount]]
>) {
  const userId = await createUser(database.db, systemClock, {
    email: account.email,
    roles: account.roles,
  });
  tokens[name] = await issueDeviceToken(database.db, systemClock, {
    userId,
    deviceId: `e2e-${name}`,
    uaHash: 'e2e',
  });
}
await database.close();
fs.writeFileSync(TOKENS_FILE, JSON.stringify(tokens));

process.env.DATA_DIR = dataDir;
// Exposes the test-only outbox route (GET /api/test/outbox) the access tests read codes from.
process.env.NODE_ENV = 'test';
// Admin calls (POST /api/add_event) in tests need a known admin password.
process.env.ADMIN_PASSWORD = E2E_ADMIN_PASSWORD;
const { startServer } = await import('../../../server/main');
await startServer();
