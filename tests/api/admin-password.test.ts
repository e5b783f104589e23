// The admin password: generated at first start and kept only as an argon2id hash, or taken from
// ADMIN_PASSWORD; the admin routes check it on the server.
import { afterEach, expect, it, vi } from 'vitest';
import { seedOnFirstStart } from '../../server/demo/first-start';
import {
  ADMIN_PASSWORD_SETTING,
  ensureAdminPassword,
  isAdminPassword,
  seedAdminPasswordStep,
} from '../../server/services/admin-password';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

describeApi('admin password', (ctx) => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function adminToken(): Promise<string> {
    const { app, clock } = ctx();
    const userId = await createUser(app.database.db, clock, {
      email: `admin-${Math.random().toString(36).slice(2)}@pw.test`,
      roles: ['admin'],
    });
    return issueDeviceToken(app.database.db, clock, { userId, deviceId: 'd', uaHash: 'u' });
  }

  it('generates one at first start, shows it once and stores only its argon2id hash', async () => {
    vi.stubEnv('ADMIN_PASSWORD', '');
    const { app, clock } = ctx();
    const lines = await seedAdminPasswordStep({ database: app.database, clock });
    const shown = /X-Admin-Password\): (\S+)$/.exec(lines[0] ?? '')?.[1];
    expect(shown).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const row = await app.database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', ADMIN_PASSWORD_SETTING)
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain(shown);
    expect(JSON.parse(row.value)).toMatch(/^\$argon2id\$/);
    expect(await isAdminPassword(app.database.db, shown ?? '')).toBe(true);
    expect(await isAdminPassword(app.database.db, `${shown}x`)).toBe(false);
    // a restart keeps it and never prints it again
    expect(await ensureAdminPassword(app.database.db, clock)).toBeNull();
    const again = await seedAdminPasswordStep({ database: app.database, clock });
    expect(again.join('\n')).not.toContain(shown);

    const token = await adminToken();
    const res = await app.inject({
      method: 'POST',
      url: '/api/add_event',
      payload: {},
      headers: { 'x-device-token': token, 'x-admin-password': shown ?? '' },
    });
    // past the guards: an empty form is refused by the form's own rule
    expect(res.statusCode).toBe(400);
  });

  it('uses ADMIN_PASSWORD instead of the stored one when it is set', async () => {
    const { app, clock } = ctx();
    vi.stubEnv('ADMIN_PASSWORD', 'from-the-environment');
    expect(await isAdminPassword(app.database.db, 'from-the-environment')).toBe(true);
    expect(await isAdminPassword(app.database.db, 'from-the-environmenT')).toBe(false);
    expect(await isAdminPassword(app.database.db, '')).toBe(false);
    expect(await seedAdminPasswordStep({ database: app.database, clock })).toEqual([
      'Admin password: from ADMIN_PASSWORD',
    ]);
    const token = await adminToken();
    const call = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/add_event',
        payload: {},
        headers: { 'x-device-token': token, 'x-admin-password': password },
      });
    expect((await call('from-the-environment')).statusCode).toBe(400);
    // 403, never 401: a wrong admin password must not sign the client out
    expect((await call('wrong')).statusCode).toBe(403);
  });

  it('is one of the first-start steps', async () => {
    vi.stubEnv('ADMIN_PASSWORD', 'from-the-environment');
    const { app, clock } = ctx();
    const lines = await seedOnFirstStart({ database: app.database, clock });
    expect(lines).toContain('Admin password: from ADMIN_PASSWORD');
  }, 120_000);
});
