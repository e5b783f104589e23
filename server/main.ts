// Starts the server: open and migrate the database, build the app, listen, shut down gracefully.
import { buildApp } from './app';
import { parsePublicUrl, readConfig } from './config';

// the launcher (scripts/start.js) reads where the app's build goes before it starts the server
export { readConfig };
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './services/clock';
import { seedOnFirstStart } from './demo/first-start';
import { startConfidenceRefreshSweeper } from './jobs/confidence-refresh-runner';
import { startBotCheckRetention } from './jobs/bot-check-retention';
import { startSecurityEventRetention } from './jobs/security-event-retention';
import { startTelemetryRetention } from './jobs/telemetry-retention';

const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(): Promise<void> {
  const config = readConfig();
  const database = openDatabase(config);
  const level = await migrateToLatest(database, config.databaseSchema);
  const seeded = await seedOnFirstStart({ database, clock: systemClock });
  const app = await buildApp({ config, database, clock: systemClock });
  startTelemetryRetention({ database, clock: systemClock, log: app.log });
  startSecurityEventRetention({ database, clock: systemClock, log: app.log });
  startBotCheckRetention({ database, clock: systemClock, log: app.log });
  // claims refresh jobs left pending or orphaned by a dead process (ADMIN_JOB_SWEEP_MS)
  startConfidenceRefreshSweeper({ database, clock: systemClock, log: app.log });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = `http://${config.host}:${(app.server.address() as { port: number }).port}`;
  // Without PUBLIC_URL (development), links in emails point at the address really listened on
  // (PORT=0 picks one), never at whatever Host a request claims.
  if (!process.env.PUBLIC_URL?.trim()) {
    app.config.publicUrl = parsePublicUrl(
      {},
      config.host,
      (app.server.address() as { port: number }).port,
    );
  }
  const banner = [
    '',
    `  Parlay Engine ${config.version} is running at ${address}`,
    `  API docs:  ${address}/api/docs`,
    `  Database:  ${database.dialect} (${database.location}), migration ${level.level ?? 'none'}`,
    ...seeded.map((line) => `  ${line}`),
    '',
  ];
  process.stdout.write(`${banner.join('\n')}\n`);
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (invokedDirectly) {
  startServer().catch((error: unknown) => {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
