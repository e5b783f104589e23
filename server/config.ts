// Server configuration, read once from environment variables (documented in README.md).
import fs from 'node:fs';
import { isIP } from 'node:net';
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
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): false (default, the socket's peer is
   * the client), a hop count, or a list of proxy addresses / CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Origin of every link in an email (PUBLIC_URL); never taken from a request's Host headers. */
  publicUrl: string;
  /**
   * Longest time to receive a whole request (REQUEST_TIMEOUT_MS, default 30 s); a slow body is cut
   * off after it. An idempotency key's lease outlives it (see services/idempotency-keys.ts).
   */
  requestTimeoutMs: number;
  /** How long to wait on the database before answering 503 (see databaseTimeouts below). */
  databaseTimeouts: DatabaseTimeouts;
  /**
   * REDIS_URL (redis://…): rate-limit counters and the live-update fan-out between processes go
   * through Redis; unset, the database does both (one process, or PostgreSQL LISTEN/NOTIFY).
   */
  redisUrl: string | null;
  /** REDIS_PREFIX: prefix of every Redis key and channel (default parlay:<schema>:). */
  redisPrefix: string;
  /**
   * PICKS_REVISION_MEMO_MS: how long a process may reuse a date's picks revision instead of
   * reading it per request; slate events forget it sooner. Default 1000 with Redis, else 0.
   */
  picksRevisionMemoMs: number;
}

/**
 * Bounds on waiting for the database, so an outage answers 503 in seconds instead of hanging.
 * PostgreSQL: `connectMs` (DATABASE_CONNECT_TIMEOUT_MS, default 5000) bounds opening a connection
 * and waiting for a free one in the pool; `statementMs` (DATABASE_STATEMENT_TIMEOUT_MS, default
 * 10000, 0 = off) is the server-side statement_timeout, and the client gives up on a silent
 * server 2 s after it. SQLite: `busyMs` (DATABASE_BUSY_TIMEOUT_MS, default 5000) is busy_timeout.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  busyMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 10_000,
  busyMs: 5000,
};

export function parseDatabaseTimeouts(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const read = (name: string, fallback: number, min: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > 3_600_000) {
      throw new Error(
        `${name} must be an integer number of milliseconds (at least ${min}), got "${raw}"`,
      );
    }
    return value;
  };
  return {
    connectMs: read('DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs, 100),
    statementMs: read('DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.statementMs, 0),
    busyMs: read('DATABASE_BUSY_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.busyMs, 0),
  };
}

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const host = env.HOST ?? '127.0.0.1';
  const requestTimeoutMs = Number(env.REQUEST_TIMEOUT_MS ?? 30_000);
  if (!Number.isInteger(requestTimeoutMs) || requestTimeoutMs < 1000) {
    throw new Error(
      `REQUEST_TIMEOUT_MS must be an integer of at least 1000, got "${env.REQUEST_TIMEOUT_MS}"`,
    );
  }
  return {
    host,
    port,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(PROJECT_ROOT, 'data')),
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(PROJECT_ROOT, 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: 1024 * 1024,
    version: packageVersion(),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env, host, port),
    requestTimeoutMs,
    databaseTimeouts: parseDatabaseTimeouts(env),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX?.trim() || `parlay:${env.DATABASE_SCHEMA?.trim() || 'public'}:`,
    picksRevisionMemoMs: parseMemoMs(env.PICKS_REVISION_MEMO_MS, parseRedisUrl(env.REDIS_URL)),
  };
}

/** PICKS_REVISION_MEMO_MS: unset → 1000 with Redis, 0 without; else 0-3 600 000 ms. */
function parseMemoMs(value: string | undefined, redisUrl: string | null): number {
  const text = value?.trim() ?? '';
  if (text === '') return redisUrl ? 1000 : 0;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 0 || ms > 3_600_000) {
    throw new Error(`PICKS_REVISION_MEMO_MS must be an integer of milliseconds, got "${text}"`);
  }
  return ms;
}

/** REDIS_URL: unset or empty → no Redis; otherwise a redis:// or rediss:// URL. */
export function parseRedisUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(text)) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${text}"`);
  }
  return text;
}

/** TRUST_PROXY: unset/false → trust no proxy; "2" → two hops; "10.0.0.1, 10.1.0.0/16" → those. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address; give the number of proxies in front of the server (e.g. 1) or their addresses',
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= 128);
    if (!named.has(entry) && (extra !== undefined || !isIP(address ?? '') || !validBits)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is neither a hop count, an IP address nor a CIDR range`,
      );
    }
  }
  return entries;
}

/**
 * PUBLIC_URL, without a trailing slash. Unset: the server's own address in development, and a
 * refusal to start in production (links would otherwise point wherever a request's Host said).
 */
export function parsePublicUrl(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${configured}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${configured}"`);
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'PUBLIC_URL is required when NODE_ENV=production: links in emails are built from it (e.g. PUBLIC_URL=https://parlay.example.com)',
    );
  }
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const shownHost = reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost;
  return `http://${shownHost}:${port}`;
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
