// The operator command (`npm run admin -- grant|revoke|list`), on both engines, through its main
// function against the same kind of database the server uses; and once as a real process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { runAdmin } from '../../scripts/admin-cli';
import { PROJECT_ROOT } from '../../server/config';
import { POSTGRES_URL } from './support/databases';
import { describeApi, PINNED_NOW } from './support/harness';
import { buyer, rolesOf } from './support/payments';

const DAY = 86_400_000;

describeApi('payments: the operator command', (ctx) => {
  function envFor(): NodeJS.ProcessEnv {
    const database = ctx().app.database;
    if (database.dialect === 'postgres') {
      return { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: database.schema! };
    }
    return { DATA_DIR: path.dirname(database.location) };
  }

  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      argv,
      envFor(),
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      ctx().clock,
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('grants a permanent role, lists it, revokes it', async () => {
    const { app, clock } = ctx();
    const me = await buyer(app, clock, 'cli-perm');
    const granted = await admin('grant', me.email.toUpperCase(), 'pro');
    expect(granted).toMatchObject({
      code: 0,
      out: `Granted pro to ${me.email.toUpperCase()} (permanent)`,
    });
    expect(await rolesOf(app, me.token)).toEqual(['pro']);
    expect((await admin('grant', me.email, 'pro')).code).toBe(0);
    const listed = await admin('list', me.email);
    expect(listed.out).toContain('permanent roles: pro');
    expect(listed.out).toContain('paid access: active (pro)');
    const revoked = await admin('revoke', me.email, 'pro');
    expect(revoked.out).toBe(
      `Revoked pro from ${me.email} (1 permanent, 0 running grant(s) ended)`,
    );
    expect(await rolesOf(app, me.token)).toEqual([]);
    expect((await admin('revoke', me.email, 'pro')).out).toBe(`${me.email} did not hold pro`);
  });

  it('grants a role for N days that lapses by itself', async () => {
    const { app, clock } = ctx();
    const me = await buyer(app, clock, 'cli-days');
    const granted = await admin('grant', me.email, 'member', '--days', '7');
    expect(granted.out).toBe(
      `Granted member to ${me.email} until ${new Date(PINNED_NOW + 7 * DAY).toISOString()}`,
    );
    expect(await rolesOf(app, me.token)).toEqual(['member']);
    expect((await admin('list', me.email)).out).toMatch(
      /grant member \(operator_grant, admin\) .* running/,
    );
    clock.advance(7 * DAY);
    try {
      const lapsed = await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { 'x-device-token': me.token },
      });
      // the device token itself may outlive the grant or not; either way no member role remains
      if (lapsed.statusCode === 200) expect(lapsed.json().roles).toEqual([]);
      expect((await admin('list', me.email)).out).toContain('ended');
    } finally {
      clock.set(PINNED_NOW);
    }
    await admin('grant', me.email, 'member', '--days', '3');
    // the clock is back at the start, so the 7-day grant runs again beside the 3-day one
    expect((await admin('revoke', me.email, 'member')).out).toContain('2 running grant(s) ended');
    expect(await rolesOf(app, me.token)).toEqual([]);
  });

  it('refuses unknown emails, roles, commands and bad --days with a message and a non-zero code', async () => {
    const { app, clock } = ctx();
    const me = await buyer(app, clock, 'cli-bad');
    expect(await admin('grant', 'nobody@payments.test', 'member')).toMatchObject({
      code: 1,
      err: 'No account with the email nobody@payments.test',
    });
    const role = await admin('grant', me.email, 'superuser');
    expect(role.code).toBe(2);
    expect(role.err).toContain(
      'Unknown role "superuser". Roles: basic_membership, member, pro, admin',
    );
    for (const argv of [
      ['promote', me.email],
      [],
      ['grant', me.email],
      ['grant', me.email, 'member', '--days', '0'],
      ['grant', me.email, 'member', '--days', 'x'],
      ['grant', me.email, 'member', '--days'],
      ['revoke', me.email, 'member', '--days', '3'],
      ['list'],
      ['list', me.email, 'extra'],
    ]) {
      const res = await admin(...argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.err).toContain('Usage:');
    }
    expect(await rolesOf(app, me.token)).toEqual([]);
  });

  it('runs as `npm run admin` does (tsx scripts/admin-cli.ts), exiting non-zero on failure', async () => {
    const { app, clock } = ctx();
    const me = await buyer(app, clock, 'cli-process');
    const run = (...argv: string[]) =>
      promisify(execFile)(
        path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
        ['scripts/admin-cli.ts', ...argv],
        {
          cwd: PROJECT_ROOT,
          env: { ...process.env, ...envFor() },
        },
      );
    const ok = await run('grant', me.email, 'member', '--days', '30');
    expect(ok.stdout).toContain(`Granted member to ${me.email} until`);
    await expect(run('grant', 'nobody@payments.test', 'member')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the email nobody@payments.test'),
    });
  }, 60_000);
});
