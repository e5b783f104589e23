// `npm run admin -- <command>`: the operator's command for support and testing, on the database
// the server uses (DATABASE_URL / DATABASE_SCHEMA / DATA_DIR, as the server reads them).
//   grant <email> <role> [--days N]   a permanent role, or a grant that ends after N days
//   revoke <email> <role>             removes the permanent role and ends running grants of it
//   list <email>                      the account's roles, grants and paid access
import { fileURLToPath } from 'node:url';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { systemClock, type Clock } from '../server/services/clock';
import {
  accessStatusOf,
  grantRole,
  grantsOf,
  permanentRoles,
  revokeRole,
  userIdByEmail,
} from '../server/services/payments/grants';

/** The roles the app knows (src/domain/auth/roles.ts); anything else is a typo. */
export const KNOWN_ROLES = ['basic_membership', 'member', 'pro', 'admin'] as const;
const MAX_DAYS = 3660;

const USAGE = `Usage:
  npm run admin -- grant <email> <role> [--days N]
  npm run admin -- revoke <email> <role>
  npm run admin -- list <email>
Roles: ${KNOWN_ROLES.join(', ')}`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

class UsageError extends Error {}

function parseDays(args: string[]): { rest: string[]; days: number | null } {
  const at = args.indexOf('--days');
  if (at === -1) return { rest: args, days: null };
  const raw = args[at + 1];
  const days = Number(raw);
  if (!raw || !Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
    throw new UsageError(`--days must be a whole number from 1 to ${MAX_DAYS}, got "${raw ?? ''}"`);
  }
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], days };
}

function checkRole(role: string | undefined): string {
  if (!role || !(KNOWN_ROLES as readonly string[]).includes(role)) {
    throw new UsageError(`Unknown role "${role ?? ''}". Roles: ${KNOWN_ROLES.join(', ')}`);
  }
  return role;
}

/** Runs one command; resolves with the exit code (0 done, 1 no such account, 2 bad usage). */
export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: AdminIo,
  clock: Clock = systemClock,
): Promise<number> {
  let command: string | undefined;
  let email: string | undefined;
  let role: string | null = null;
  let days: number | null = null;
  try {
    const parsed = parseDays(argv);
    days = parsed.days;
    [command, email] = parsed.rest;
    if (command === 'grant' || command === 'revoke') role = checkRole(parsed.rest[2]);
    else if (command !== 'list') throw new UsageError(`Unknown command "${command ?? ''}"`);
    if (!email) throw new UsageError('An email is required');
    if (days !== null && command !== 'grant') throw new UsageError('--days goes with grant only');
    if (parsed.rest.length > (command === 'list' ? 2 : 3)) {
      throw new UsageError(`Unexpected "${parsed.rest.at(-1)}"`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(USAGE);
    return 2;
  }

  const config = readConfig(env);
  const database = openDatabase(config);
  try {
    await migrateToLatest(database, config.databaseSchema);
    const db = database.db;
    const userId = await userIdByEmail(db, email);
    if (userId === undefined) {
      io.err(`No account with the email ${email}`);
      return 1;
    }
    if (command === 'grant') {
      const { expiresAt } = await grantRole(db, clock, { userId, role: role!, days });
      io.out(
        expiresAt
          ? `Granted ${role} to ${email} until ${expiresAt}`
          : `Granted ${role} to ${email} (permanent)`,
      );
    } else if (command === 'revoke') {
      const removed = await revokeRole(db, clock, userId, role!);
      if (removed.permanent + removed.grants === 0) io.out(`${email} did not hold ${role}`);
      else {
        io.out(
          `Revoked ${role} from ${email} (${removed.permanent} permanent, ${removed.grants} running grant(s) ended)`,
        );
      }
    } else {
      const now = clock.now();
      io.out(`${email} (account ${userId})`);
      io.out(`  permanent roles: ${(await permanentRoles(db, userId)).join(', ') || 'none'}`);
      for (const grant of await grantsOf(db, userId)) {
        const running =
          Date.parse(grant.starts_at) <= now && now < Date.parse(grant.expires_at)
            ? 'running'
            : Date.parse(grant.expires_at) <= now
              ? 'ended'
              : 'upcoming';
        io.out(
          `  grant ${grant.role} (${grant.plan}, ${grant.provider}) ${grant.starts_at} → ${grant.expires_at} ${running}${grant.renews ? ', renews' : ''}`,
        );
      }
      const status = await accessStatusOf(db, clock, userId);
      const until =
        status.accessUntilMs === null
          ? ''
          : ` until ${new Date(status.accessUntilMs).toISOString()}`;
      io.out(`  paid access: ${status.status}${status.role ? ` (${status.role})` : ''}${until}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  runAdmin(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
