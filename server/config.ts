// Server configuration, read once from environment variables (documented in README.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  host: string;
  port: number;
  /** postgres://… selects PostgreSQL; anything else (or unset) uses the SQLite file in dataDir. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests give each run its own); default "public". */
  databaseSchema: string | null;
  dataDir: string;
  staticDir: string;
  logLevel: string;
  bodyLimitBytes: number;
  version: string;
}

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(PROJECT_ROOT, 'data')),
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(PROJECT_ROOT, 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: 1024 * 1024,
    version: packageVersion(),
  };
}

export function isPostgresUrl(url: string | null): boolean {
  return url !== null && /^postgres(ql)?:\/\//i.test(url);
}

function packageVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? '0.0.0';
}
