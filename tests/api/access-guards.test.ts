// The guards every protected route uses: 401 when signed out, 403 (with the upgrade address) when
// the account lacks the paid or admin role.
import { expect, it } from 'vitest';
import { requireAdmin, requirePaidAccess, requireUser } from '../../server/plugins/access';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

describeApi(
  'access guards',
  (ctx) => {
    async function tokenFor(email: string, roles: string[]): Promise<string> {
      const { app, clock } = ctx();
      const userId = await createUser(app.database.db, clock, { email, roles });
      return issueDeviceToken(app.database.db, clock, { userId, deviceId: 'd', uaHash: 'u' });
    }
    const get = (url: string, token?: string) =>
      ctx().app.inject({ method: 'GET', url, headers: token ? { 'x-device-token': token } : {} });

    it('answers 401 to a caller without a valid token', async () => {
      for (const url of ['/api/probe/user', '/api/probe/paid', '/api/probe/admin']) {
        const res = await get(url, 'forged');
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
      }
    });

    it('sends a free user to the upgrade page with 403', async () => {
      const token = await tokenFor('free@guards.test', []);
      expect((await get('/api/probe/user', token)).statusCode).toBe(200);
      const paid = await get('/api/probe/paid', token);
      expect(paid.statusCode).toBe(403);
      expect(paid.json()).toEqual({
        success: false,
        message: 'A paid membership is required',
        upgrade_url: '/upgrade',
      });
    });

    it('lets each paid role through and keeps members out of admin calls', async () => {
      for (const role of ['basic_membership', 'member', 'pro']) {
        const token = await tokenFor(`${role}@guards.test`, [role]);
        expect((await get('/api/probe/paid', token)).statusCode, role).toBe(200);
        expect((await get('/api/probe/admin', token)).statusCode, role).toBe(403);
      }
      const admin = await tokenFor('admin@guards.test', ['admin']);
      expect((await get('/api/probe/paid', admin)).statusCode).toBe(200);
      expect((await get('/api/probe/admin', admin)).statusCode).toBe(200);
    });
  },
  {
    beforeReady: (app) => {
      const ok = async () => ({ success: true });
      app.get('/api/probe/user', { preHandler: requireUser }, ok);
      app.get('/api/probe/paid', { preHandler: requirePaidAccess }, ok);
      app.get('/api/probe/admin', { preHandler: requireAdmin }, ok);
    },
  },
);
